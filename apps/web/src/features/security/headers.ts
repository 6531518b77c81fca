// Security headers of the site (issue 11). No `server-only`: proxy.ts and next.config use them.

/** Whether the site is served over HTTPS (then browsers are told to keep to it: HSTS). */
const overHttps = () => (process.env.NEXTAUTH_URL || process.env.WEB_URL || '').startsWith('https://');

/** Strict-Transport-Security of pages when the site is served over HTTPS (decided at run time, in proxy.ts). */
export const hsts = () => (overHttps() ? 'max-age=63072000; includeSubDomains' : undefined);

/** Headers every answer carries, static files included (next.config `headers()`, fixed at build). */
export function staticSecurityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: permissionsPolicy('()') },
  ];
}

/** The back office (`/admin`) may use the camera of its own page: the VIP desk scans voucher QR codes. */
export function backOfficeSecurityHeaders(): { key: string; value: string }[] {
  return [{ key: 'Permissions-Policy', value: permissionsPolicy('(self)') }];
}

function permissionsPolicy(camera: '()' | '(self)') {
  return `camera=${camera}, microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()`;
}

/** A fresh nonce for one answer's scripts. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
}

/**
 * The Content-Security-Policy of a page: scripts only with this answer's nonce (Next.js puts it on its own scripts
 * when it sees it in the request's CSP), and whatever they load ('strict-dynamic'); images and API calls from the
 * API's public origin; never framed. Styles stay inline-friendly: MUI (emotion) and next/font write style tags.
 */
export function contentSecurityPolicy(
  nonce: string,
  publicApiUrl: string,
  dev = process.env.NODE_ENV !== 'production',
  mapTileUrl = process.env.MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL,
) {
  const tiles = tileOrigin(mapTileUrl);
  let api = '';
  try {
    api = new URL(publicApiUrl).origin;
  } catch {}
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api} ${tiles}`.trim().replace(/ +/g, ' '),
    "font-src 'self' data:",
    `connect-src 'self' ${api}${dev ? ' ws:' : ''}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(overHttps() ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The map picker's default tiles (kept in step with lib/env.ts). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The origin a tile URL template loads pictures from, as a CSP source (`{s}` subdomains become `*`); '' for none.
 * Without it the map's tiles would be blocked by the policy.
 */
export function tileOrigin(template: string): string {
  const origin = /^(https?:\/\/[^/]+)/.exec(template.trim())?.[1];
  return origin ? origin.replace(/\{s\}/g, '*') : '';
}
