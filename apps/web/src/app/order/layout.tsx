import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AppFrame } from '@/features/shell/AppFrame';
import { RequireMember } from '@/features/auth/RequireMember';
import { MemberAppBar } from '@/features/dashboard/MemberAppBar';
import { MemberTheme } from '@/features/member/MemberTheme';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Checkout and the bank's return page: member theme, behind the sign-in gate (proxy.ts + RequireMember). */
export default function OrderLayout({ children }: { children: ReactNode }) {
  return (
    <AppFrame>
      <MemberTheme>
        <RequireMember>
          <MemberAppBar />
          {children}
        </RequireMember>
      </MemberTheme>
    </AppFrame>
  );
}
