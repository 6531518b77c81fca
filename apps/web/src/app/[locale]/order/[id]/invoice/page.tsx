import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { InvoicePage } from '@/features/invoice/InvoicePage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('invoice');
  return { title: t('title') };
}

/** /order/{id}/invoice (?kind=cip for a VIP booking): the paid order's invoice, printable, with its PDF. */
export default async function OrderInvoicePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ kind?: string }>;
}) {
  const { id } = await params;
  const { kind } = await searchParams;
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) notFound();
  return <InvoicePage id={Number(id)} kind={kind === 'cip' ? 'cip' : 'store'} />;
}
