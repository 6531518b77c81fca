import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AppFrame } from '@/features/shell/AppFrame';
import { MemberTheme } from '@/features/ui/MemberTheme';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Member pages (sign-in, sign-up, sign-out): member theme, no common shell (§2). */
export default function MemberLayout({ children }: { children: ReactNode }) {
  return (
    <AppFrame>
      <MemberTheme>{children}</MemberTheme>
    </AppFrame>
  );
}
