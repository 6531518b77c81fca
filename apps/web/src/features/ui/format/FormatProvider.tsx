'use client';

import type { api, EndpointRef } from '@vip/contract';
import { useLocale } from 'next-intl';
import { useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { call } from '@/lib/api-call';
import { type PublicConfig, usePublicConfig } from '@/lib/public-config';
import { FormatContext } from './format-context';
import { subscribeFormat } from './format-cookie';
import type { RialsPerUnit } from './locale-format';
import { DEFAULT_LANG, formatCookieFrom, isLang, parseFormatSettings } from './settings';
import { type SiteFormat, siteFormat } from './site-format';

export { FormatProvider } from './format-context';
export { saveFormatSettings } from './format-cookie';

// Outside a FormatProvider the island reads the cookie itself: the server's render (and hydration) uses the
// language's defaults, the browser then the reader's choice.
const readCookie = () => formatCookieFrom(document.cookie);
const noCookie = () => null;

// A reference, not the endpoint table, so the contract's schemas stay out of every page's script.
const CURRENCY_RATES: EndpointRef<typeof api.listCurrencyRates> = {
  method: 'GET',
  path: '/v1/general/fa/currency-rates',
};

// One fetch of the public rate table per page load, shared by every island (not every island has a query client).
let ratesOnce: Promise<RialsPerUnit> | null = null;
function loadRates(config: PublicConfig): Promise<RialsPerUnit> {
  ratesOnce ??= call(config, CURRENCY_RATES, {})
    .then((answer) => Object.fromEntries(answer.data.map((r) => [r.currency, r.rials_per_unit])))
    .catch(() => {
      ratesOnce = null;
      return {};
    });
  return ratesOnce;
}

/**
 * Dates, digits and prices in the reader's language and settings (docs/architecture.md, "Dates, digits and prices").
 * Under a `FormatProvider` it formats as the server did; without one it reads the settings cookie and the rate
 * table in the browser.
 */
export function useFormat(): SiteFormat {
  const context = useContext(FormatContext);
  const locale = useLocale();
  const lang = isLang(locale) ? locale : DEFAULT_LANG;
  const config = usePublicConfig();
  const cookie = useSyncExternalStore(subscribeFormat, readCookie, noCookie);
  const provided = context?.settings.lang === lang;
  const own = useMemo(() => (provided ? null : parseFormatSettings(lang, cookie)), [provided, lang, cookie]);
  const [rates, setRates] = useState<RialsPerUnit>({});
  const wantsRates = !!own?.currency;
  useEffect(() => {
    if (!wantsRates) return;
    let live = true;
    loadRates(config).then((r) => live && setRates(r));
    return () => {
      live = false;
    };
  }, [wantsRates, config]);
  return useMemo(() => {
    if (context && !own) return siteFormat(context.settings, context.rates);
    return siteFormat(own ?? parseFormatSettings(lang, null), rates);
  }, [context, own, lang, rates]);
}
