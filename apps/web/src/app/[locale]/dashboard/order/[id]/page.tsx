import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrderDetail } from '@/features/orders/OrderDetail';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('orderTitle') };
}

/** /dashboard/order/{id}: one of the member's store orders (the API answers 404 for anyone else's). */
export default async function DashboardOrderDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) notFound();
  return <OrderDetail id={Number(id)} />;
}
