import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardHome } from '@/features/member/DashboardHome';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard');
  return { title: t('title') };
}

/** /dashboard/order (§2): the member's landing page. */
export default function DashboardOrderPage() {
  return <DashboardHome />;
}
