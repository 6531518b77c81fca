import { api, refOf } from '@vip/contract';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CipWizard } from '@/features/cip/wizard/CipWizard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cip');
  return { title: t('title'), description: t('description') };
}

type Search = Promise<{ date?: string; q?: string; service?: string }>;

/** The airport VIP booking wizard (§4); the booking bar's service, date and text start a new booking. */
export default async function CipBookingPage({ searchParams }: { searchParams: Search }) {
  const { date, q, service } = await searchParams;
  const endpoints = { listBriefFlights: refOf(api.listBriefFlights), getFlightServices: refOf(api.getFlightServices) };
  return <CipWizard start={{ date, q, service }} endpoints={endpoints} />;
}
