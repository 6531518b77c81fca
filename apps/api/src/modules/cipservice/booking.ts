/**
 * Booking a CIP order on the orders core: create (priced by the server, capacity reserved in the transaction, the
 * member's unpaid places limited), edit until the cut-off (repriced both ways through the wallet ledger, what it
 * removes refunded at the policy share), cancel by the policy, and the order kind's hooks (paid → provider,
 * cancelled/expired → places released).
 */
import type {
  CipEditSettlement,
  CipOrderBody,
  CipOrderEditBody,
  Lang,
  ParsedCipOrderBody,
  ParsedCipOrderEditBody,
  ParsedReservationExtras,
} from '@vip/contract';
import {
  cancelOrder,
  formatToman,
  paidEditMoney,
  paidEditSummary,
  type GreeterAttendant,
  OrderStatus,
  OrderType,
  PaymentStatus,
  type Person,
  PersonRole,
  type ReservationType,
} from '@vip/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError, apiError, notFound, paymentRequired } from '../../http/errors';
import { chargeAgencyBooking } from '../agency/ledger';
import { appendLedger, refundToWallet } from '../credit/ledger';
import { issueSupplementaryInvoice } from '../invoice/service';
import type { OrderRow } from '../order/hooks';
import { registerOrderKind } from '../order/hooks';
import { orders } from '../order/schema';
import {
  type Actor,
  addPaidAmount,
  agencyOrderActor,
  conflictOf,
  createOrderRecord,
  lockOrder,
  memberActor,
  moveOrderStatus,
  SYSTEM,
} from '../order/service';
import { storeCipOrderBill } from './bill';
import { cutoffAt, findFlights, isInternational, loadServiceTariff, sideAirport, slotStartOf } from './catalogue';
import { type CipHoldLimits, checkNewHold, guardEditedHold } from './holds';
import { notifyCip } from './notify';
import {
  checkCompanions,
  checkPassengers,
  flightPricingContext,
  placesOf,
  priceReservation,
  problemsError,
} from './rules';
import { personOf } from './persons';
import { cipCapacity, cipFlightOrders, cipFlights, cipPersons, cipReservations, cipServices } from './schema';
import {
  bookingMoney,
  cancellationTerms,
  editableUntil,
  isServed,
  LIVE_STATUSES,
  type LoadedCipOrder,
  loadCipOrder,
  policyShareAt,
  storedPricingContext,
} from './views';

export type { CipOrderBody, CipOrderEditBody };

// ── Capacity ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Takes `places` in a service's slot inside the caller's transaction, or throws 409 when the slot has fewer left.
 * The conditional update locks the slot row, so concurrent bookings are counted one after the other and the
 * slot is never overbooked.
 */
export async function reservePlaces(tx: Db, service: typeof cipServices.$inferSelect, slotStart: Date, places: number) {
  if (places <= 0) return;
  await tx
    .insert(cipCapacity)
    .values({ serviceId: service.id, slotStart, capacity: service.capacityPerSlot, booked: 0 })
    .onConflictDoNothing();
  const [taken] = await tx
    .update(cipCapacity)
    .set({ booked: sql`${cipCapacity.booked} + ${places}` })
    .where(
      and(
        eq(cipCapacity.serviceId, service.id),
        eq(cipCapacity.slotStart, slotStart),
        sql`${cipCapacity.booked} + ${places} <= ${cipCapacity.capacity}`,
      ),
    )
    .returning();
  if (!taken) {
    const [slot] = await tx
      .select()
      .from(cipCapacity)
      .where(and(eq(cipCapacity.serviceId, service.id), eq(cipCapacity.slotStart, slotStart)));
    const left = Math.max(0, (slot?.capacity ?? 0) - (slot?.booked ?? 0));
    throw apiError(
      'capacity_full',
      left === 0
        ? `ظرفیت «${service.title}» برای ساعت این پرواز تکمیل شده است.`
        : `ظرفیت «${service.title}» برای ساعت این پرواز فقط ${left} نفر دیگر است.`,
    );
  }
}

