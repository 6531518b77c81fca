import { notFound } from 'next/navigation';
import { AgencyBooking } from '@/features/agency/AgencyBooking';

/** One booking of the agency. */
export default async function AgencyBookingPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  return <AgencyBooking id={id} />;
}
