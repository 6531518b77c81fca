import { notFound } from 'next/navigation';
import { AgencyVoucher } from '@/features/agency/AgencyVoucher';

/** The printable voucher of one of the agency's bookings. */
export default async function AgencyVoucherPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  return <AgencyVoucher id={id} />;
}