/** Gives places back to a slot. */
export async function releasePlaces(tx: Db, serviceId: number, slotStart: Date, places: number) {
  if (places <= 0) return;
  await tx
    .update(cipCapacity)
    .set({ booked: sql`greatest(${cipCapacity.booked} - ${places}, 0)` })
    .where(and(eq(cipCapacity.serviceId, serviceId), eq(cipCapacity.slotStart, slotStart)));
}

// ── Create ─────────────────────────────────────────────────────────────────────────────────────────────────

interface PreparedReservation {
  side: ReservationType;
  service: typeof cipServices.$inferSelect;
  tariff: Awaited<ReturnType<typeof loadServiceTariff>> & object;
  extras: ParsedReservationExtras;
  companions: GreeterAttendant[];
  slotStart: Date;
  bill: ReturnType<typeof priceReservation>['bill'];
  transfer: ReturnType<typeof priceReservation>['transfer'];
}

/** Checks and prices a booking body against the database (no writes). */
async function prepareBooking(db: Db, body: ParsedCipOrderBody, now: Date) {
  const types = body.flight_orders.map((f) => f.order_type);
  if (new Set(types).size !== types.length) {
    throw problemsError('flight_orders', ['هر نوع پرواز (رفت، برگشت) فقط یک بار می‌آید.']);
  }
  if (types.includes(OrderType.Returning) && !types.includes(OrderType.Departing)) {
    throw problemsError('flight_orders', ['پرواز برگشت بدون پرواز رفت رزرو نمی‌شود.']);
  }
  const flights = await findFlights(
    db,
    body.flight_orders.map((f) => f.flight_id),
  );
  const prepared = [];
  for (const [i, fo] of body.flight_orders.entries()) {
    const flight = flights.get(fo.flight_id);
    if (!flight) throw notFound('پرواز');
    if (flight.flight.status === 'cancelled') throw flightCanceled(flight.pattern.flightNumber);
    const passengers = checkPassengers(`flight_orders.${i}.passengers`, fo.passengers);
    const sides = fo.reservations.map((r) => r.reservation_type);
    if (new Set(sides).size !== sides.length) {
      throw problemsError(`flight_orders.${i}.reservations`, ['هر فرودگاه (مبدأ، مقصد) یک رزرو دارد.']);
    }
    const reservations: PreparedReservation[] = [];
    for (const [j, r] of fo.reservations.entries()) {
      const field = `flight_orders.${i}.reservations.${j}`;
      const loaded = await loadServiceTariff(db, r.service_id, now);
      const { airport } = sideAirport(flight, r.reservation_type);
      if (
        !loaded?.service.active ||
        loaded.service.airportId !== airport.id ||
        loaded.service.reservationType !== r.reservation_type
      ) {
        throw problemsError(`${field}.service_id`, ['این خدمت برای این پرواز و این فرودگاه ارائه نمی‌شود.']);
      }
      if (now >= cutoffAt(flight, airport)) {
        throw apiError(
          'booking_closed',
          `مهلت رزرو خدمات ${airport.title} برای پرواز ${flight.pattern.flightNumber} گذشته است؛ رزرو تا ${airport.bookingCutoffHours} ساعت پیش از پرواز ممکن است.`,
        );
      }
      const companions = checkCompanions(
        `${field}.greeter_attendant_list`,
        r.reservation_type,
        r.greeter_attendant_list,
      );
      const { bill, transfer } = priceReservation(
        field,
        loaded.tariff,
        r,
        passengers,
        companions,
        flightPricingContext(r.reservation_type, flight.flight, isInternational(flight), now),
      );
      reservations.push({
        side: r.reservation_type,
        service: loaded.service,
        tariff: loaded,
        extras: r,
        companions,
        slotStart: slotStartOf(loaded.service, flight),
        bill,
        transfer,
      });
    }
    prepared.push({ input: fo, flight, passengers, reservations });
  }
  const departing = prepared.find((p) => p.input.order_type === OrderType.Departing);
  const returning = prepared.find((p) => p.input.order_type === OrderType.Returning);
  if (departing && returning && returning.flight.flight.departureAt <= departing.flight.flight.arrivalAt) {
    throw problemsError('flight_orders', ['پرواز برگشت باید پس از رسیدن پرواز رفت باشد.']);
  }
  return prepared;
}

export const flightCanceled = (flightNumber: string) =>
  apiError('booking_closed', `پرواز ${flightNumber} لغو شده است و برای آن رزرو نمی‌شود.`);

