import type { deskBookingQuery } from '@vip/contract';
import { formatJalaliDate, formatNumber, maskedIdentity, OrderStatus, PersonRole, ReservationType } from '@vip/domain';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { apiError, notFound } from '../../http/errors';
import { listEnvelope } from '../../db/list';
import { recordAudit, type StaffActor } from '../admin/audit';
import { staffOrderActor } from '../admin/staff-write';
import type { OrderRow } from '../order/hooks';
import { orders } from '../order/schema';
import { cancelOrderRecord, lockOrder, moveOrderStatus } from '../order/service';
import { orderState } from '../order/state';
import { confirmByProvider } from './booking';
import { notifyCip } from './notify';
import { checkInOpensAt, sideFlightAt } from './rules';
import {
  cipAirports,
  cipFlightOrders,
  cipFlightPatterns,
  cipFlights,
  cipPersons,
  cipReservations,
  cipServices,
  cipTerminals,
} from './schema';
import { DESK_STATUSES, localSlot } from './desk-counts';
import { withFlightAndService } from './reservation-flight';
import { transferTrip } from './views';

// The VIP desk of the back office (docs/back-office.md): the day's bookings, the airport's answer, check-in by the
// voucher's reference and no-shows. Every write runs inside the route's audited transaction (staffWrite).

/** A day's bookings at the desks: one row per reservation (a side of a flight), by slot. */
export async function listDeskBookings(db: Db, q: z.output<typeof deskBookingQuery>) {
  const where: SQL[] = [sql`(${localSlot})::date = ${q.date}::date`];
  where.push(q.status === undefined ? inArray(orders.status, DESK_STATUSES) : eq(orders.status, q.status));
  if (q.airport) where.push(eq(cipAirports.iata, q.airport));
  if (q.terminal_id) where.push(eq(cipServices.terminalId, q.terminal_id));
  if (q.hour !== undefined) where.push(sql`extract(hour from ${localSlot})::int = ${q.hour}`);
  const cond = and(...where);
  const base = withFlightAndService(
    db
      .select({
        reservationId: cipReservations.id,
        orderId: orders.id,
        reference: orders.reference,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        airport: cipAirports.iata,
        terminal: cipTerminals.title,
        reservationType: cipReservations.reservationType,
        serviceTitle: cipServices.title,
        flightNumber: cipFlightPatterns.flightNumber,
        slotStart: cipReservations.slotStart,
        localHour: sql<number>`extract(hour from ${localSlot})::int`,
        places: cipReservations.places,
        noShowAt: cipReservations.noShowAt,
        greeterName: cipReservations.greeterName,
        greeterMobile: cipReservations.greeterMobile,
        sides: sql<number>`(select count(*)::int from ${cipReservations} s where s.order_id = ${cipReservations.orderId})`,
        lead: sql<string>`coalesce((select ${cipPersons.firstName} || ' ' || ${cipPersons.lastName} from ${cipPersons}
        where ${cipPersons.reservationId} = ${cipReservations.id} and ${cipPersons.role} = ${PersonRole.passenger}
        order by ${cipPersons.position} limit 1), '')`,
        mobile: sql<string>`coalesce((select ${cipPersons.mobile} from ${cipPersons}
        where ${cipPersons.reservationId} = ${cipReservations.id} and ${cipPersons.mobile} <> ''
        order by ${cipPersons.role}, ${cipPersons.position} limit 1), '')`,
      })
      .from(cipReservations)
      .$dynamic(),
  )
    .innerJoin(orders, eq(orders.id, cipReservations.orderId))
    .innerJoin(cipAirports, eq(cipAirports.id, cipServices.airportId))
    .leftJoin(cipTerminals, eq(cipTerminals.id, cipServices.terminalId))
    .where(cond);
  const [rows, [{ total }]] = await Promise.all([
    base.orderBy(asc(cipReservations.slotStart), asc(cipReservations.id)).limit(q.limit).offset(q.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(cipReservations)
      .innerJoin(orders, eq(orders.id, cipReservations.orderId))
      .innerJoin(cipServices, eq(cipServices.id, cipReservations.serviceId))
      .innerJoin(cipAirports, eq(cipAirports.id, cipServices.airportId))
      .where(cond),
  ]);
  return listEnvelope(
    rows.map((r) => ({
      reservation_id: r.reservationId,
      order_id: r.orderId,
      reference: r.reference,
      status: r.status,
      payment_status: r.paymentStatus,
      airport: r.airport,
      terminal: r.terminal,
      reservation_type: r.reservationType,
      service_title: r.serviceTitle,
      flight_number: r.flightNumber,
      slot_start: r.slotStart.toISOString(),
      local_hour: Number(r.localHour),
      places: r.places,
      lead_passenger: r.lead,
      mobile: r.mobile,
      no_show_at: r.noShowAt?.toISOString() ?? null,
      greeter: r.greeterName ? { name: r.greeterName, mobile: r.greeterMobile ?? '' } : null,
      sides: Number(r.sides),
    })),
    total,
    q.limit,
    q.offset,
  );
}

async function lockCipOrder(tx: Db, orderId: number) {
  const order = await lockOrder(tx, orderId);
  if (order.kind !== 'cip') throw notFound('رزرو');
  return order;
}

/** The airport confirmed: the core's confirmByProvider (domain machine, SMS) inside the audited transaction. */
export async function confirmBooking(tx: Db, orderId: number, who: StaffActor) {
  const before = orderState(await lockCipOrder(tx, orderId));
  // The core treats "to the same status" as no change; a second confirmation must not SMS the customer again.
  if (before.status !== OrderStatus.providerPending) {
    throw apiError('not_provider_pending', 'این رزرو در انتظار تأیید فرودگاه نیست.');
  }
  const after = orderState(await confirmByProvider(tx, orderId, staffOrderActor(who), 'تأیید فرودگاه (میز سی‌آی‌پی)'));
  return { result: after, before, after };
}

/** The airport refused: the order is cancelled with everything paid back to the wallet, and the customer told. */
export async function refuseBooking(tx: Db, orderId: number, who: StaffActor, reason: string) {
  const current = await lockCipOrder(tx, orderId);
  const before = orderState(current);
  const updated = await cancelOrderRecord(tx, orderId, staffOrderActor(who), `رد از سوی فرودگاه: ${reason}`);
  const refunded = Number(updated.refundedAmount) - Number(current.refundedAmount);
  await notifyCip(tx, updated, 'canceled', { refunded });
  const after = orderState(updated);
  return { result: after, before, after };
}

/** A live CIP order by its reference (the voucher QR carries it). */
async function orderByReference(db: Db, reference: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.reference, reference), eq(orders.kind, 'cip')))
    .limit(1);
  if (!order) throw notFound('رزرو');
  return order;
}

