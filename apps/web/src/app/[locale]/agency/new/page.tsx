import { api, refOf } from '@vip/contract';
import { NewAgencyBooking } from '@/features/agency/NewAgencyBooking';

type Search = Promise<{ date?: string; q?: string; service?: string }>;

/** A booking for the agency's customer, through the site's VIP wizard in the agency channel (`?date=&q=` as /cip/booking). */
export default async function NewAgencyBookingPage({ searchParams }: { searchParams: Search }) {
  const { date, q, service } = await searchParams;
  const endpoints = { listBriefFlights: refOf(api.listBriefFlights), getFlightServices: refOf(api.getFlightServices) };
  return <NewAgencyBooking start={{ date, q, service }} endpoints={endpoints} />;
}