/**
 * Reads the booked flights again under a share lock: a status change made since they were read is followed (slots of
 * the current time, a cancelled flight refused), and one made now waits for this booking and then moves it.
 */
async function followCurrentFlights(tx: Db, prepared: Awaited<ReturnType<typeof prepareBooking>>) {
  const ids = prepared.map((p) => p.flight.flight.id);
  const rows = await tx.select().from(cipFlights).where(inArray(cipFlights.id, ids)).for('share');
  for (const p of prepared) {
    const current = rows.find((r) => r.id === p.flight.flight.id);
    if (!current) throw notFound('پرواز');
    if (current.status === 'cancelled') throw flightCanceled(p.flight.pattern.flightNumber);
    p.flight.flight = current;
    for (const r of p.reservations) r.slotStart = slotStartOf(r.service, p.flight);
  }
}

async function insertPersons(tx: Db, reservationId: number, passengers: Person[], companions: GreeterAttendant[]) {
  const rows = [...passengers.map((p): GreeterAttendant => ({ ...p, role: PersonRole.passenger })), ...companions].map(
    (p, position) => ({
      reservationId,
      role: p.role,
      position,
      ...personOf(p),
    }),
  );
  if (rows.length) await tx.insert(cipPersons).values(rows);
}

function extrasColumns(
  extras: ParsedReservationExtras,
  bill: PreparedReservation['bill'],
  transfer: PreparedReservation['transfer'],
) {
  return {
    visaCount: extras.visa_count,
    visaNumbers: extras.visa_number_list,
    suiteIds: extras.suite_list.map((s) => s.suite_id),
    suiteDescription: extras.suite_description,
    wheelchairCount: extras.wheelchair_count,
    indoorWheelchairCount: extras.indoor_wheelchair_count,
    parkingCount: extras.parking_count,
    parkingHours: extras.parking_additional_hours,
    petCount: extras.pet_count,
    note: extras.note,
    transfer,
    lines: bill.lines,
    totalPrice: bill.total,
  };
}

/**
 * Who sells a booking other than a member for themselves: a travel agency for its customer (docs/agencies.md). The
 * order carries the agency and the customer, is not held for payment, and `confirm` pays it in the same transaction
 * (the agency's credit line) once the places are taken.
 */
export interface AgencyChannel {
  agencyId: number;
  /** `locale`: the language of the agency's call, which its customer's SMS are written in (Persian when absent). */
  customer: { fullName: string; mobile: string; locale?: Lang };
  confirm: (tx: Db, order: OrderRow) => Promise<OrderRow>;
}

/**
 * Books one or two flights for a member (or, with `channel`, for an agency's customer): every rule checked and every
 * price computed here, then in one transaction the order (orders core), its flights, reservations and persons, and
 * the places in each service's slot.
 */
