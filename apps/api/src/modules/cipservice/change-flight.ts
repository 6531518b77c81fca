/**
 * A member moves a booked flight to another flight of the same route (issue #30): each reservation follows to the
 * new flight's service of the same kind (the same service when it is offered there), priced again by the domain
 * pricing over that service's tariff, capacity taken in the new slot and released in the old one, all in one
 * transaction under the order's lock (an edit racing with it waits). The money is the edit's settlement
 * (settleNewTotal); the airport's change fee is kept on top, inside its free hours only.
 */
import type { ChangeFlightSettlement, ParsedReservationExtras } from '@vip/contract';
import {
  formatToman,
  type GreeterAttendant,
  OrderType,
  PaymentStatus,
  PersonRole,
  type ReservationType,
} from '@vip/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError, apiError, notFound, paymentRequired } from '../../http/errors';
import { chargeAgencyBooking } from '../agency/ledger';
import { appendLedger } from '../credit/ledger';
import type { OrderRow } from '../order/hooks';
import { orders } from '../order/schema';
import { addPaidAmount, lockOrder } from '../order/service';
import {
  alreadyServed,
  assertChangeable,
  changeOrPreview,
  flightCanceled,
  releasePlaces,
  reservePlaces,
  settleNewTotal,
} from './booking';
import {
  cutoffAt,
  type FlightRow,
  findFlights,
  isInternational,
  loadServiceTariff,
  servicesForSide,
  sideAirport,
  slotStartOf,
} from './catalogue';
import { flightMoment, notifyCip } from './notify';
import { flightPricingContext, priceReservation, problemsError, shiftedTransfer, sideShift } from './rules';
import { personOf } from './persons';
import { cipFlightOrders, cipFlights, cipReservations } from './schema';
import { isServed, type LoadedCipOrder, loadCipOrder } from './views';

const HOUR_MS = 3_600_000;

/** Statuses of the old flight that make a change free whatever the hour: the airline moved the traveller. */
const DISRUPTED = ['delayed', 'cancelled', 'diverted'];

export interface ChangeFlightInput {
  flight_order_id: number;
  flight_id: number;
}

type Result = { order: OrderRow; settlement: ChangeFlightSettlement };

/** Whose booking a change is asked for: a member's own, or an agency's (which sits under a member it is not). */
export type CipOrderOwner = { memberId: number } | { agencyId: number };

/** Moves a flight order of a booking to another flight (or, with `preview`, answers what it would do). */
export async function changeCipFlight(
  db: Db,
  owner: CipOrderOwner,
  orderId: number,
  body: ChangeFlightInput,
  opts: { now?: Date; preview?: boolean } = {},
): Promise<Result> {
  const now = opts.now ?? new Date();
  const memberId = 'memberId' in owner ? owner.memberId : undefined;
  const [booked] = await db
    .select({ flightId: cipFlightOrders.flightId })
    .from(cipFlightOrders)
    .where(
      and(
        eq(cipFlightOrders.id, body.flight_order_id),
        eq(cipFlightOrders.orderId, orderId),
        memberId === undefined ? undefined : eq(cipFlightOrders.memberId, memberId),
      ),
    );
  if (!booked) throw notFound('سفارش');
  return changeOrPreview(db, opts.preview ?? false, async (tx) => {
    // Flights before the order, as a status change locks them: a delay reported now waits for this change.
    await tx
      .select({ id: cipFlights.id })
      .from(cipFlights)
      .where(inArray(cipFlights.id, [booked.flightId, body.flight_id]))
      .orderBy(asc(cipFlights.id))
      .for('share');
    const order = await lockOrder(tx, orderId, memberId);
    if (order.kind !== 'cip' || ('agencyId' in owner && order.agencyId !== owner.agencyId)) throw notFound('سفارش');
    const loaded = await loadCipOrder(tx, order);
    const fo = loaded.flightOrders.find((f) => f.id === body.flight_order_id);
    if (!fo) throw notFound('سفارش');
    // Asked again after it was done (a retry): nothing more to do.
    if (fo.flightId === body.flight_id) return { order, settlement: unchanged(order) };
    assertChangeable(loaded, now);
    if (fo.flightId !== booked.flightId) {
      throw apiError('not_editable', 'پرواز این رزرو هم‌زمان تغییر کرد؛ صفحه را تازه کنید و دوباره تلاش کنید.');
    }
    return moveFlightOrder(tx, loaded, fo.id, body.flight_id, now);
  });
}

function unchanged(order: OrderRow): ChangeFlightSettlement {
  return {
    previous_total: order.totalPrice,
    new_total: order.totalPrice,
    removed_amount: 0,
    refund_percent: 0,
    refunded_to_wallet: 0,
    kept_amount: 0,
    amount_due: order.paymentStatus === PaymentStatus.paid ? 0 : order.totalPrice,
    charged_from_wallet: 0,
    summary: 'این رزرو همین حالا روی همین پرواز است.',
    change_fee: 0,
    dropped: [],
  };
}

