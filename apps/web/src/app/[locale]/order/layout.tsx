import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AppFrame } from '@/features/shell/AppFrame';
import { RequireMember } from '@/features/auth/RequireMember';
import { freshSessionToken } from '@/features/auth/server-session';
import { MemberAppBar } from '@/features/dashboard/MemberAppBar';
import { MemberTheme } from '@/features/ui/MemberTheme';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Checkout and the bank's return page: member theme, behind the sign-in gate (proxy.ts + RequireMember). A session
 * the server already read shows the page in its first paint (the bank's return page then has the outcome at once).
 */
export default async function OrderLayout({ children }: { children: ReactNode }) {
  const serverSignedIn = (await freshSessionToken()) !== null;
  return (
    <AppFrame>
      <MemberTheme>
        <RequireMember serverSignedIn={serverSignedIn}>
          <MemberAppBar />
          {children}
        </RequireMember>
      </MemberTheme>
    </AppFrame>
  );
}
