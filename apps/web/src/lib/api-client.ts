'use client';

import { type AnswerOf, type CallInput, DEFAULT_LANG, type EndpointDef, type EndpointRef, isLang } from '@vip/contract';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { type CallOptions, call } from './api-call';
import { usePublicConfig } from './public-config';

export { ApiClientError, type CallOptions, call, describeError } from './api-call';

/** A call of one contract endpoint, bound to where the API is: `api(endpoints.getCategory, { params: { id } })`. */
export type BoundCall = <E extends EndpointDef>(
  endpoint: E | EndpointRef<E>,
  input: CallInput<E>,
  o?: CallOptions,
) => Promise<AnswerOf<E>>;

/**
 * `call` bound to the run-time public configuration and the page's language (next-intl's locale): a page under
 * `/en` or `/ar` reads the API's English or Arabic answers unless a call says otherwise (`o.lang`).
 */
export function useApi(): BoundCall {
  const config = usePublicConfig();
  const locale = useLocale();
  const lang = isLang(locale) ? locale : DEFAULT_LANG;
  return useMemo<BoundCall>(
    () => (endpoint, input, o) => call(config, endpoint, input, { lang, ...o }),
    [config, lang],
  );
}
