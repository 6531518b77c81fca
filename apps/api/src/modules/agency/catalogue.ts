import type { agencyFlightServices, FlightServiceView, Lang } from '@vip/contract';
import { agencyPriceOf } from '@vip/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { flightServices } from '../cipservice/catalogue';
import { agencies } from './schema';

type AgePrices = FlightServiceView['tariff']['passenger'];
type AgencyFlightServices = z.input<typeof agencyFlightServices>;

/** Each age's public price split for the agency: gross, commission at its rate, net. */
const split = (prices: AgePrices, bp: number) => ({
  adult: agencyPriceOf(prices.adult, bp),
  child: agencyPriceOf(prices.child, bp),
  infant: agencyPriceOf(prices.infant, bp),
});

/** A service of the public answer with its per-person prices for an agency at `bp` on a domestic/international flight. */
export function withAgencyPrices(service: FlightServiceView, bp: number, international: boolean) {
  const { fares, passenger, greeter_attendant } = service.tariff;
  const kind = international ? 'international' : 'domestic';
  return {
    ...service,
    agency_prices: {
      passenger: split(fares?.iranian[kind] ?? passenger, bp),
      foreign_passenger: split(fares?.foreign[kind] ?? passenger, bp),
      greeter_attendant: split(greeter_attendant, bp),
    },
  };
}

/**
 * The public services answer of a flight (cipservice's flightServices, not a copy) priced for the agency; null for
 * an unknown flight or agency.
 */
export async function agencyFlightServicesOf(
  db: Db,
  agencyId: number,
  flightId: number,
  now: Date = new Date(),
  lang: Lang = 'fa',
): Promise<AgencyFlightServices | null> {
  const [agency] = await db.select({ bp: agencies.commissionBp }).from(agencies).where(eq(agencies.id, agencyId));
  const answer = agency ? await flightServices(db, flightId, now, lang) : null;
  if (!agency || !answer) return null;
  const { flight, departure, arrival } = answer.data;
  const priced = (s: FlightServiceView) => withAgencyPrices(s, agency.bp, flight.international);
  return {
    data: {
      flight,
      commission_percent: agency.bp / 100,
      departure: departure.map(priced),
      arrival: arrival.map(priced),
    },
  };
}
