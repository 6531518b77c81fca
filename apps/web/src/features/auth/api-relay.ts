// The site's relay of the browser's member and staff calls to the API. The API tokens live in httpOnly cookies and
// are added here, on the site's server, so no script on a page can read them. Pure (no Next, no `server-only`): the
// route handlers under app/api/member and app/api/staff supply the token and the visitor, and the unit test a fake
// fetch.
import { api, ERRORS, type EndpointDef, type ErrorCode, LANGS } from '@vip/contract';
import { RELAY_PREFIX } from './relay-paths';

/** Whose calls a relay carries: the contract's `auth` of the endpoints it lets through. */
export type RelayKind = keyof typeof RELAY_PREFIX;

type Pattern = { method: string; path: RegExp };
const patterns = new Map<RelayKind, Pattern[]>();

/** The contract's endpoints of one kind as method + path matchers (`:id` is one path segment). */
function patternsOf(kind: RelayKind): Pattern[] {
  let list = patterns.get(kind);
  if (!list) {
    list = (Object.values(api) as EndpointDef[])
      .filter((e) => e.auth === kind)
      .map((e) => ({
        method: e.method,
        // The declared `/fa/` segment may be any language of the API (a page under /en or /ar calls `/en/`, `/ar/`).
        path: new RegExp(
          `^${e.path
            .replace(/^(\/v1\/[a-z0-9-]+)\/fa(?=\/|$)/, '$1/LANG')
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')
            .replace('/LANG', `/(?:${LANGS.join('|')})`)}$`,
        ),
      }));
    patterns.set(kind, list);
  }
  return list;
}

/**
 * Whether `method path` is an endpoint of the contract that needs this kind's token: only those are relayed, so the
 * relay is no open door to the API (public calls go to the API directly, as before).
 */
export function isRelayed(kind: RelayKind, method: string, path: string): boolean {
  const m = method === 'HEAD' ? 'GET' : method;
  return patternsOf(kind).some((p) => p.method === m && p.path.test(path));
}

const SAFE = new Set(['GET', 'HEAD']);

/**
 * Whether a request may act with the visitor's cookie: a read always, a write only when the browser says it comes
 * from a page of this site (`Sec-Fetch-Site: same-origin`, or without that header an `Origin` of this site). A form
 * or script on another site cannot make the member's browser write through the relay (CSRF).
 */
export function isSameOriginWrite(method: string, headers: Pick<Headers, 'get'>, siteOrigins: readonly string[]) {
  if (SAFE.has(method)) return true;
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = headers.get('origin');
  return origin !== null && siteOrigins.includes(origin);
}

/** An answer in the API's error envelope, so the browser's client reads it as it reads the API's own. */
export function errorAnswer(code: ErrorCode): Response {
  const { status, message } = ERRORS[code];
  return Response.json(
    { status_code: status, error_code: code, error_message: message },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

/** Request headers of the browser worth passing on; the rest (cookies, authorization, proxy headers) never are. */
const FORWARDED_REQUEST = [
  'accept',
  'content-type',
  'content-length',
  'idempotency-key',
  'if-none-match',
  'user-agent',
];
/** Answer headers that describe the connection or were undone by fetch (it decompresses), not the answer. */
const DROPPED_ANSWER = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'vary',
]);

export interface RelayOptions {
  kind: RelayKind;
  /** Where the site's server reaches the API (API_URL) and the storefront key. */
  apiUrl: string;
  apiKey: string;
  /**
   * The API access token of the visitor's cookie, or null when signed out (answered 401 without asking the API).
   * Asked only for a call that passed the path and origin checks, since it may refresh the member's tokens.
   */
  token: () => Promise<string | null>;
  /** The visitor's address as the site's server knows it (server.mjs pins it), sent as `X-Client-IP`. */
  clientIp: string;
  /** Origins whose pages may write through the relay (the site's public URL and the request's own). */
  siteOrigins: readonly string[];
  fetch?: typeof fetch;
}

/**
 * Relays one browser call `<prefix>/v1/...` to the API with the token, the storefront key and the visitor's address,
 * and streams the API's answer back unchanged (JSON, a file, an error envelope, its status). A path that is not a
 * `kind` endpoint is 404, a cross-site write 403, no token 401.
 */
export async function relay(request: Request, o: RelayOptions): Promise<Response> {
  const url = new URL(request.url);
  const prefix = RELAY_PREFIX[o.kind];
  const path = url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : '';
  if (!isRelayed(o.kind, request.method, path)) return errorAnswer('route_not_found');
  if (!isSameOriginWrite(request.method, request.headers, o.siteOrigins)) return errorAnswer('forbidden');
  const token = await o.token();
  if (!token) return errorAnswer('unauthorized');

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set('x-api-key', o.apiKey);
  headers.set('authorization', `Bearer ${token}`);
  if (o.clientIp) headers.set('x-client-ip', o.clientIp);
  const hasBody = !SAFE.has(request.method) && request.body !== null;
  let res: Response;
  try {
    res = await (o.fetch ?? fetch)(new URL(path + url.search, o.apiUrl), {
      method: request.method,
      headers,
      // Streamed, so an upload is not held in the site's memory; the API applies its own size limits.
      ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
      cache: 'no-store',
      redirect: 'manual',
      signal: request.signal,
    } as RequestInit);
  } catch {
    // The API unreachable: a 502 the browser's client retries once for a read, like a proxy's.
    const { message } = ERRORS.unknown_error;
    return Response.json({ status_code: 502, error_code: 'unknown_error', error_message: message }, { status: 502 });
  }
  const answer = new Headers();
  res.headers.forEach((value, name) => {
    if (!DROPPED_ANSWER.has(name)) answer.set(name, value);
  });
  // A member's answer is theirs alone: no shared cache may keep it.
  if (!answer.has('cache-control')) answer.set('cache-control', 'private, no-store');
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers: answer });
}
