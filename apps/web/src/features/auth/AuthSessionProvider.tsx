'use client';

import { SessionProvider, signOut, useSession } from 'next-auth/react';
import { type ReactNode, useEffect } from 'react';
import { REFRESH_ERROR } from './types';

/** Signs the browser out when the server could not refresh the session (revoked, expired or reused token). */
function SessionErrorWatcher() {
  const { data } = useSession();
  useEffect(() => {
    if (data?.error === REFRESH_ERROR) void signOut({ redirect: false });
  }, [data?.error]);
  return null;
}

/**
 * next-auth's session for client components. The session is polled every 4 minutes (and on focus), which also
 * refreshes the 15-minute access token on the server before it expires.
 */
export function AuthSessionProvider({ children }: { children: ReactNode }) {
  return (
    <SessionProvider refetchInterval={4 * 60} refetchOnWindowFocus>
      <SessionErrorWatcher />
      {children}
    </SessionProvider>
  );
}