export async function createCipOrder(
  db: Db,
  memberId: number,
  body: ParsedCipOrderBody,
  opts: { clientIp: string; now?: Date; limits: CipHoldLimits; channel?: AgencyChannel },
): Promise<{ order: OrderRow }> {
  const now = opts.now ?? new Date();
  const prepared = await prepareBooking(db, body, now);
  const total = prepared.reduce((sum, p) => sum + p.reservations.reduce((s, r) => s + r.bill.total, 0), 0);
  const first = prepared[0];
  const title = prepared
    .map((p) => `${p.flight.pattern.flightNumber} ${p.flight.origin.city} ← ${p.flight.destination.city}`)
    .join('، ');
  const searchText = prepared
    .map(
      (p) =>
        `${p.flight.pattern.flightNumber} ${p.flight.origin.iata} ${p.flight.origin.city} ${p.flight.destination.iata} ${p.flight.destination.city} ${p.passengers.map((x) => `${x.firstName} ${x.lastName}`).join(' ')}`,
    )
    .join(' ');
  const places = prepared.reduce(
    (sum, p) => sum + p.reservations.reduce((s, r) => s + placesOf(p.passengers.length, r.companions.length), 0),
    0,
  );
  const order = await db.transaction(async (tx) => {
    await followCurrentFlights(tx, prepared);
    // The member's limit of unpaid places: an agency's booking is paid in this transaction, never held.
    if (!opts.channel) await checkNewHold(tx, memberId, places, opts.limits);
    let order = await createOrderRecord(tx, {
      kind: 'cip',
      memberId,
      itemsTotal: total,
      totalPrice: total,
      title: `سی‌آی‌پی ${title}`,
      itemCount: first.passengers.length,
      searchText,
      clientIp: opts.clientIp,
      expiresAt: new Date(now.getTime() + opts.limits.holdMinutes * 60_000),
      reason: 'ثبت رزرو سی‌آی‌پی',
    });
    for (const p of prepared) {
      const [fo] = await tx
        .insert(cipFlightOrders)
        .values({
          orderId: order.id,
          memberId,
          orderType: p.input.order_type,
          flightId: p.flight.flight.id,
          flightClass: p.input.flight_class,
        })
        .returning();
      for (const r of p.reservations) {
        const places = placesOf(p.passengers.length, r.companions.length);
        await reservePlaces(tx, r.service, r.slotStart, places);
        const [row] = await tx
          .insert(cipReservations)
          .values({
            flightOrderId: fo.id,
            orderId: order.id,
            reservationType: r.side,
            serviceId: r.service.id,
            slotStart: r.slotStart,
            places,
            tariff: r.tariff.tariff,
            meetingPoint: r.service.meetingPoint,
            ...extrasColumns(r.extras, r.bill, r.transfer),
          })
          .returning({ id: cipReservations.id });
        await insertPersons(tx, row.id, p.passengers, r.companions);
      }
    }
    await storeCipOrderBill(tx, order.id);
    if (opts.channel) {
      [order] = await tx
        .update(orders)
        .set({
          agencyId: opts.channel.agencyId,
          customerName: opts.channel.customer.fullName,
          customerMobile: opts.channel.customer.mobile,
          customerLocale: opts.channel.customer.locale ?? null,
          // The agency finds its bookings by its customer too.
          searchText: sql`${orders.searchText} || ' ' || ${`${opts.channel.customer.fullName} ${opts.channel.customer.mobile}`}`,
        })
        .where(eq(orders.id, order.id))
        .returning();
      order = await opts.channel.confirm(tx, order);
    }
    return order;
  });
  return { order };
}

// ── Edit ───────────────────────────────────────────────────────────────────────────────────────────────────

type Settlement = CipEditSettlement;

/** Carries a preview's answer out of its transaction, which it rolls back. */
class PreviewRollback<T> extends Error {
  constructor(readonly result: T) {
    super('preview');
  }
}

/**
 * Runs a change in one transaction; with `preview` it runs all of it and rolls it back, answering what saving would
 * do (the edit and the change of flight preview so).
 */
export async function changeOrPreview<T>(db: Db, preview: boolean, change: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const result = await change(tx);
      if (preview) throw new PreviewRollback(result);
      return result;
    });
  } catch (err) {
    if (err instanceof PreviewRollback) return err.result as T;
    throw err;
  }
}

export const alreadyServed = () =>
  apiError(
    'already_served',
    'مسافران این بخش از رزرو در فرودگاه پذیرش شده‌اند؛ خدمات و مبلغ آن دیگر تغییر نمی‌کند و بازگشت وجه ندارد.',
  );

/**
 * The edit of §4 until the cut-off: passengers and extras of the reservations sent (any of the order's; the others
 * stay) replaced, each repriced with the tariff it was booked with, places in the slot adjusted. On a paid order the
 * amount the edit removes comes back to the wallet at the cancellation policy's share of this moment (the domain's
 * one refund rule) and what it adds is taken from the wallet (409 naming the amount when the wallet cannot cover
 * it). A side already served cannot change. An unpaid booking keeps its payment deadline and the member's limit of
 * unpaid places. `preview` runs all of it and rolls it back: the answer says what saving would do.
 */
export async function editCipOrder(
  db: Db,
  memberId: number,
  orderId: number,
  body: ParsedCipOrderEditBody,
  opts: { limits: CipHoldLimits; now?: Date; preview?: boolean },
): Promise<{ order: OrderRow; settlement: Settlement }> {
  const now = opts.now ?? new Date();
  return changeOrPreview(db, opts.preview ?? false, (tx) => applyEdit(tx, memberId, orderId, body, opts.limits, now));
}