// Extras the desk hands out by count, with their Persian names.
const COUNTED_EXTRAS: [keyof typeof cipReservations.$inferSelect, string][] = [
  ['wheelchairCount', 'ویلچر بیرونی'],
  ['indoorWheelchairCount', 'ویلچر داخلی'],
  ['petCount', 'حیوان خانگی'],
];

type ReservationRow = typeof cipReservations.$inferSelect;
const fa = (n: number) => formatNumber(n, { digits: 'fa' });

/** Every extra of a reservation with its count and what goes with it: parking hours, suite names, visa numbers. */
function extrasOf(r: ReservationRow) {
  const suiteTitles = r.suiteIds.map((id) => r.tariff.suites.find((s) => s.id === id)?.title ?? `سوئیت ${fa(id)}`);
  return [
    ...COUNTED_EXTRAS.map(([k, title]) => ({ title, count: Number(r[k]), detail: '' })),
    {
      title: 'پارکینگ',
      count: r.parkingCount,
      detail: r.parkingHours > 0 ? `${fa(r.parkingHours)} ساعت اضافه` : '',
    },
    {
      title: 'سوئیت',
      count: r.suiteIds.length,
      detail: [...suiteTitles, r.suiteDescription].filter(Boolean).join('، '),
    },
    { title: 'ویزا', count: r.visaCount, detail: r.visaNumbers.join('، ') },
  ].filter((x) => x.count > 0);
}

/**
 * What the desk sees when the traveller shows the voucher: each side with its passengers and companions, extras,
 * transfer, note and meeting point. Identity numbers and mobiles are whole only for `unmasked` (the desk role, whose
 * every such view the route audits); others see the last four characters.
 */
