import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TicketList } from '@/features/tickets/TicketList';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tickets');
  return { title: t('title') };
}

/** /dashboard/tickets: the member’s tickets with filters. */
export default function Page() {
  return <TicketList />;
}