/**
 * What an edit and a change of flight both need: a live booking, no bank payment under way (it would leave the new
 * total short or over), before the cut-off, and an unpaid one still within its payment deadline.
 */
export function assertChangeable(loaded: LoadedCipOrder, now: Date) {
  const { order } = loaded;
  if (!LIVE_STATUSES.includes(order.status)) {
    throw apiError('not_editable', 'این رزرو لغو یا انجام شده و ویرایش‌پذیر نیست.');
  }
  const paid = order.paymentStatus === PaymentStatus.paid;
  if (order.status === OrderStatus.wait && !paid) {
    // A bank payment of the old total is under way; changing the total now would leave it short or over.
    throw apiError('payment_in_progress', 'پرداخت این رزرو در جریان است؛ پس از پایان پرداخت ویرایش کنید.');
  }
  if (now >= editableUntil(loaded)) {
    throw apiError('edit_closed', 'مهلت ویرایش این رزرو گذشته است؛ ویرایش تا مهلت رزرو پیش از پرواز ممکن است.');
  }
  if (!paid && order.expiresAt && now >= order.expiresAt) {
    // An edit never extends the hold: a booking past its payment deadline is on its way out.
    throw apiError('order_expired', 'مهلت پرداخت این رزرو تمام شده است؛ برای نگه داشتن جا دوباره رزرو کنید.');
  }
}

async function applyEdit(
  tx: Db,
  memberId: number,
  orderId: number,
  body: ParsedCipOrderEditBody,
  limits: CipHoldLimits,
  now: Date,
): Promise<{ order: OrderRow; settlement: Settlement }> {
  const order = await lockOrder(tx, orderId, memberId);
  if (order.kind !== 'cip') throw notFound('سفارش');
  const loaded = await loadCipOrder(tx, order);
  assertChangeable(loaded, now);
  const paid = order.paymentStatus === PaymentStatus.paid;
  const ids = body.reservations.map((r) => r.id);
  const known = loaded.reservations.map((r) => r.id);
  if (new Set(ids).size !== ids.length || !ids.every((id) => known.includes(id))) {
    throw problemsError('reservations', ['رزروهای فرستاده‌شده باید از همین سفارش و هر کدام یک بار باشند.']);
  }
  const hold = paid ? null : await guardEditedHold(tx, memberId, limits);
  // Reservations left out of the body stay as they are.
  let newTotal = loaded.reservations.filter((r) => !ids.includes(r.id)).reduce((sum, r) => sum + r.totalPrice, 0);
  for (const [i, input] of body.reservations.entries()) {
    const field = `reservations.${i}`;
    const stored = loaded.reservations.find((r) => r.id === input.id)!;
    const passengers = checkPassengers(`${field}.passengers`, input.passengers);
    const companions = checkCompanions(
      `${field}.greeter_attendant_list`,
      stored.reservationType as ReservationType,
      input.greeter_attendant_list,
    );
    const { bill, transfer } = priceReservation(
      field,
      stored.tariff,
      input,
      passengers,
      companions,
      storedPricingContext(loaded, stored),
    );
    const places = placesOf(passengers.length, companions.length);
    if (isServed(stored)) {
      // Sent back as it is (the site sends every reservation): kept as served; any change is refused.
      if (bill.total !== stored.totalPrice || places !== stored.places) throw alreadyServed();
      newTotal += stored.totalPrice;
      continue;
    }
    if (places > stored.places) {
      const [service] = await tx.select().from(cipServices).where(eq(cipServices.id, stored.serviceId));
      await reservePlaces(tx, service, stored.slotStart, places - stored.places);
    } else await releasePlaces(tx, stored.serviceId, stored.slotStart, stored.places - places);
    await tx
      .update(cipReservations)
      .set({ places, ...extrasColumns(input, bill, transfer) })
      .where(eq(cipReservations.id, stored.id));
    await tx.delete(cipPersons).where(eq(cipPersons.reservationId, stored.id));
    await insertPersons(tx, stored.id, passengers, companions);
    newTotal += bill.total;
  }
  await hold?.check();
  const settlement = await settleNewTotal(tx, loaded, newTotal, now, 'ویرایش');
  const [updated] = await tx.select().from(orders).where(eq(orders.id, order.id));
  return { order: updated, settlement };
}

