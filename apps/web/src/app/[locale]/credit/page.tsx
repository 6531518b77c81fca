import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CreditPage } from '@/features/credit/CreditPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('credit');
  return { title: t('title') };
}

/** /credit: balance, top-ups (online and offline) and transactions. */
export default function Page() {
  return <CreditPage />;
}
