/** An error of a Credentials sign-in, carried through next-auth's `error` string as JSON. */
export interface AuthFailure {
  status: number;
  code: string;
  message: string;
}

const GENERIC = 'ورود انجام نشد؛ لطفاً دوباره تلاش کنید.';

/** Packs an API failure into the message next-auth hands back to `signIn()`. */
export function encodeAuthFailure(f: AuthFailure): string {
  return JSON.stringify(f);
}

/** Reads the failure `signIn()` returned; anything unexpected becomes a generic Persian message. */
export function decodeAuthFailure(error: string | null | undefined): AuthFailure {
  if (error) {
    try {
      const f = JSON.parse(error) as Partial<AuthFailure>;
      if (typeof f.message === 'string' && f.message) {
        return { status: Number(f.status) || 400, code: String(f.code ?? ''), message: f.message };
      }
    } catch {}
  }
  return { status: 400, code: 'unknown', message: GENERIC };
}