/**
 * Sets a locked CIP order's new total after a change (an edit, a change of flight) and settles the money the one
 * way both do: on a paid order what the change removes comes back to the wallet at the cancellation policy's share
 * of `now` (the domain's refund rule) and what it adds is taken from the wallet (409 payment_required naming the
 * amount when the wallet cannot cover it); an unpaid order just owes the new total.
 */
export async function settleNewTotal(
  tx: Db,
  loaded: LoadedCipOrder,
  servicesTotal: number,
  now: Date,
  change: 'ویرایش' | 'تغییر پرواز' | 'لغو یک بخش',
): Promise<Settlement> {
  const { order } = loaded;
  const memberId = order.memberId;
  const paid = order.paymentStatus === PaymentStatus.paid;
  // A standing waiver (a free move after a cancelled flight) still comes off whatever the services now cost.
  const newTotal = Math.max(0, servicesTotal - order.discountTotal);
  await tx
    .update(orders)
    .set({ itemsTotal: servicesTotal, totalPrice: newTotal, updatedAt: now })
    .where(eq(orders.id, order.id));
  await storeCipOrderBill(tx, order.id);
  const settlement: Settlement = {
    previous_total: order.totalPrice,
    new_total: newTotal,
    removed_amount: 0,
    refund_percent: 0,
    refunded_to_wallet: 0,
    kept_amount: 0,
    amount_due: 0,
    charged_from_wallet: 0,
    summary: '',
  };
  if (paid) {
    const { percent } = policyShareAt(loaded, now);
    const money = paidEditMoney(bookingMoney(order), newTotal, percent);
    Object.assign(settlement, {
      removed_amount: money.removed,
      refund_percent: money.removed > 0 ? percent : 0,
      refunded_to_wallet: money.refund,
      kept_amount: money.kept,
      charged_from_wallet: money.charge,
      summary: paidEditSummary(money, percent),
    });
    if (money.refund > 0) {
      await refundToWallet(
        tx,
        order.id,
        money.refund,
        `بازگشت ${percent}٪ مبلغ حذف‌شده از رزرو ${order.reference} (${change})`,
      );
    }
    if (money.charge > 0 && order.agencyId !== null) {
      // An agency's booking: what the change adds is charged (net) to the agency's credit line, not a wallet.
      await chargeAgencyBooking(
        tx,
        order.agencyId,
        order,
        'system',
        money.charge,
        `افزایش مبلغ رزرو ${order.reference} پس از ${change}`,
      );
      await addPaidAmount(tx, order.id, money.charge);
      await issueSupplementaryInvoice(tx, order.id, money.charge, now);
    } else if (money.charge > 0) {
      try {
        await appendLedger(tx, {
          memberId,
          kind: 'payment',
          amount: -money.charge,
          orderId: order.id,
          note: `افزایش مبلغ رزرو ${order.reference} پس از ${change}`,
        });
      } catch (err) {
        if (err instanceof ApiError && err.errorCode === 'insufficient_credit') {
          throw paymentRequired(
            money.charge,
            `مبلغ رزرو پس از این ${change} ${formatToman(money.charge)} بیشتر می‌شود و موجودی کیف پول کافی نیست؛ ابتدا کیف پول را شارژ کنید.`,
          );
        }
        throw err;
      }
      await addPaidAmount(tx, order.id, money.charge);
      // What the change added is invoiced as it is paid (a supplement to the booking's invoice).
      await issueSupplementaryInvoice(tx, order.id, money.charge, now);
    }
  } else {
    settlement.amount_due = newTotal;
    settlement.summary = `مبلغ این رزرو ${formatToman(newTotal)} می‌شود که هنوز پرداخت نشده است.`;
  }
  return settlement;
}

// ── Cancel ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Cancels a member's booking before the cut-off: statuses through the domain's cancelOrder, the policy's share of
 * what was paid to the wallet at once, the places released, an SMS with the refunded amount.
 */