/** The new flight as a change may use it: found, not cancelled, the same route, bookable on every side moved. */
async function checkNewFlight(tx: Db, old: FlightRow, flightId: number, sides: number[], now: Date) {
  const next = (await findFlights(tx, [flightId])).get(flightId);
  if (!next) throw notFound('پرواز');
  if (next.origin.id !== old.origin.id || next.destination.id !== old.destination.id) {
    throw problemsError('flight_id', [
      `پرواز تازه باید از ${old.origin.city} به ${old.destination.city} باشد؛ تغییر پرواز فقط در همان مسیر ممکن است.`,
    ]);
  }
  if (next.flight.status === 'cancelled') throw flightCanceled(next.pattern.flightNumber);
  for (const side of sides) {
    const { airport } = sideAirport(next, side as ReservationType);
    if (now >= cutoffAt(next, airport)) {
      throw apiError(
        'booking_closed',
        `مهلت رزرو خدمات ${airport.title} برای پرواز ${next.pattern.flightNumber} گذشته است؛ پرواز دیگری را انتخاب کنید.`,
      );
    }
  }
  return next;
}

/** A round trip keeps its order: the way back leaves after the way out lands. */
function checkRoundTrip(loaded: LoadedCipOrder, foId: number, next: FlightRow) {
  const moved = loaded.flightOrders.find((f) => f.id === foId)!;
  const other = loaded.flightOrders.find((f) => f.id !== foId);
  if (!other) return;
  const otherFlight = loaded.flights.get(other.flightId)!.flight;
  const ok =
    moved.orderType === OrderType.Departing
      ? otherFlight.departureAt > next.flight.arrivalAt
      : next.flight.departureAt > otherFlight.arrivalAt;
  if (!ok) throw problemsError('flight_id', ['پرواز برگشت باید پس از رسیدن پرواز رفت باشد.']);
}

/** A stored reservation's extras as a booking body sends them, less what `tariff` does not offer. */
export function carriedExtras(
  r: typeof cipReservations.$inferSelect,
  tariff: { suites: { id: number }[]; transfers: { id: number }[] },
  shiftMs: number,
): ParsedReservationExtras {
  const kept = r.transfer && tariff.transfers.some((x) => x.id === r.transfer?.transferId) ? r.transfer : null;
  // The pickup moves with the flight (a next-day flight is picked up the next day).
  const t = kept && shiftedTransfer(kept, shiftMs);
  return {
    visa_count: r.visaCount,
    visa_number_list: r.visaNumbers,
    suite_list: r.suiteIds.filter((id) => tariff.suites.some((s) => s.id === id)).map((suite_id) => ({ suite_id })),
    suite_description: r.suiteDescription,
    wheelchair_count: r.wheelchairCount,
    indoor_wheelchair_count: r.indoorWheelchairCount,
    parking_count: r.parkingCount,
    parking_additional_hours: r.parkingHours,
    pet_count: r.petCount,
    greeter_attendant_list: [],
    transfer: t
      ? {
          transfer_id: t.transferId,
          address: t.address,
          date: t.date,
          time: t.time,
          latitude: t.latitude,
          longitude: t.longitude,
          stop_count: t.stopCount,
        }
      : null,
    note: r.note,
  };
}

/** The new flight's service a reservation follows to: the same service when offered there, else one of its kind. */
export async function followingService(tx: Db, next: FlightRow, r: typeof cipReservations.$inferSelect) {
  const offered = await servicesForSide(tx, next, r.reservationType as ReservationType);
  return offered.find((s) => s.id === r.serviceId) ?? offered.find((s) => s.serviceType === r.tariff.serviceType);
}

/** The airport's fee for this change: none inside its free hours or when the old flight is disrupted. */
function changeFeeOf(loaded: LoadedCipOrder, old: FlightRow, side: ReservationType, now: Date) {
  if (loaded.order.paymentStatus !== PaymentStatus.paid || DISRUPTED.includes(old.flight.status)) return 0;
  const { airport } = sideAirport(old, side);
  const hoursLeft = (old.flight.departureAt.getTime() - now.getTime()) / HOUR_MS;
  return hoursLeft >= airport.changeFreeHours ? 0 : airport.changeFee;
}