export async function checkInView(db: Db, reference: string, opts: { unmasked: boolean; opensHoursBefore: number }) {
  const order = await orderByReference(db, reference);
  const reservations = await withFlightAndService(
    db
      .select({
        r: cipReservations,
        airport: cipAirports.iata,
        serviceTitle: cipServices.title,
        flightNumber: cipFlightPatterns.flightNumber,
        departureAt: cipFlights.departureAt,
        arrivalAt: cipFlights.arrivalAt,
      })
      .from(cipReservations)
      .$dynamic(),
  )
    .innerJoin(cipAirports, eq(cipAirports.id, cipServices.airportId))
    .where(eq(cipReservations.orderId, order.id))
    .orderBy(asc(cipReservations.slotStart));
  const ids = reservations.map((x) => x.r.id);
  const persons = ids.length
    ? await db
        .select()
        .from(cipPersons)
        .where(inArray(cipPersons.reservationId, ids))
        .orderBy(asc(cipPersons.role), asc(cipPersons.position))
    : [];
  const shown = (value: string) => (opts.unmasked ? value : maskedIdentity(value));
  return {
    ...orderState(order),
    identity_masked: !opts.unmasked,
    reservations: reservations.map(({ r, airport, serviceTitle, flightNumber, departureAt, arrivalAt }) => ({
      reservation_id: r.id,
      reservation_type: r.reservationType,
      airport,
      flight_number: flightNumber,
      service_title: serviceTitle,
      meeting_point: r.meetingPoint,
      slot_start: r.slotStart.toISOString(),
      no_show_at: r.noShowAt?.toISOString() ?? null,
      checked_in_at: r.checkedInAt?.toISOString() ?? null,
      checkin_opens_at: checkInOpensAt(
        r.reservationType,
        { departureAt, arrivalAt },
        opts.opensHoursBefore,
      ).toISOString(),
      services: extrasOf(r),
      transfer: r.transfer && transferTrip(r.transfer),
      note: r.note,
      persons: persons
        .filter((p) => p.reservationId === r.id)
        .map((p) => ({
          role: p.role,
          first_name: p.firstName,
          last_name: p.lastName,
          age_type: p.ageType,
          nationality: p.nationality,
          national_code: shown(p.nationalCode),
          passport_number: shown(p.passportNumber),
          mobile: shown(p.mobile),
        })),
    })),
  };
}

/**
 * The check-in view as `who` may see it: only the desk role that serves the travellers reads their identity numbers
 * and mobiles whole, and every such look is written to the audit log.
 */
export async function deskCheckInView(
  db: Db,
  who: StaffActor,
  reference: string,
  opts: { action: string; opensHoursBefore: number },
) {
  const unmasked = who.role === 'vip_desk';
  const view = await checkInView(db, reference, { unmasked, opensHoursBefore: opts.opensHoursBefore });
  if (unmasked) {
    await recordAudit(db, who, {
      action: opts.action,
      entity: 'order',
      entityId: view.order_id,
      note: 'نمایش کامل شماره‌های شناسایی و تلفن مسافران',
    });
  }
  return view;
}

/** Reservations of an order the desk has neither served nor marked a no-show. */
const unserved = (orderId: number) =>
  and(eq(cipReservations.orderId, orderId), isNull(cipReservations.noShowAt), isNull(cipReservations.checkedInAt));

/**
 * Completes a confirmed order once every side is served or a no-show (the airport held what was not used); otherwise
 * leaves it confirmed for the other side.
 */
async function completeWhenServed(tx: Db, order: OrderRow, who: StaffActor, why: string) {
  const [{ left }] = await tx
    .select({ left: sql<number>`count(*)::int` })
    .from(cipReservations)
    .where(unserved(order.id));
  return Number(left) === 0
    ? moveOrderStatus(tx, order.id, { status: OrderStatus.completed }, staffOrderActor(who), why)
    : order;
}

/** A check-in days ahead would complete the booking and close the member's edit and cancel: refused in Persian. */
function checkInNotOpen(side: number, opensAt: Date, hours: number) {
  const flight = side === ReservationType.Arrival ? 'فرود پرواز' : 'پرواز';
  return apiError(
    'checkin_not_open',
    `پذیرش این بخش از رزرو هنوز باز نشده است؛ پذیرش از ${formatNumber(hours, { digits: 'fa' })} ساعت پیش از ${flight}، ` +
      `از ${formatJalaliDate(opensAt, { time: true })} ممکن است.`,
  );
}

/**
 * The travellers of one side were served (the reservation given, or the next side not yet served, soonest first).
 * Only a confirmed booking; a round trip stays confirmed after its departure side and completes at its arrival side.
 */
