// Settings of the member session, read from the environment at run time. No `server-only` here: proxy.ts uses it.

/** Development/demo default of NEXTAUTH_SECRET (the key that encrypts the session cookie); set your own in production. */
export const DEV_NEXTAUTH_SECRET = 'embedded-demo-nextauth-secret-set-NEXTAUTH_SECRET-in-production';

/**
 * The key that encrypts the session cookie (NEXTAUTH_SECRET, or the development default; in production server.mjs
 * refuses to start without a strong one, so the default can never sign a cookie there).
 */
export function authSecret(): string {
  return process.env.NEXTAUTH_SECRET || DEV_NEXTAUTH_SECRET;
}

/** The site's public URL: NEXTAUTH_URL, else WEB_URL, else localhost on WEB_PORT. */
export function authUrl(): string {
  return process.env.NEXTAUTH_URL || process.env.WEB_URL || `http://localhost:${process.env.WEB_PORT ?? 3000}`;
}

/** Secure (`__Secure-`) cookie names when the site is served over HTTPS. */
export function secureCookies(): boolean {
  return authUrl().startsWith('https://');
}

/** Lifetime of the session cookie (seconds): the refresh token's 30 days; the API token inside lives 15 minutes. */
export const SESSION_MAX_AGE = 30 * 24 * 3600;

/** Refresh the access token when less than this is left (ms). */
export const REFRESH_MARGIN_MS = 60_000;
