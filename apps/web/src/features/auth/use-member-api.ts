'use client';

import { useQuery } from '@tanstack/react-query';
import { isSessionValid } from '@vip/domain';
import type { Session } from 'next-auth';
import { getSession, useSession } from 'next-auth/react';
import { useLocale } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { type AnswerOf, type CallInput, DEFAULT_LANG, type EndpointDef, type EndpointRef, isLang } from '@vip/contract';
import { ApiClientError, type BoundCall, type CallOptions, call } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { signInUrl } from './paths';
import { relayBase, SESSION_ENDED_CODES, SESSION_ENDED_PARAM } from './relay-paths';
import type { SessionMember } from './types';

const SIGNED_OUT = 'برای ادامه ابتدا وارد حساب کاربری خود شوید.';

/**
 * Throws the Persian "sign in first" failure unless the member is signed in (asking next-auth again when the hook's
 * session is not known yet). The API token itself never reaches the page: the site's relay adds it.
 */
async function ensureSignedIn(session: Session | null): Promise<void> {
  if (session && isSessionValid(session)) return;
  const next = await getSession();
  if (!next || !isSessionValid(next)) throw new ApiClientError(401, SIGNED_OUT);
}

let leaving = false;

/**
 * The session this page was using has ended (signed out on another device): a full page load of the sign-in page,
 * with the notice and back here afterwards, drops every trace of it. Once per page, whoever notices first.
 */
export function leaveForEndedSession() {
  if (leaving) return;
  leaving = true;
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.replace(`${signInUrl(here)}&${SESSION_ENDED_PARAM}=1`);
}

/** The relay said the session is gone: it already cleared the cookie. */
function endedSession(e: unknown): boolean {
  if (!(e instanceof ApiClientError) || e.status !== 401 || !SESSION_ENDED_CODES.has(e.code)) return false;
  leaveForEndedSession();
  return true;
}

/** The signed-in member (or null), the session status, and whether the session is usable. */
export function useMember(): {
  member: SessionMember | null;
  status: 'loading' | 'authenticated' | 'unauthenticated';
  signedIn: boolean;
} {
  const { data, status } = useSession();
  const signedIn = status === 'authenticated' && isSessionValid(data);
  return { member: signedIn ? (data?.member ?? null) : null, status, signedIn };
}

/**
 * `call` for member endpoints (§6), through the site's relay (`/api/member/v1/...`), which adds the member's access
 * token on the server and refreshes it when it is about to expire. A call the API refused as expired (a refresh
 * racing it) is sent once more. Failures are ApiClientError with the API's message. The call is in the page's
 * language (`/v1/<module>/en/…` under /en), so names, statuses and messages come back as the reader reads them.
 *
 *   const memberApi = useMemberApi();
 *   const orders = await memberApi(api.listOrders, { query: { limit: 12 } });
 */
export function useMemberApi(): BoundCall {
  const { data: session } = useSession();
  const locale = useLocale();
  const lang = isLang(locale) ? locale : DEFAULT_LANG;
  return useCallback(
    async <E extends EndpointDef>(
      endpoint: E | EndpointRef<E>,
      input: CallInput<E>,
      given: CallOptions = {},
    ): Promise<AnswerOf<E>> => {
      await ensureSignedIn(session);
      const base = relayBase('member');
      const o = { lang, ...given };
      try {
        try {
          return await call(base, endpoint, input, o);
        } catch (e) {
          if (!(e instanceof ApiClientError) || e.code !== 'token_expired') throw e;
          return await call(base, endpoint, input, o);
        }
      } catch (e) {
        endedSession(e);
        throw e;
      }
    },
    [session, lang],
  );
}

/** The same as useMemberApi (kept for the callers that name it so). */
export const useMemberCall = useMemberApi;

/**
 * Fetches an owner-only file by its URL as the signed-in member (an attachment link from an answer): the bytes as a
 * Blob, or null when it cannot be had.
 */
export function useMemberBlob() {
  const config = usePublicConfig();
  const { data: session } = useSession();
  return useCallback(
    async (url: string): Promise<Blob | null> => {
      const signedIn = await ensureSignedIn(session).then(
        () => true,
        () => false,
      );
      if (!signedIn) return null;
      // The link names the API's file; the relay fetches it with the member's token.
      const file = new URL(url, config.apiUrl);
      const res = await fetch(`${relayBase('member').apiUrl}${file.pathname}${file.search}`, {
        credentials: 'same-origin',
      }).catch(() => null);
      return res?.ok ? res.blob() : null;
    },
    [config, session],
  );
}

/**
 * A member GET through TanStack Query, run only while signed in; the key includes the member id so members never
 * share cached data.
 *
 *   const { data } = useMemberQuery(['credits', offset], api.listCredits, { query: { offset } });
 */
export function useMemberQuery<E extends EndpointDef>(
  key: readonly unknown[],
  endpoint: E | EndpointRef<E>,
  input: CallInput<E>,
) {
  const memberApi = useMemberApi();
  const { member, signedIn } = useMember();
  const queryKey = useMemo(() => ['member', member?.id, ...key], [member?.id, key]);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => memberApi(endpoint, input, { signal }),
    enabled: signedIn,
  });
}
