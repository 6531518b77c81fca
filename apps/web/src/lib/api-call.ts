// The site's one fetch core: every call to the API, from the browser (useApi, useMemberApi) and from the site's
// server (api-server.ts, features/auth/server-api.ts), goes through `call(base, endpoint, input, options)`.
import {
  type AnswerOf,
  type CallInput,
  type EndpointDef,
  type EndpointRef,
  ERRORS,
  type ErrorBody,
  type ErrorCode,
  fieldMessage,
  fieldSentence,
  isErrorCode,
  type Lang,
  localizedPath,
  pathOf,
  SESSION_ERROR_CODES,
  withoutFieldPath,
} from '@vip/contract';
import { type Query, setQuery } from './query';

/** Shown when the API could not be reached at all. */
export const OFFLINE_MESSAGE = 'ارتباط با سرور برقرار نشد؛ اتصال اینترنت را بررسی کنید.';

/**
 * The site's one error class: a failed API call with its status (0 = the API could not be reached), the
 * vocabulary's `code` and the API's Persian message. `body.errors` names the fields at fault.
 */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ErrorBody,
  ) {
    super(readableMessage(message, body));
    this.name = 'ApiClientError';
  }

  /** The vocabulary's code (`offline` when there was no answer, `unknown_error` for an answer outside it). */
  get code(): ErrorCode | 'offline' {
    if (this.status === 0) return 'offline';
    return isErrorCode(this.body?.error_code) ? this.body.error_code : 'unknown_error';
  }

  /** Whether signing in again is the way out (missing, expired or revoked session). */
  get needsSignIn(): boolean {
    return this.status === 401 && (SESSION_ERROR_CODES as readonly string[]).includes(this.code);
  }
}

/**
 * What a person reads of a failure: the message as it is, unless it still starts with a field path
 * (`body.flight_orders.0.passengers.1.last_name: …`), which is then said through its first field problem
 * («مسافر ۲: نام خانوادگی را وارد کنید.»).
 */
export function readableMessage(message: string, body?: ErrorBody): string {
  const bare = withoutFieldPath(message);
  if (bare === message) return message;
  const first = body?.errors?.[0];
  return first ? fieldSentence(first.field, first.message) : bare;
}

/** Any thrown value as an ApiClientError (a bug or an abort becomes a generic failure with status 0). */
export function toApiClientError(e: unknown): ApiClientError {
  if (e instanceof ApiClientError) return e;
  return new ApiClientError(0, OFFLINE_MESSAGE);
}

/** What a form shows for a failure: messages under its own fields, and a message for a toast or an alert. */
export interface ErrorDisplay {
  /** Field name (without `body.`/`query.`) → Persian message, for the fields the form has. */
  fields: Record<string, string>;
  /** The Persian message for a toast or the form's alert. */
  message: string;
  code: ErrorCode | 'offline';
}

/**
 * The one place a failure becomes what a person sees: the API's Persian message for a toast or the form's alert,
 * and each field problem the form can show under its field (`body.email` → `email`).
 */
export function describeError(e: unknown, formFields: readonly string[] = []): ErrorDisplay {
  const err = toApiClientError(e);
  const fields: Record<string, string> = {};
  for (const fe of err.body?.errors ?? []) {
    const name = fe.field.replace(/^(body|query|params)\./, '');
    if (formFields.includes(name)) fields[name] ??= fieldMessage(name, fe.message);
  }
  return { fields, message: err.message || ERRORS.unknown_error.message, code: err.code };
}

/** Where the API is and the storefront key every call carries. */
export interface ApiBase {
  /** Absolute; the API's origin, or a relay of the site (`<origin>/api/member`) whose path the call's path follows. */
  apiUrl: string;
  apiKey: string;
}

/** Options of a call besides its params/query/body. */
export interface CallOptions {
  /**
   * The reader's language: the call goes to the path's `/en/` or `/ar/` twin, so names and error messages come in
   * that language (Persian, the declared path, by default).
   */
  lang?: Lang;
  /** Access token for member calls (Authorization: Bearer). */
  token?: string;
  /** Client IP for calls that create or pay (§7, from /api/ip). */
  clientIp?: string;
  /**
   * The visitor's browser, forwarded by the site's server on sign-in and refresh so the member's list of signed-in
   * devices can name it (a browser sends its own and ignores this).
   */
  userAgent?: string;
  signal?: AbortSignal;
  /** Fetch cache mode (the site's server asks with `no-store` for member calls). */
  cache?: RequestCache;
  /** Next's data cache of a server-side GET (seconds and tags). */
  next?: { revalidate?: number; tags?: string[] };
  /** `Idempotency-Key` of a creating call: only with it may a POST be sent twice. */
  idempotencyKey?: string;
  /** Extra attempts after a network failure or a 502/503/504 (default 1; forced to 0 for unsafe calls). */
  retries?: number;
  /** The fetch to use (tests). */
  fetch?: typeof fetch;
}

