/** The sign-in page (§2). */
export const SIGN_IN_PATH = '/member/signin';
/** Where a member lands after signing in when no page asked for it: the member area's home. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/** Paths flagged as needing authentication (§2, §6): dashboard, credit, order, favourites. */
export const GATED_PREFIXES = ['/dashboard', '/credit', '/order', '/product/favorite', '/agency'] as const;

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
