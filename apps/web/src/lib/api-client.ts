'use client';

import type { AnswerOf, CallInput, EndpointDef, EndpointRef } from '@vip/contract';
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

/** `call` bound to the run-time public configuration. */
export function useApi(): BoundCall {
  const config = usePublicConfig();
  return useMemo<BoundCall>(() => (endpoint, input, o) => call(config, endpoint, input, o), [config]);
}