export async function cancelCipOrder(
  db: Db,
  memberId: number,
  orderId: number,
  reason: string | undefined,
  now: Date = new Date(),
  /** An agency's booking, cancelled by the agency (its API or panel): scoped by the agency instead of the member. */
  agencyId?: number,
): Promise<{ order: OrderRow; refunded: number }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, agencyId === undefined ? memberId : undefined);
    if (order.kind !== 'cip' || (agencyId !== undefined && order.agencyId !== agencyId)) throw notFound('سفارش');
    const loaded = await loadCipOrder(tx, order);
    const terms = cancellationTerms(loaded, now);
    if (!terms.allowed) throw apiError('cancellation_refused', terms.reason ?? 'لغو این رزرو ممکن نیست.');
    // The status history names who cancelled: the agency that sold the booking, not the account it sits under.
    const who = agencyId === undefined ? memberActor(memberId) : agencyOrderActor(agencyId);
    const why = reason?.trim() ? `لغو به درخواست مشتری: ${reason.trim()}` : 'لغو به درخواست مشتری';
    let next: ReturnType<typeof cancelOrder>;
    try {
      next = cancelOrder({
        status: order.status,
        paymentStatus: order.paymentStatus,
      });
    } catch (err) {
      conflictOf(err);
    }
    await moveOrderStatus(tx, orderId, next, who, why);
    if (terms.refund_amount > 0) {
      await refundToWallet(
        tx,
        orderId,
        terms.refund_amount,
        `بازگشت ${terms.refund_percent}٪ رزرو ${order.reference} (لغو)`,
      );
      await moveOrderStatus(tx, orderId, { paymentStatus: PaymentStatus.refunded }, who, 'بازگشت وجه به کیف پول');
    } else if (next.paymentStatus === PaymentStatus.waitForRefund) {
      // Nothing to give back under the policy: the payment stays as it was.
      await moveOrderStatus(
        tx,
        orderId,
        { paymentStatus: PaymentStatus.paid },
        SYSTEM,
        'بدون بازگشت وجه طبق قوانین لغو',
      );
    }
    await releasePlacesOf(tx, orderId);
    await tx.update(orders).set({ expiresAt: null }).where(eq(orders.id, orderId));
    const [updated] = await tx.select().from(orders).where(eq(orders.id, orderId));
    await notifyCip(tx, updated, 'canceled', { refunded: terms.refund_amount });
    return { order: updated, refunded: terms.refund_amount };
  });
}

/** Releases every place an order's reservations hold, once (their `places` drop to 0). */
export async function releasePlacesOf(tx: Db, orderId: number) {
  const held = await tx
    .select({
      id: cipReservations.id,
      serviceId: cipReservations.serviceId,
      slotStart: cipReservations.slotStart,
      places: cipReservations.places,
    })
    .from(cipReservations)
    .where(and(eq(cipReservations.orderId, orderId), sql`${cipReservations.places} > 0`))
    .for('update');
  for (const r of held) {
    await releasePlaces(tx, r.serviceId, r.slotStart, r.places);
    await tx.update(cipReservations).set({ places: 0 }).where(eq(cipReservations.id, r.id));
  }
}

// ── Provider steps and the order kind's hooks ────────────────────────────────────────────────────────────

/** The provider confirmed a paid booking (the back office drives it): providerPending → providerConfirmed + SMS. */
export async function confirmByProvider(db: Db, orderId: number, who: Actor, why = 'تأیید ارائه‌دهنده') {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.kind !== 'cip') throw notFound('سفارش');
    const updated = await moveOrderStatus(tx, orderId, { status: OrderStatus.providerConfirmed }, who, why);
    await notifyCip(tx, updated, 'confirmed');
    return updated;
  });
}

/**
 * Registers the CIP kind with the orders core: a paid booking goes to the provider (providerPending); a cancelled or expired one (core paths: expiry loop, staff) releases its places.
 */
export function registerCipOrderKind(voucherLink: (reference: string) => string) {
  registerOrderKind('cip', {
    async paid(tx, order) {
      await moveOrderStatus(tx, order.id, { status: OrderStatus.providerPending }, SYSTEM, 'ارسال به ارائه‌دهنده');
      // The orders core told the member it was paid; the travellers get the voucher's link.
      await notifyCip(tx, order, 'paid', { link: voucherLink(order.reference) });
    },
    async canceled(tx, order) {
      await releasePlacesOf(tx, order.id);
    },
  });
}
