import type { StaffRole } from '@vip/domain';
import type { z } from 'zod';
import { ERRORS, type ErrorCode } from './errors';

/**
 * Who may call an endpoint: anyone with the storefront key, a signed-in member, staff of the listed roles, or a
 * travel agency by its `x-agency-key` (docs/agencies.md).
 */
export type EndpointAuth = 'public' | 'member' | 'staff' | 'agency';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint, declared once: the API registers its route from it (validation, auth, OpenAPI), the site calls it
 * through `call(endpoint, …)` and the tests through the test client. Paths use Fastify's `:param` syntax.
 */
export interface EndpointDef {
  method: HttpMethod;
  path: `/v1/${string}` | `/${string}`;
  /** OpenAPI tag (the module). */
  tag: string;
  /** One line saying what it does. */
  summary: string;
  /** Longer OpenAPI description (rules, limits). */
  description?: string;
  auth: EndpointAuth;
  /** Staff roles allowed (auth 'staff' only). */
  roles?: readonly StaffRole[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Success answer's schema; omit for 204 No Content. */
  response?: z.ZodType;
  /** Success status (200 default, 201 for creates, 204 when there is no body). */
  status?: 200 | 201 | 202 | 204;
  /** Fields a list may be sorted by (`sort=field,-other`). */
  sort?: readonly string[];
  /** Public GET answers cached with ETag + Cache-Control (and in the API's process cache). */
  publicCache?: boolean;
  /** Rate-limited: the operation may answer 429 with Retry-After. */
  rateLimited?: boolean;
  /**
   * Accepts an `Idempotency-Key` header (creating calls); `'required'`: a call without one is a 400 (a partner's
   * booking on credit, where a retried call must never book twice).
   */
  idempotent?: boolean | 'required';
  /** Not in the OpenAPI document (development helpers). */
  hidden?: boolean;
  /**
   * Error codes of the vocabulary (errors.ts) this endpoint gives besides those its declaration implies
   * (validation, auth, not found, rate limit); their statuses join the OpenAPI answers.
   */
  errors?: readonly ErrorCode[];
  /** Content type of a non-JSON answer (an image, a file, a page); such an endpoint has no response schema. */
  produces?: string;
  /**
   * Answers a redirect instead of a body: its status and where `Location` points (the document declares both, and
   * no 2xx answer).
   */
  redirect?: { status: 302 | 303; to: string };
  /**
   * Opened by a browser directly, not called by the site (a bank's redirect back, the sandbox bank page): it needs
   * no `x-api-key`. Public endpoints only.
   */
  browser?: boolean;
  /** A public endpoint that also reads a member's bearer token when one is sent (sign-out ends that session too). */
  optionalBearer?: boolean;
}

/** An endpoint with its stable operationId (the key it is declared under). */
export type Endpoint<D extends EndpointDef = EndpointDef> = D & { operationId: string };

/** Declares a group of endpoints; each key becomes the endpoint's camelCase `operationId`. */
export function defineEndpoints<const T extends Record<string, EndpointDef>>(
  defs: T,
): { [K in keyof T]: T[K] & { operationId: K } } {
  const out: Record<string, Endpoint> = {};
  for (const [operationId, def] of Object.entries(defs)) out[operationId] = { ...def, operationId };
  return out as { [K in keyof T]: T[K] & { operationId: K } };
}

type Infer<S, Fallback = undefined> = S extends z.ZodType ? z.output<S> : Fallback;
type Input<S, Fallback = undefined> = S extends z.ZodType ? z.input<S> : Fallback;

/** Path parameters as the server sees them (parsed). */
export type ParamsOf<E extends EndpointDef> = Infer<E['params'], Record<string, never>>;
/** Query as the server sees it (parsed, defaults applied). */
export type QueryOf<E extends EndpointDef> = Infer<E['query'], Record<string, never>>;
/** Body as the server sees it (parsed). */
export type BodyOf<E extends EndpointDef> = Infer<E['body'], undefined>;
/** What a handler returns (before serialisation). */
export type ReplyOf<E extends EndpointDef> = Input<E['response'], undefined>;
/** What a client receives. */
export type AnswerOf<E extends EndpointDef> = Infer<E['response'], undefined>;

/** What a client sends: params/query/body as accepted on the wire (before parsing). */
export type CallInput<E extends EndpointDef> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });

/** The concrete path of an endpoint with its `:params` filled in (each value URI-encoded). */
export function pathOf(endpoint: Pick<EndpointDef, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}

/** The codes every caller with a token may meet: no token, an expired or forged one, a signed-out session. */
const TOKEN_CODES = ['unauthorized', 'token_expired', 'token_invalid', 'session_revoked'] as const;
const AGENCY_KEY_CODES = ['agency_key_missing', 'agency_key_invalid', 'agency_suspended'] as const;

/**
 * Every error code an endpoint can answer: those its declaration implies plus its own `errors`. Implied: a bad
 * parameter, query or URL (400) on every call, a body that is not JSON, empty, too large or of another type for
 * every body, an invalid `sort` for sorted lists, the API key (401) on every /v1 call but a browser's pages, the
 * token codes (401) for member and staff calls, `forbidden` (403) for staff, `not_found` (404) for a path id or a
 * signed-in caller's record, `idempotency_conflict` (409) for idempotent creates and `too_many_requests` (429) when
 * rate-limited.
 */
export function errorCodesOf(e: EndpointDef): ErrorCode[] {
  const out = new Set<ErrorCode>(['validation_error', 'bad_request']);
  if (e.body)
    for (const c of ['invalid_json', 'empty_body', 'body_too_large', 'unsupported_media_type'] as const) out.add(c);
  if (e.sort?.length) out.add('invalid_sort');
  if (needsApiKey(e)) for (const c of ['api_key_missing', 'api_key_invalid'] as const) out.add(c);
  if (e.auth === 'agency') for (const c of AGENCY_KEY_CODES) out.add(c);
  else if (e.auth !== 'public') for (const c of TOKEN_CODES) out.add(c);
  if (e.auth === 'staff') out.add('forbidden');
  if (e.params || e.auth !== 'public') out.add('not_found');
  if (e.idempotent) out.add('idempotency_conflict');
  if (e.rateLimited) out.add('too_many_requests');
  for (const code of e.errors ?? []) out.add(code);
  return [...out];
}

/** An endpoint's error codes grouped by their HTTP status (what the OpenAPI document lists per answer). */
export function errorCodesByStatus(e: EndpointDef): Map<number, ErrorCode[]> {
  const by = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(e)) {
    const status = ERRORS[code].status;
    by.set(status, [...(by.get(status) ?? []), code]);
  }
  return new Map([...by].sort(([a], [b]) => a - b));
}

/** Every error status an endpoint can answer: the statuses of its codes (errorCodesOf). */
export function errorStatusesOf(e: EndpointDef): number[] {
  return [...errorCodesByStatus(e).keys()];
}

/** The record inside a detail answer `{ data }`. */
export type DataOf<E extends EndpointDef> = AnswerOf<E> extends { data: infer D } ? D : never;

/** One item of a list answer `{ data: [...], paging }`. */
export type ItemOf<E extends EndpointDef> = AnswerOf<E> extends { data: readonly (infer I)[] } ? I : never;

/**
 * What a browser needs to call endpoint E: its method and path, without the schemas (so public pages do not ship
 * zod), still typed as E. A server component hands it to a client component as a prop: `refOf(api.listX)`.
 */
export interface EndpointRef<E extends EndpointDef = EndpointDef> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Type-only link to the endpoint (never set at run time). */
  readonly __endpoint?: E;
}

/** The serialisable reference of an endpoint (see EndpointRef). */
export function refOf<E extends EndpointDef>(endpoint: E): EndpointRef<E> {
  return { method: endpoint.method, path: endpoint.path };
}

/** Prefix of every versioned API path (the API key is checked under it; /health and /media live outside). */
export const API_PREFIX = '/v1/';
/** The agency API (docs/agencies.md): authenticated by `x-agency-key` alone, no storefront `x-api-key`. */
export const AGENCY_PREFIX = '/v1/agency/';

/** Whether a call must carry `x-api-key`: every /v1 call but the pages a browser opens itself. */
export function needsApiKey(e: Pick<EndpointDef, 'path' | 'browser'>): boolean {
  return e.path.startsWith(API_PREFIX) && !e.browser && !e.path.startsWith(AGENCY_PREFIX);
}
