import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TicketConversation } from '@/features/tickets/TicketConversation';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tickets');
  return { title: t('conversation') };
}

/** /dashboard/tickets/{id}: one ticket's conversation. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <TicketConversation id={Number(id)} />;
}
