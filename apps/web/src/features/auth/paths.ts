/** The sign-in page (§2). */
export const SIGN_IN_PATH = '/member/signin';
/** Where a member lands after signing in when no page asked for it (§2 dashboard order page). */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard/order';

/**
 * Paths behind the sign-in gate (§2, DESIGN §6): only those with a page (issue #16). Credit, order and favourites
 * pages join here (and in proxy.ts's matcher) when they are built; gating a missing page sent visitors through
 * sign-in to a 404.
 */
export const GATED_PREFIXES = ['/dashboard'] as const;

/** Whether `pathname` is behind the sign-in gate. */
export function isGatedPath(pathname: string): boolean {
  return GATED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * A same-site path to return to after sign-in: only `/…` paths (no `//host`, no `/\host`, no scheme) and never
 * the member pages themselves; anything else becomes the default.
 */
export function safeCallbackUrl(value: unknown, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  if ([...value].some((c) => c.charCodeAt(0) < 32) || value.startsWith('/member/') || value.startsWith('/api/'))
    return fallback;
  return value;
}

/** The sign-in URL that returns to `target` afterwards. */
export function signInUrl(target: string): string {
  return `${SIGN_IN_PATH}?callbackUrl=${encodeURIComponent(target)}`;
}
