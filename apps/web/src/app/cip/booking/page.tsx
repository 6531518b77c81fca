import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingServices } from '@/features/cip/BookingServices';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cip');
  return { title: t('title'), description: t('description') };
}

type Search = Promise<{ service?: string }>;

/** Entry of the airport VIP booking: the three services, with the chosen one highlighted. */
export default async function CipBookingPage({ searchParams }: { searchParams: Search }) {
  const { service } = await searchParams;
  return <BookingServices selected={service} />;
}