async function moveFlightOrder(tx: Db, loaded: LoadedCipOrder, foId: number, flightId: number, now: Date) {
  const { order } = loaded;
  const fo = loaded.flightOrders.find((f) => f.id === foId)!;
  const old = loaded.flights.get(fo.flightId)!;
  const moving = loaded.reservations.filter((r) => r.flightOrderId === foId);
  if (moving.some(isServed)) throw alreadyServed();
  const next = await checkNewFlight(
    tx,
    old,
    flightId,
    moving.map((r) => r.reservationType),
    now,
  );
  checkRoundTrip(loaded, foId, next);
  const dropped: string[] = [];
  const newTotals = new Map<number, number>();
  for (const [i, r] of moving.entries()) {
    const side = r.reservationType as ReservationType;
    const pick = await followingService(tx, next, r);
    if (!pick) {
      dropped.push(r.tariff.title);
      await releasePlaces(tx, r.serviceId, r.slotStart, r.places);
      await tx.delete(cipReservations).where(eq(cipReservations.id, r.id));
      continue;
    }
    const loadedTariff = (await loadServiceTariff(tx, pick.id))!;
    const people = loaded.persons.filter((p) => p.reservationId === r.id);
    const passengers = people.filter((p) => p.role === PersonRole.passenger).map(personOf);
    const companions: GreeterAttendant[] = people
      .filter((p) => p.role !== PersonRole.passenger)
      .map((p) => ({ ...personOf(p), role: p.role }));
    const extras = carriedExtras(r, loadedTariff.tariff, sideShift(side, old.flight, next.flight));
    // Priced as an edit prices it: the new flight's kind and times, the moment the order was placed.
    const { bill, transfer } = priceReservation(
      `reservations.${i}`,
      loadedTariff.tariff,
      extras,
      passengers,
      companions,
      flightPricingContext(side, next.flight, isInternational(next), order.createdAt),
    );
    const slot = slotStartOf(pick, next);
    // Taken in the new slot before the old one is given back: a full slot refuses the change and keeps the old.
    await reservePlaces(tx, pick, slot, r.places);
    await releasePlaces(tx, r.serviceId, r.slotStart, r.places);
    await tx
      .update(cipReservations)
      .set({
        serviceId: pick.id,
        slotStart: slot,
        tariff: loadedTariff.tariff,
        meetingPoint: pick.meetingPoint,
        suiteIds: extras.suite_list.map((s) => s.suite_id),
        transfer,
        lines: bill.lines,
        totalPrice: bill.total,
        unresolvedAt: null,
        unresolvedReason: null,
        // The desk assigns the greeter of the new flight again.
        greeterName: null,
        greeterMobile: null,
        greeterNotifiedAt: null,
      })
      .where(eq(cipReservations.id, r.id));
    newTotals.set(r.id, bill.total);
  }
  if (dropped.length === moving.length) {
    throw problemsError('flight_id', ['پرواز انتخاب‌شده هیچ‌یک از خدمات رزرو شما را ندارد؛ پرواز دیگری را انتخاب کنید.']);
  }
  await tx
    .update(cipFlightOrders)
    .set({ flightId: next.flight.id, reminderSentAt: null })
    .where(eq(cipFlightOrders.id, foId));
  const newTotal = loaded.reservations.reduce(
    (sum, r) => sum + (r.flightOrderId === foId ? (newTotals.get(r.id) ?? 0) : r.totalPrice),
    0,
  );
  // Settled against the old flight's policy share: what the change removes left the booking at this moment.
  const settlement = await settleNewTotal(tx, loaded, newTotal, now, 'تغییر پرواز');
  const fee = changeFeeOf(loaded, old, moving[0].reservationType as ReservationType, now);
  if (fee > 0) await chargeFee(tx, order, fee);
  const oldNumber = old.pattern.flightNumber;
  const newNumber = next.pattern.flightNumber;
  await tx
    .update(orders)
    .set({
      title: order.title.replace(oldNumber, newNumber),
      searchText: order.searchText.replace(oldNumber, newNumber),
    })
    .where(eq(orders.id, order.id));
  const [updated] = await tx.select().from(orders).where(eq(orders.id, order.id));
  await notifyCip(tx, updated, 'flight-changed', { flight: newNumber, moment: flightMoment(next) });
  const paidFrom = order.agencyId !== null ? 'حساب آژانس' : 'کیف پول';
  const feeNote = fee > 0 ? ` کارمزد تغییر پرواز ${formatToman(fee)} است که از ${paidFrom} برداشت می‌شود.` : '';
  const droppedNote = dropped.length
    ? ` پرواز تازه ${dropped.map((t) => `«${t}»`).join('، ')} را ندارد و از رزرو حذف می‌شود.`
    : '';
  return {
    order: updated,
    settlement: {
      ...settlement,
      summary: `${settlement.summary}${feeNote}${droppedNote}`,
      change_fee: fee,
      dropped,
    },
  };
}

/**
 * The change fee, kept by the booking (received and never refunded, like what an edit keeps): from the member's wallet,
 * or for an agency's booking from the agency's credit line (net of its commission, as every charge to it), never from
 * the wallet of the member account the booking sits under.
 */
async function chargeFee(tx: Db, order: OrderRow, fee: number) {
  const note = `کارمزد تغییر پرواز رزرو ${order.reference}`;
  if (order.agencyId !== null) {
    await chargeAgencyBooking(tx, order.agencyId, order, 'system', fee, note);
  } else {
    try {
      await appendLedger(tx, { memberId: order.memberId, kind: 'payment', amount: -fee, orderId: order.id, note });
    } catch (err) {
      if (err instanceof ApiError && err.errorCode === 'insufficient_credit') {
        throw paymentRequired(
          fee,
          `کارمزد تغییر پرواز ${formatToman(fee)} است و موجودی کیف پول کافی نیست؛ ابتدا کیف پول را شارژ کنید.`,
        );
      }
      throw err;
    }
  }
  await addPaidAmount(tx, order.id, fee);
}
