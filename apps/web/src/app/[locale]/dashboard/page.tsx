import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardHome } from '@/features/dashboard/DashboardHome';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard');
  return { title: t('title') };
}

/** /dashboard: the member area home. */
export default function Page() {
  return <DashboardHome />;
}
