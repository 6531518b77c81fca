'use client';

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef } from 'react';
import { signInUrl } from './paths';
import { leaveForEndedSession, useMember } from './use-member-api';

/**
 * Client half of the sign-in gate (the proxy is the first half): shows a spinner while the session loads and sends a
 * visitor whose session ended (revoked, expired) to sign in and back, with the «session ended» notice when this page
 * had it alive. `serverSignedIn`: the server rendering the page already read a live session (freshSessionToken), so
 * the page shows at once instead of a spinner while the browser asks for the session.
 */
export function RequireMember({ children, serverSignedIn = false }: { children: ReactNode; serverSignedIn?: boolean }) {
  const { status, signedIn } = useMember();
  const router = useRouter();
  const pathname = usePathname();
  const t = useTranslations('member');
  // A session this page saw alive that is now gone ended elsewhere (sign-out leaves through /member/signout).
  const wasSignedIn = useRef(false);
  if (signedIn) wasSignedIn.current = true;
  useEffect(() => {
    // A session next-auth still holds but could not refresh (signed out elsewhere) has ended, as has one this page
    // saw alive; a visitor who never had one just signs in.
    if ((status === 'authenticated' && !signedIn) || (status === 'unauthenticated' && wasSignedIn.current)) {
      leaveForEndedSession();
    } else if (status === 'unauthenticated') {
      router.replace(signInUrl(`${pathname}${window.location.search}`));
    }
  }, [status, signedIn, router, pathname]);
  if (!signedIn && !(serverSignedIn && status === 'loading')) {
    return (
      <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
        <CircularProgress aria-label={t('checkingSession')} />
      </Box>
    );
  }
  return <>{children}</>;
}
