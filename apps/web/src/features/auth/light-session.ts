'use client';

import { isSessionValid } from '@vip/domain';
import type { Session } from 'next-auth';
import { useEffect, useState } from 'react';
import type { SessionMember } from './types';

/**
 * The member's session for the public pages' islands (header account, favorite hearts) without next-auth's client:
 * one GET of next-auth's own `/api/auth/session` (which also refreshes the tokens on the server), shared by every
 * island mounted at the same moment. The member area, checkout and the wizard keep next-auth's SessionProvider.
 */
let pending: { at: number; session: Promise<Session | null> } | undefined;
/** Islands mounted within this time share one answer; a later mount (after a navigation) asks again. */
const SHARE_MS = 2000;

export function fetchSession(): Promise<Session | null> {
  if (!pending || Date.now() - pending.at > SHARE_MS) {
    pending = {
      at: Date.now(),
      session: fetch('/api/auth/session', { credentials: 'same-origin', cache: 'no-store' })
        .then((r) => (r.ok ? r.json() : null))
        .then((s: Session | null) => (s && isSessionValid(s) ? s : null))
        .catch(() => null),
    };
  }
  return pending.session;
}

/**
 * The signed-in member (null for a visitor or while loading). Member calls go through the site's relay
 * (`relayBase('member')`), which holds the token.
 */
export function useLightSession(): {
  member: SessionMember | null;
  status: 'loading' | 'authenticated' | 'unauthenticated';
} {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void fetchSession().then((s) => live && setSession(s));
    return () => {
      live = false;
    };
  }, []);
  if (session === undefined) return { member: null, status: 'loading' };
  return {
    member: session?.member ?? null,
    status: session?.member ? 'authenticated' : 'unauthenticated',
  };
}