export async function checkIn(
  tx: Db,
  reference: string,
  who: StaffActor,
  opts: { reservationId?: number; opensHoursBefore: number; now?: Date },
) {
  const { reservationId, opensHoursBefore, now = new Date() } = opts;
  const found = await orderByReference(tx, reference);
  const order = await lockCipOrder(tx, found.id);
  const before = orderState(order);
  if (order.status !== OrderStatus.providerConfirmed) {
    throw apiError('not_confirmed', 'این رزرو هنوز از سوی فرودگاه تأیید نشده یا پیش‌تر پذیرش شده است.');
  }
  const [side] = await tx
    .select({
      id: cipReservations.id,
      type: cipReservations.reservationType,
      departureAt: cipFlights.departureAt,
      arrivalAt: cipFlights.arrivalAt,
    })
    .from(cipReservations)
    .innerJoin(cipFlightOrders, eq(cipFlightOrders.id, cipReservations.flightOrderId))
    .innerJoin(cipFlights, eq(cipFlights.id, cipFlightOrders.flightId))
    .where(and(unserved(order.id), reservationId === undefined ? undefined : eq(cipReservations.id, reservationId)))
    .orderBy(asc(cipReservations.slotStart))
    .limit(1);
  if (!side) {
    if (reservationId !== undefined) {
      const [other] = await tx
        .select({ id: cipReservations.id })
        .from(cipReservations)
        .where(and(eq(cipReservations.orderId, order.id), eq(cipReservations.id, reservationId)));
      if (!other) throw notFound('رزرو');
    }
    throw apiError('already_served', 'این بخش از رزرو پیش‌تر پذیرش شده یا عدم حضور آن ثبت شده است.');
  }
  const opensAt = checkInOpensAt(side.type, side, opensHoursBefore);
  if (now < opensAt) throw checkInNotOpen(side.type, opensAt, opensHoursBefore);
  await tx.update(cipReservations).set({ checkedInAt: now }).where(eq(cipReservations.id, side.id));
  const updated = await completeWhenServed(tx, order, who, 'پذیرش مسافر در فرودگاه');
  await notifyCip(tx, updated, 'checked-in');
  const after = { ...orderState(updated), reservation_id: side.id };
  return { result: orderState(updated), before, after, entityId: found.id };
}

const noShowRefused = (message: string) => apiError('no_show_refused', message);

/**
 * Nobody came for a reservation (the §4 machine has no no-show status): the reservation gets `no_show_at`, and when
 * every side of the order is served or a no-show the order moves providerConfirmed → completed — the airport held the
 * service, so nothing is refunded. Only for a confirmed booking and only after the flight's time on that side
 * (departure at the origin, arrival at the destination). The customer gets an SMS.
 */
export async function markNoShow(tx: Db, reservationId: number, who: StaffActor, now = new Date()) {
  const [found] = await tx
    .select({ r: cipReservations, departureAt: cipFlights.departureAt, arrivalAt: cipFlights.arrivalAt })
    .from(cipReservations)
    .innerJoin(cipFlightOrders, eq(cipFlightOrders.id, cipReservations.flightOrderId))
    .innerJoin(cipFlights, eq(cipFlights.id, cipFlightOrders.flightId))
    .where(eq(cipReservations.id, reservationId));
  if (!found) throw notFound('رزرو');
  const order = await lockCipOrder(tx, found.r.orderId);
  const before = { ...orderState(order), reservation_id: reservationId, no_show_at: null };
  if (order.status !== OrderStatus.providerConfirmed) {
    throw noShowRefused('عدم حضور فقط برای رزرو تأییدشده‌ای که هنوز پذیرش نشده ثبت می‌شود.');
  }
  const flightAt = sideFlightAt(found.r.reservationType, found);
  if (flightAt.getTime() > now.getTime()) {
    throw noShowRefused('زمان پرواز این رزرو هنوز نرسیده است؛ عدم حضور پس از زمان پرواز ثبت می‌شود.');
  }
  const [marked] = await tx
    .update(cipReservations)
    .set({ noShowAt: now })
    .where(
      and(eq(cipReservations.id, reservationId), isNull(cipReservations.noShowAt), isNull(cipReservations.checkedInAt)),
    )
    .returning();
  if (!marked) throw noShowRefused('این بخش از رزرو پیش‌تر پذیرش شده یا عدم حضور آن ثبت شده است.');
  const updated = await completeWhenServed(tx, order, who, 'عدم حضور مسافر (خدمت نگه داشته شد؛ بدون بازگشت وجه)');
  await notifyCip(tx, updated, 'no-show');
  const after = { ...orderState(updated), reservation_id: reservationId, no_show_at: now.toISOString() };
  return { result: after, before, after, entityId: order.id };
}
