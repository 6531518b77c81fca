/**
 * A service's prices as pricing reads them: its row overlaid with the tariff version in effect at a moment, its
 * fares by nationality and flight kind, its airport's surcharges and the VAT rate of that moment. The flight's
 * services answer and the booking both read through here, so the price shown is the price charged.
 */
import type { PassengerFares, SurchargeRules } from '@vip/domain';
import { vatPercentAt } from '@vip/domain';
import { and, desc, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type cipAirports, type cipServices, cipTariffVersions } from './schema';

type ServiceRow = typeof cipServices.$inferSelect;
type AirportRow = typeof cipAirports.$inferSelect;

/** Every price column of a service (camelCase) with its back-office field (snake_case). */
export const PRICE_COLUMNS = [
  'passengerAdult',
  'passengerChild',
  'passengerInfant',
  'greeterAdult',
  'greeterChild',
  'greeterInfant',
  'pet',
  'parkingMain',
  'parkingHourly',
  'wheelchairOutdoor',
  'wheelchairIndoor',
  'visa',
  'passengerIntlAdult',
  'passengerIntlChild',
  'passengerIntlInfant',
  'foreignAdult',
  'foreignChild',
  'foreignInfant',
  'foreignIntlAdult',
  'foreignIntlChild',
  'foreignIntlInfant',
] as const satisfies readonly (keyof ServiceRow)[];
export type PriceColumn = (typeof PRICE_COLUMNS)[number];

export const snakeOf = (c: string) => c.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`);

/** A service's prices as a version stores them (snake_case fields). */
export function pricesOf(row: Pick<ServiceRow, PriceColumn>): Record<string, number | null> {
  return Object.fromEntries(PRICE_COLUMNS.map((c) => [snakeOf(c), row[c]]));
}

/** The row with a version's prices in place of its own. */
export function withPrices<T extends Pick<ServiceRow, PriceColumn>>(
  row: T,
  prices: Record<string, number | null> | undefined,
): T {
  if (!prices) return row;
  const out = { ...row } as Record<string, unknown>;
  for (const c of PRICE_COLUMNS) if (snakeOf(c) in prices) out[c] = prices[snakeOf(c)];
  return out as T;
}

/** The version in effect at `at` per service (absent: the service's own columns). */
export async function versionsInEffect(db: Db, serviceIds: number[], at: Date) {
  const out = new Map<number, { id: number; prices: Record<string, number | null> }>();
  if (!serviceIds.length) return out;
  const rows = await db
    .selectDistinctOn([cipTariffVersions.serviceId], {
      id: cipTariffVersions.id,
      serviceId: cipTariffVersions.serviceId,
      prices: cipTariffVersions.prices,
    })
    .from(cipTariffVersions)
    .where(and(inArray(cipTariffVersions.serviceId, serviceIds), lte(cipTariffVersions.effectiveFrom, at)))
    .orderBy(cipTariffVersions.serviceId, desc(cipTariffVersions.effectiveFrom), desc(cipTariffVersions.id));
  for (const r of rows) out.set(r.serviceId, { id: r.id, prices: r.prices });
  return out;
}

/** Passenger fares by nationality and flight kind; a null price is the Iranian domestic one. */
export function faresOf(s: Pick<ServiceRow, PriceColumn>): PassengerFares {
  const base = { adult: s.passengerAdult, child: s.passengerChild, infant: s.passengerInfant };
  const or = (v: number | null, fallback: number) => v ?? fallback;
  return {
    iranian: {
      domestic: base,
      international: {
        adult: or(s.passengerIntlAdult, base.adult),
        child: or(s.passengerIntlChild, base.child),
        infant: or(s.passengerIntlInfant, base.infant),
      },
    },
    foreign: {
      domestic: {
        adult: or(s.foreignAdult, base.adult),
        child: or(s.foreignChild, base.child),
        infant: or(s.foreignInfant, base.infant),
      },
      international: {
        adult: or(s.foreignIntlAdult, or(s.foreignAdult, base.adult)),
        child: or(s.foreignIntlChild, or(s.foreignChild, base.child)),
        infant: or(s.foreignIntlInfant, or(s.foreignInfant, base.infant)),
      },
    },
  };
}

/** An airport's surcharge rules. */
export function surchargesOf(a: AirportRow): SurchargeRules {
  return {
    lateBooking: a.lateBookingPercent > 0 ? { hours: a.lateBookingHours, percent: a.lateBookingPercent } : null,
    night: a.nightPercent > 0 ? { from: a.nightFrom, to: a.nightTo, percent: a.nightPercent } : null,
    holiday: a.holidayPercent > 0 ? { percent: a.holidayPercent } : null,
    utcOffsetMinutes: a.utcOffsetMinutes,
  };
}

/** What a tariff adds to the domain's prices: fares, the airport's surcharges, VAT of the moment, the version. */
export function pricingOf(s: ServiceRow, airport: AirportRow, at: Date, versionId?: number) {
  return { fares: faresOf(s), surcharges: surchargesOf(airport), vatPercent: vatPercentAt(at), versionId };
}

/** The pricing parts of a services answer's tariff (snake_case, as the contract's serviceTariff). */
export function tariffPricingView(p: ReturnType<typeof pricingOf>) {
  const s = p.surcharges;
  return {
    fares: p.fares,
    surcharges: {
      late_booking: s.lateBooking,
      night: s.night,
      holiday: s.holiday,
      utc_offset_minutes: s.utcOffsetMinutes,
    },
    vat_percent: p.vatPercent,
  };
}
