import { api, refOf } from '@vip/contract';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { VoucherView } from '@/features/cip/voucher/VoucherView';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cipVoucher');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The printable voucher of a paid CIP booking (member, or the QR's signed link). */
export default async function VoucherPage({ params }: { params: Promise<{ reference: string }> }) {
  const { reference } = await params;
  const endpoints = { getCipVoucher: refOf(api.getCipVoucher), verifyCipVoucher: refOf(api.verifyCipVoucher) };
  return (
    <Suspense>
      <VoucherView reference={decodeURIComponent(reference).toUpperCase()} endpoints={endpoints} />
    </Suspense>
  );
}
