import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AgencyLayout } from '@/features/agency/AgencyLayout';
import { AppFrame } from '@/features/shell/AppFrame';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('agency');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Every /agency page: the agents' area behind the sign-in gate, for members who belong to an agency. */
export default function AgencyAreaLayout({ children }: { children: ReactNode }) {
  return (
    <AppFrame>
      <AgencyLayout>{children}</AgencyLayout>
    </AppFrame>
  );
}
