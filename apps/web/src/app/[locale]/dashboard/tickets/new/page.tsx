import type { Metadata } from 'next';
import { toLatinDigits } from '@vip/domain';
import { getTranslations } from 'next-intl/server';
import { NewTicket } from '@/features/tickets/NewTicket';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tickets');
  return { title: t('title') };
}

/** /dashboard/tickets/new: open a ticket; `?order_id=` (an order page's «پیگیری با پشتیبانی») picks the order. */
export default async function Page({ searchParams }: { searchParams: Promise<{ order_id?: string | string[] }> }) {
  const raw = (await searchParams).order_id;
  const orderId = Number(toLatinDigits(String(Array.isArray(raw) ? raw[0] : (raw ?? ''))));
  return <NewTicket orderId={Number.isInteger(orderId) && orderId > 0 ? orderId : undefined} />;
}
