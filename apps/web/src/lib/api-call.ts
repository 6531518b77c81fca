// One way to call the API, used in the browser (useApi) and on the site's server (member sign-in calls).
import { type AnswerOf, type CallInput, type EndpointDef, type ErrorBody, pathOf } from '@vip/contract';
import { type Query, setQuery } from './query';

/** A failed API call as the browser sees it: status plus the API's Persian message (§8). */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ErrorBody,
  ) {
    super(message);
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Access token for member calls (Authorization: Bearer). */
  token?: string;
  /** Client IP for calls that create or pay (§7, from /api/ip). */
  clientIp?: string;
  signal?: AbortSignal;
  /** Fetch cache mode (the site's server asks with `no-store` for member calls). */
  cache?: RequestCache;
  /** `Idempotency-Key` header of a creating call. */
  idempotencyKey?: string /** `blob` for a file answer (an owner-only upload); JSON otherwise. */;
  responseType?: 'json' | 'blob';
}

/** Calls the API (from the browser or the site's server) with the storefront key; throws ApiClientError with the Persian message. */
export async function callApi<T>(
  base: { apiUrl: string; apiKey: string },
  path: string,
  o: CallOptions = {},
): Promise<T> {
  const url = new URL(path, base.apiUrl);
  setQuery(url.searchParams, o.query);
  const headers: Record<string, string> = { 'x-api-key': base.apiKey, accept: 'application/json' };
  // A FormData body (file uploads) sets its own multipart content type.
  const form = typeof FormData !== 'undefined' && o.body instanceof FormData;
  if (o.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.clientIp) headers['x-client-ip'] = o.clientIp;
  if (o.idempotencyKey) headers['idempotency-key'] = o.idempotencyKey;
  let res: Response;
  try {
    res = await fetch(url, {
      method: o.method ?? 'GET',
      headers,
      body: o.body === undefined ? undefined : form ? (o.body as FormData) : JSON.stringify(o.body),
      signal: o.signal,
      cache: o.cache,
    });
  } catch {
    throw new ApiClientError(0, 'ارتباط با سرور برقرار نشد؛ اتصال اینترنت را بررسی کنید.');
  }
  if (o.responseType === 'blob' && res.ok) return (await res.blob()) as T;
  const data = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const body = data as ErrorBody | null;
    throw new ApiClientError(res.status, body?.error_message ?? 'Error fetching data', body ?? undefined);
  }
  return data as T;
}

/** Options of a typed call besides its params/query/body. */
export type EndpointCallOptions = Omit<CallOptions, 'method' | 'query' | 'body'> & {
  /** `Idempotency-Key` for creating calls (a retried POST then answers the first result). */
  idempotencyKey?: string;
};

/**
 * Calls one endpoint of the contract, typed in and out: `call(base, api.listCategories, { query: { limit: 10 } })`.
 * Path, method and the answer's type come from the endpoint's declaration.
 */
export function call<E extends EndpointDef>(
  base: { apiUrl: string; apiKey: string },
  endpoint: E,
  input: CallInput<E>,
  o: EndpointCallOptions = {},
): Promise<AnswerOf<E>> {
  const { idempotencyKey, ...rest } = o;
  return callApi<AnswerOf<E>>(base, pathOf(endpoint, input.params as Record<string, unknown> | undefined), {
    ...rest,
    method: endpoint.method,
    query: input.query as Query | undefined,
    body: input.body,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}
