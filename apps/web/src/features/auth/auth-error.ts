import type { ErrorBody } from '@vip/contract';
import { ApiClientError } from '@/lib/api-call';

/**
 * A refused Credentials sign-in, carried through next-auth's `error` string as JSON: the API's error envelope
 * (status, code, Persian message, field problems), so the form shows it like any other API failure.
 */
export type AuthFailure = ErrorBody;

const GENERIC = 'ورود انجام نشد؛ لطفاً دوباره تلاش کنید.';

/** Packs an API failure into the message next-auth hands back to `signIn()`. */
export function encodeAuthFailure(f: AuthFailure): string {
  return JSON.stringify(f);
}

/** Reads the failure `signIn()` returned as an ApiClientError; anything unexpected is a generic Persian message. */
export function decodeAuthFailure(error: string | null | undefined): ApiClientError {
  if (error) {
    try {
      const f = JSON.parse(error) as Partial<AuthFailure>;
      if (typeof f.error_message === 'string' && f.error_message) {
        const status = Number(f.status_code) || 400;
        return new ApiClientError(status, f.error_message, {
          status_code: status,
          error_code: String(f.error_code ?? 'unknown_error'),
          error_message: f.error_message,
          ...(Array.isArray(f.errors) ? { errors: f.errors } : {}),
        });
      }
    } catch {}
  }
  return new ApiClientError(400, GENERIC);
}
