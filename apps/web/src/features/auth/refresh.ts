import 'server-only';
import { api } from '@vip/contract';
import { ApiClientError } from '@/lib/api-call';
import type { JWT } from 'next-auth/jwt';
import { REFRESH_MARGIN_MS } from './config';
import { memberCall, toSessionTokens } from './server-api';
import { REFRESH_ERROR, type SessionTokens } from './types';

/**
 * Refresh tokens rotate and a spent one presented again revokes the whole session. Several requests
 * of one browser can carry the same cookie at once (session poll, a tab, a member call), so refreshes are
 * single-flight per refresh token and the new pair is remembered briefly for latecomers with the old cookie.
 */
const inFlight = new Map<string, { at: number; result: Promise<SessionTokens | 'invalid' | 'offline'> }>();
const GRACE_MS = 2 * 60_000;

function exchange(refreshToken: string) {
  const now = Date.now();
  for (const [k, v] of inFlight) if (now - v.at > GRACE_MS) inFlight.delete(k);
  const known = inFlight.get(refreshToken);
  if (known) return known.result;
  const result = memberCall(api.refreshTokens, { body: { refresh_token: refreshToken } }).then(
    (r) => toSessionTokens(r.data),
    (e: unknown) => {
      // The API unreachable or failing is not a verdict on the session: keep it and try again later.
      if (e instanceof ApiClientError && (e.status === 0 || e.status >= 500)) return 'offline' as const;
      return 'invalid' as const;
    },
  );
  inFlight.set(refreshToken, { at: now, result });
  result.then((r) => {
    if (r === 'offline') inFlight.delete(refreshToken);
  });
  return result;
}

/** The token unchanged while its access token is fresh; otherwise refreshed, or marked with REFRESH_ERROR. */
export async function ensureFreshToken(token: JWT): Promise<JWT> {
  if (!token.refreshToken || token.error) return token;
  if (token.accessTokenExpires && Date.now() < token.accessTokenExpires - REFRESH_MARGIN_MS) return token;
  if (token.refreshTokenExpires && Date.now() >= token.refreshTokenExpires) return { ...token, error: REFRESH_ERROR };
  const result = await exchange(token.refreshToken);
  if (result === 'offline') return token;
  if (result === 'invalid') return { ...token, error: REFRESH_ERROR };
  return { ...token, ...result, error: undefined };
}
