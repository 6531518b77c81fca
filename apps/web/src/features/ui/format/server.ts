import 'server-only';
import { api, DEFAULT_LANG, isLang } from '@vip/contract';
import { cookies } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { apiList } from '@/lib/api-server';
import type { RialsPerUnit } from './locale-format';
import { FORMAT_COOKIE, type FormatSettings, parseFormatSettings } from './settings';
import { type SiteFormat, siteFormat } from './site-format';

/** The reader's settings: the page's language and the remembered cookie. */
export async function getFormatSettings(): Promise<FormatSettings> {
  const [locale, jar] = await Promise.all([getLocale(), cookies()]);
  return parseFormatSettings(isLang(locale) ? locale : DEFAULT_LANG, jar.get(FORMAT_COOKIE)?.value);
}

/**
 * Rials per unit of each display currency from the public rate table (cached like the catalogue); empty when the
 * table is unreachable — a price then shows in Toman alone, never a wrong conversion.
 */
export async function getRialsPerUnit(): Promise<RialsPerUnit> {
  const answer = await apiList(api.listCurrencyRates, {}, { revalidate: 300, tags: ['currency-rates'] });
  return Object.fromEntries((answer?.data ?? []).map((r) => [r.currency, r.rials_per_unit]));
}

/** The server's twin of `useFormat()`, for server components. */
export async function getFormat(): Promise<SiteFormat> {
  const [settings, rates] = await Promise.all([getFormatSettings(), getRialsPerUnit()]);
  return siteFormat(settings, rates);
}
