import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageTitle } from '@/features/dashboard/PageTitle';
import { OrderList } from '@/features/orders/OrderList';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('title') };
}

/** /dashboard/order (§2): the member's store orders (inside the member area's frame). */
export default async function DashboardOrderPage() {
  const t = await getTranslations('orders');
  return (
    <>
      <PageTitle title={t('title')} />
      <Suspense>
        <OrderList />
      </Suspense>
    </>
  );
}
