import type { AnswerOf, api, CallInput, EndpointDef, EndpointRef } from '@vip/contract';
import type { StaffRole } from '@vip/domain';
import { HttpError } from 'react-admin';
import { relayBase } from '@/features/auth/relay-paths';
import { type ApiBase, call, toApiClientError } from '@/lib/api-call';
import type { StaffSession } from './staff-session';

/** A call of one contract endpoint with the tab's staff token. */
export type StaffCall = <E extends EndpointDef>(endpoint: E, input: CallInput<E>) => Promise<AnswerOf<E>>;

/**
 * Binds `call` to the API: staff endpoints through the site's staff relay, which adds the token kept in its httpOnly
 * cookie; public ones (the sign-in SMS code) to the API directly. A failure becomes react-admin's HttpError carrying
 * the API's Persian message and, under `body.errors`, each field's message by the form's field name (`body.reason` →
 * `reason`), which react-admin's forms show under their fields.
 */
export function staffCall(base: ApiBase): StaffCall {
  return async (endpoint, input) => {
    try {
      return await call(endpoint.auth === 'staff' ? relayBase('staff') : base, endpoint, input);
    } catch (e) {
      throw toHttpError(e);
    }
  };
}

// Sign-in and sign-out go through the site's server (app/api/staff/session), which sets and clears the cookie.
const signInRef = { method: 'POST', path: '/session' } as unknown as EndpointRef<typeof api.adminSignIn>;
const signOutRef = { method: 'DELETE', path: '/session' } as unknown as EndpointRef<typeof api.adminSignOut>;

/** Signs staff in (e-mail, password, second factor): the account and expiry; the token stays in the cookie. */
export async function openStaffSession(body: CallInput<typeof api.adminSignIn>['body']): Promise<StaffSession> {
  try {
    const { data } = await call(relayBase('staff'), signInRef, { body });
    return { expires_at: data.expires_at, staff: data.staff };
  } catch (e) {
    throw toHttpError(e);
  }
}

/** Ends the staff session at the API and drops the cookie. */
export async function closeStaffSession(): Promise<void> {
  await call(relayBase('staff'), signOutRef, {});
}

export function toHttpError(e: unknown): HttpError {
  const err = toApiClientError(e);
  const errors: Record<string, string> = {};
  for (const fe of err.body?.errors ?? []) errors[fe.field.replace(/^(body|query|params)\./, '')] ??= fe.message;
  return new HttpError(err.message, err.status, { errors, error_code: err.body?.error_code });
}

/** Whether a role may call an endpoint (the contract's `roles`; the server checks it again on every call). */
export function mayCall(role: StaffRole | undefined, endpoint: EndpointDef): boolean {
  const roles = (endpoint as { roles?: readonly string[] }).roles;
  return Boolean(role && roles?.includes(role));
}
