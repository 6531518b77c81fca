import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewTicket } from '@/features/tickets/NewTicket';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tickets');
  return { title: t('title') };
}

/** /dashboard/tickets/new: open a ticket. */
export default function Page() {
  return <NewTicket />;
}
