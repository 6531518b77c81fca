/** Test helpers of the cipservice module (not part of the app). */
import {
  type CipOrder,
  type CipOrderBody,
  cipserviceEndpoints as ep,
  type FlightServiceView,
  type FlightBriefView,
  type FlightServicesAnswer,
  type PersonInput,
} from '@vip/contract';
import { AgeType, Gender, nationalIdCheckDigit, Nationality } from '@vip/domain';
import { expect } from 'vitest';
import type { TestApi } from '../../../test/helpers';
import type { Db } from '../../db/client';
import { appendLedger } from '../credit/ledger';
import { memberClient } from '../member/test-util';
import { tehranDate } from './schedule';

/** A valid Iranian national code made from a number (the §5 check digit appended). */
export function nationalCode(n: number): string {
  const nine = String(123_456_000 + n)
    .padStart(9, '0')
    .slice(-9);
  return `${nine}${nationalIdCheckDigit(nine)}`;
}

let people = 0;
/** An Iranian passenger of an age type with a fresh national code. */
export function passenger(ageType: AgeType = AgeType.adult, extra: Partial<PersonInput> = {}): PersonInput {
  people += 1;
  return {
    first_name: ['سارا', 'علی', 'مریم', 'حسین', 'نگار', 'رضا'][people % 6],
    last_name: ['محمدی', 'رضایی', 'کریمی', 'حسینی', 'احمدی'][people % 5],
    mobile: ageType === AgeType.adult ? '09121234567' : '',
    national_code: nationalCode(people * 7),
    passport_number: '',
    person_age_type: ageType,
    gender: people % 2 ? Gender.male : Gender.female,
    nationality: Nationality.iranian,
    country_id: 1,
    ...extra,
  };
}

const clients = new WeakMap<object, ReturnType<typeof memberClient>>();

/** Signs a fresh member in (one member client per test API, so numbers never repeat); answers token, id, mobile. */
export async function signIn(api: () => TestApi) {
  let client = clients.get(api);
  if (!client) {
    client = memberClient(api);
    clients.set(api, client);
  }
  const member = await client.signInMobile();
  return { token: member.access_token, memberId: member.member.id, mobile: member.member.mobile };
}

/**
 * The flight with this number at least `days` ahead (the first day it flies, looking a week on: some patterns fly on
 * given weekdays only, so a fixed offset would depend on the day the tests run), and its services.
 */
export async function flightWithServices(api: () => TestApi, flightNumber: string, days = 5) {
  let flight: FlightBriefView | undefined;
  for (let extra = 0; !flight && extra < 7; extra++) {
    const date = tehranDate(new Date(), days + extra);
    const list = await api().call(ep.listBriefFlights, { query: { date, searchtext: flightNumber } });
    flight = (list.json().data as FlightBriefView[]).find((f) => f.flight_number === flightNumber);
  }
  if (!flight) throw new Error(`no flight ${flightNumber} within a week from ${days} days ahead`);
  const services = (
    await api().call(ep.getFlightServices, { params: { id: flight.id } })
  ).json() as FlightServicesAnswer;
  return { flight, services: services.data };
}

/** A one-flight booking body: the CIP service on the given sides, passengers, optional extras per side. */
export function bookingBody(
  flightId: number,
  reservations: { reservation_type: 0 | 1; service_id: number; [k: string]: unknown }[],
  passengers: PersonInput[] = [passenger()],
): CipOrderBody {
  return {
    flight_orders: [
      { order_type: 0, flight_id: flightId, flight_class: 4, passengers, reservations: reservations as never },
    ],
  };
}

/** Puts Rials in a member's wallet (a ledger top-up). */
export async function topUp(db: Db, memberId: number, amount: number) {
  await db.transaction(async (tx) => {
    await appendLedger(tx, { memberId, kind: 'topup', amount, note: 'شارژ آزمایشی' });
  });
}

/** Puts the order's total in the member's wallet and pays the order from it (no bank); fails the test if unpaid. */
export async function payFromWallet(
  api: () => TestApi,
  member: { memberId: number; token: string },
  order: { id: number; total_price: number },
) {
  await topUp(api().app.db, member.memberId, order.total_price);
  const pay = await api().call(ep.payCipOrder, {
    params: { id: order.id },
    body: { gateway: 'credit' },
    token: member.token,
  });
  expect(pay.json().data.paid).toBe(true);
}

