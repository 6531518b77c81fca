import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AppFrame } from '@/features/shell/AppFrame';
import { MemberLayout } from '@/features/dashboard/MemberLayout';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** /product/favorite: the member area's frame behind the sign-in gate (proxy.ts + RequireMember). */
export default function FavoriteLayout({ children }: { children: ReactNode }) {
  return (
    <AppFrame>
      <MemberLayout>{children}</MemberLayout>
    </AppFrame>
  );
}