/** Statuses worth one more try: the API or a proxy in front of it was briefly unavailable. */
const TRANSIENT = new Set([502, 503, 504]);

/**
 * Whether a failed call may be sent again: reads (GET) always, writes only with an Idempotency-Key (the API then
 * answers the first result), so a payment or an order is never created twice.
 */
export function mayRetry(method: string, idempotencyKey?: string): boolean {
  return method === 'GET' || Boolean(idempotencyKey);
}

/**
 * A failed answer as an ApiClientError carrying the API's envelope. Its code is kept as the page reacts to it; a
 * code without a message (a proxy's bare envelope) reads the vocabulary's Persian default for it.
 */
async function failure(res: Response): Promise<ApiClientError> {
  const body = (await res.json().catch(() => null)) as ErrorBody | null;
  const code = body?.error_code;
  const fallback = isErrorCode(code) ? ERRORS[code].message : ERRORS.unknown_error.message;
  return new ApiClientError(res.status, body?.error_message || fallback, body ?? undefined);
}

/**
 * Calls one endpoint of the contract, typed in and out:
 * `call(base, api.listCategories, { query: { limit: 10 } })` answers `AnswerOf<typeof api.listCategories>`.
 * Failures throw ApiClientError with the API's Persian message. A client component may pass `refOf(endpoint)`.
 */
export async function call<E extends EndpointDef>(
  base: ApiBase,
  endpoint: E | EndpointRef<E>,
  input: CallInput<E>,
  o: CallOptions = {},
): Promise<AnswerOf<E>> {
  // Appended, not resolved: a base with a path (the site's relay, `https://site/api/member`) keeps it.
  const path = pathOf(endpoint, input.params as Record<string, unknown> | undefined);
  const url = new URL(base.apiUrl.replace(/\/+$/, '') + localizedPath(path, o.lang ?? 'fa'));
  // Query values are the endpoint's own schema input: strings, numbers, booleans or id lists.
  setQuery(url.searchParams, input.query as Query | undefined);
  const headers: Record<string, string> = { accept: 'application/json' };
  // The site's relays add the key on the server (their base has none).
  if (base.apiKey) headers['x-api-key'] = base.apiKey;
  // A FormData body (a file upload) sets its own multipart content type.
  const form = typeof FormData !== 'undefined' && input.body instanceof FormData;
  if (input.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.clientIp) headers['x-client-ip'] = o.clientIp;
  if (o.userAgent) headers['user-agent'] = o.userAgent;
  if (o.idempotencyKey) headers['idempotency-key'] = o.idempotencyKey;
  const init: RequestInit & { next?: CallOptions['next'] } = {
    method: endpoint.method,
    headers,
    body: input.body === undefined ? undefined : form ? (input.body as FormData) : JSON.stringify(input.body),
    signal: o.signal,
    ...(o.cache ? { cache: o.cache } : {}),
    ...(o.next ? { next: o.next } : {}),
  };
  const doFetch = o.fetch ?? fetch;
  const attempts = 1 + (mayRetry(endpoint.method, o.idempotencyKey) ? (o.retries ?? 1) : 0);
  let last: ApiClientError = new ApiClientError(0, OFFLINE_MESSAGE);
  for (let attempt = 0; attempt < attempts; attempt++) {
    let res: Response;
    try {
      res = await doFetch(url, init);
    } catch (e) {
      if (o.signal?.aborted) throw e;
      last = new ApiClientError(0, OFFLINE_MESSAGE);
      continue;
    }
    // A file answer (an owner-only upload) comes back as a Blob; everything else is JSON.
    if (res.ok && 'produces' in endpoint && endpoint.produces) return (await res.blob()) as AnswerOf<E>;
    if (res.ok) return (res.status === 204 ? undefined : await res.json()) as AnswerOf<E>;
    last = await failure(res);
    if (!TRANSIENT.has(res.status)) break;
  }
  throw last;
}
