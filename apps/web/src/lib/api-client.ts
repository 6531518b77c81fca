'use client';

import { useMemo } from 'react';
import { type CallOptions, callApi } from './api-call';
import { usePublicConfig } from './public-config';

export { ApiClientError, type CallOptions, callApi } from './api-call';

/** `callApi` bound to the run-time public configuration. */
export function useApi() {
  const config = usePublicConfig();
  return useMemo(
    () =>
      <T>(path: string, o?: CallOptions) =>
        callApi<T>(config, path, o),
    [config],
  );
}
