import type { AnswerOf, CallInput, EndpointDef } from '@vip/contract';
import type { StaffRole } from '@vip/domain';
import { HttpError } from 'react-admin';
import { type ApiBase, call, toApiClientError } from '@/lib/api-call';
import { currentSession } from './staff-session';

/** A call of one contract endpoint with the tab's staff token. */
export type StaffCall = <E extends EndpointDef>(endpoint: E, input: CallInput<E>) => Promise<AnswerOf<E>>;

/**
 * Binds `call` to the API and the staff token. A failure becomes react-admin's HttpError carrying the API's Persian
 * message and, under `body.errors`, each field's message by the form's field name (`body.reason` → `reason`), which
 * react-admin's forms show under their fields.
 */
export function staffCall(base: ApiBase): StaffCall {
  return async (endpoint, input) => {
    try {
      return await call(base, endpoint, input, { token: currentSession()?.access_token });
    } catch (e) {
      throw toHttpError(e);
    }
  };
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