/** The CIP lounge (service type 2) among a flight side's services. */
export const cipOf = (list: FlightServiceView[]) => list.find((s) => s.service_type === 2)!;

type Leg = Awaited<ReturnType<typeof flightWithServices>>;

/**
 * A round trip's body: the CIP lounge at the departure of `out` and at the arrival of `back`, one passenger each,
 * with extra fields per side (pets, greeters, a transfer…).
 */
export function roundTripBody(
  out: Leg,
  back: Leg,
  extras: { departure?: Record<string, unknown>; arrival?: Record<string, unknown> } = {},
): CipOrderBody {
  const leg = (orderType: 0 | 1, { flight }: Leg, side: FlightServiceView[], more = {}) => ({
    order_type: orderType,
    flight_id: flight.id,
    passengers: [passenger()],
    reservations: [{ reservation_type: orderType, service_id: cipOf(side).id, ...more }] as never,
  });
  return {
    flight_orders: [
      leg(0, out, out.services.departure, extras.departure),
      leg(1, back, back.services.arrival, extras.arrival),
    ],
  };
}

/**
 * A member's departure CIP booking for `flightNumber` (the first day it flies from `days` ahead), paid in full from
 * the wallet: the member (spread and as `member`), the flight, the CIP service and the order as the member reads it.
 */
export async function paidBooking(
  api: () => TestApi,
  flightNumber: string,
  days: number,
  extras: Record<string, unknown> = {},
  persons: PersonInput[] = [passenger(), passenger()],
) {
  const member = await signIn(api);
  const { flight, services } = await flightWithServices(api, flightNumber, days);
  const cip = cipOf(services.departure);
  const created = await api().call(ep.createCipOrder, {
    body: bookingBody(flight.id, [{ reservation_type: 0, service_id: cip.id, ...extras }], persons),
    token: member.token,
  });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json().data as CipOrder;
  await payFromWallet(api, member, order);
  const paid = (await api().call(ep.getCipOrder, { params: { id: order.id }, token: member.token })).json()
    .data as CipOrder;
  return { ...member, member, flight, cip, order: paid };
}

/** What a reservation's services come to at the tariff's prices: its lines but the surcharges and VAT. */
export const servicesAmount = (r: { lines: { kind: string; amount: number }[] }) =>
  r.lines.filter((l) => l.kind !== 'surcharge' && l.kind !== 'vat').reduce((sum, l) => sum + l.amount, 0);

/** What pricing reads of a listed flight (the site's wizard keeps the same in its flight brief). */
export const flightPricing = (f: FlightBriefView) => ({
  international: f.international,
  departureAt: f.origin.at,
  arrivalAt: f.destination.at,
});

/**
 * What `amount` of taxable services more or less comes to on a reservation's bill: with the reservation's surcharges
 * (the same share of every Rial of its services) and VAT at its tariff's rate. Exact for the demo's round prices.
 */
export function charged(
  r: { lines: { kind: string; amount: number }[]; service: { price: { vat_percent?: number } } },
  amount: number,
) {
  const surcharges = r.lines.filter((l) => l.kind === 'surcharge').reduce((sum, l) => sum + l.amount, 0);
  const withSurcharges = amount + Math.round((amount * surcharges) / servicesAmount(r));
  return withSurcharges + Math.round((withSurcharges * (r.service.price.vat_percent ?? 0)) / 100);
}

/** The same flight number on a later day (same route), searching from `after` days ahead. */
export async function laterFlightOf(api: () => TestApi, flight: FlightBriefView, after: number) {
  for (let d = after; d < after + 8; d++) {
    const list = await api().call(ep.listBriefFlights, {
      query: { date: tehranDate(new Date(), d), searchtext: flight.flight_number },
    });
    const found = (list.json().data as FlightBriefView[]).find(
      (f) => f.flight_number === flight.flight_number && f.id !== flight.id && f.date > flight.date,
    );
    if (found) return found;
  }
  throw new Error(`no later ${flight.flight_number}`);
}
