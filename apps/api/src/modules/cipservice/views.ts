/** A CIP order as the member sees it: detail (reservations, bill, cancellation terms) and list rows. */
import { personToWire } from '@vip/contract';
import type { api, CipOrder, CipOrderListItem, FlightBriefView, Lang, PersonView, QueryOf } from '@vip/contract';
import {
  cancellationRefund,
  OrderStatus,
  type OrderStatus as OrderStatusCode,
  PaymentStatus,
  PersonRole,
  refundPercentAt,
  statusLabel,
} from '@vip/domain';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listEnvelope, parseSort } from '../../db/list';
import { qualified } from '../../db/qualified';
import { searchWhere } from '../../db/search';
import type { OrderRow } from '../order/hooks';
import { orders } from '../order/schema';
import { billOfReservations } from './bill';
import { cutoffAt, type FlightRow, findFlights, flightView, isInternational } from './catalogue';
import { named, namedFlight } from './names';
import { flightPricingContext } from './rules';
import {
  type cipAirports,
  cipFlightOrders,
  cipPersons,
  cipReservations,
  cipServices,
  cipSuites,
  cipTransfers,
  type StoredTransfer,
} from './schema';

const HOUR_MS = 3_600_000;
type ReservationRow = typeof cipReservations.$inferSelect;
type PersonRow = typeof cipPersons.$inferSelect;
type FlightOrderRow = typeof cipFlightOrders.$inferSelect;

/** Statuses a booking still holds its places in (not cancelled or finished). */
export const LIVE_STATUSES: OrderStatusCode[] = [
  OrderStatus.newOrder,
  OrderStatus.wait,
  OrderStatus.customerPending,
  OrderStatus.providerPending,
  OrderStatus.providerConfirmed,
];

/** Everything stored about one CIP order. */
export interface LoadedCipOrder {
  order: OrderRow;
  flightOrders: FlightOrderRow[];
  reservations: ReservationRow[];
  persons: PersonRow[];
  flights: Map<number, FlightRow>;
  airports: Map<number, typeof cipAirports.$inferSelect>;
  /** The reader's language the order was loaded for (names, and the reasons its views give). */
  lang?: Lang;
}

/**
 * A booking with its flights, reservations and persons. `lang` names its airline, airports and terminals in the
 * reader's language for the member's views (services keep the title they were booked under).
 */
export async function loadCipOrder(db: Db, order: OrderRow, lang: Lang = 'fa'): Promise<LoadedCipOrder> {
  const flightOrders = await db
    .select()
    .from(cipFlightOrders)
    .where(eq(cipFlightOrders.orderId, order.id))
    .orderBy(asc(cipFlightOrders.orderType));
  const reservations = await namedReservations(
    db,
    await db
      .select()
      .from(cipReservations)
      .where(eq(cipReservations.orderId, order.id))
      .orderBy(asc(cipReservations.flightOrderId), asc(cipReservations.reservationType)),
    lang,
  );
  const persons = reservations.length
    ? await db
        .select()
        .from(cipPersons)
        .where(
          inArray(
            cipPersons.reservationId,
            reservations.map((r) => r.id),
          ),
        )
        .orderBy(asc(cipPersons.position))
    : [];
  const found = await findFlights(
    db,
    flightOrders.map((f) => f.flightId),
  );
  const flights = new Map([...found].map(([id, f]) => [id, namedFlight(f, lang)]));
  const airports = new Map<number, typeof cipAirports.$inferSelect>();
  for (const f of flights.values()) {
    airports.set(f.origin.id, f.origin);
    airports.set(f.destination.id, f.destination);
  }
  return { order, flightOrders, reservations, persons, flights, airports, lang };
}

/**
 * Reservations whose service, suites and transfer (the tariff they were booked under, in Persian) read their current
 * English or Arabic names; prices are the booked ones, untouched.
 */
async function namedReservations(db: Db, rows: ReservationRow[], lang: Lang): Promise<ReservationRow[]> {
  if (lang === 'fa' || !rows.length) return rows;
  const names = (list: { id: number; title: string; titleEn: string; titleAr: string }[]) =>
    new Map(list.map((x) => [x.id, named(x, lang).title]));
  const serviceIds = rows.map((r) => r.serviceId);
  const pick = {
    id: cipServices.id,
    title: cipServices.title,
    titleEn: cipServices.titleEn,
    titleAr: cipServices.titleAr,
  };
  const [services, suites, transfers] = await Promise.all([
    db.select(pick).from(cipServices).where(inArray(cipServices.id, serviceIds)),
    db
      .select({ id: cipSuites.id, title: cipSuites.title, titleEn: cipSuites.titleEn, titleAr: cipSuites.titleAr })
      .from(cipSuites)
      .where(inArray(cipSuites.serviceId, serviceIds)),
    db
      .select({
        id: cipTransfers.id,
        title: cipTransfers.title,
        titleEn: cipTransfers.titleEn,
        titleAr: cipTransfers.titleAr,
      })
      .from(cipTransfers)
      .where(inArray(cipTransfers.serviceId, serviceIds)),
  ]);
  const [service, suite, transfer] = [names(services), names(suites), names(transfers)];
  return rows.map((r) => ({
    ...r,
    tariff: {
      ...r.tariff,
      title: service.get(r.serviceId) ?? r.tariff.title,
      suites: r.tariff.suites.map((x) => ({ ...x, title: suite.get(x.id) ?? x.title })),
    },
    transfer: r.transfer && { ...r.transfer, title: transfer.get(r.transfer.transferId) ?? r.transfer.title },
  }));
}

/** The airport a reservation is served at. */
function reservationAirport(loaded: LoadedCipOrder, r: ReservationRow) {
  const fo = loaded.flightOrders.find((f) => f.id === r.flightOrderId)!;
  const flight = loaded.flights.get(fo.flightId)!;
  return r.reservationType === 1
    ? { airport: flight.destination, terminal: flight.destinationTerminal, flight }
    : { airport: flight.origin, terminal: flight.originTerminal, flight };
}

/**
 * The sides still to serve (all of them once every side is served): a round trip whose departure was served on its
 * day is judged by its way back, so its edit window and refund share are not those of a flight already gone.
 */
function openSides(loaded: LoadedCipOrder) {
  const open = loaded.reservations.filter((r) => !isServed(r));
  return open.length ? open : loaded.reservations;
}

/** When edits and cancellation close: the earliest cut-off of the order's reservations still to serve. */
export function editableUntil(loaded: LoadedCipOrder): Date {
  const times = openSides(loaded).map((r) => {
    const { airport, flight } = reservationAirport(loaded, r);
    return cutoffAt(flight, airport).getTime();
  });
  return new Date(Math.min(...times));
}

/** Departure of the order's earliest flight. */
export function firstFlightAt(loaded: LoadedCipOrder): Date {
  return new Date(Math.min(...[...loaded.flights.values()].map((f) => f.flight.departureAt.getTime())));
}

/** Money received and not given back. */
export const netPaid = (order: OrderRow) => order.paidAmount - order.refundedAmount;

/** What an order holds and has received, as the domain's refund rule reads it. */
export const bookingMoney = (order: OrderRow) => ({ total: order.totalPrice, net: netPaid(order) });

/**
 * The order's cancellation policy and its refund share at `now`: what comes back of any amount that leaves the
 * booking then (a cancellation, or what an edit removes).
 */
export function policyShareAt(loaded: LoadedCipOrder, now: Date) {
  const first = loaded.reservations[0];
  const policy = first ? reservationAirport(loaded, first).airport.cancellationPolicy : [];
  const nextFlightAt = Math.min(
    ...openSides(loaded).map((r) => reservationAirport(loaded, r).flight.flight.departureAt.getTime()),
  );
  const hoursLeft = (nextFlightAt - now.getTime()) / HOUR_MS;
  return { policy, percent: refundPercentAt(policy, hoursLeft) };
}

/** A side the VIP desk has served (checked in) or held for travellers who never came: its money is spent. */
export const isServed = (r: ReservationRow) => r.checkedInAt !== null || r.noShowAt !== null;

/** Why a booking cannot be cancelled, in each language the site reads. */
const CANNOT_CANCEL: Record<'canceled' | 'completed' | 'served' | 'late', Record<Lang, string>> = {
  canceled: {
    fa: 'این رزرو پیش‌تر لغو شده است.',
    en: 'This booking has already been cancelled.',
    ar: 'أُلغي هذا الحجز من قبل.',
  },
  completed: {
    fa: 'خدمات این رزرو انجام شده و لغو آن ممکن نیست.',
    en: "This booking's services have been delivered, so it can't be cancelled.",
    ar: 'قُدّمت خدمات هذا الحجز، فلا يمكن إلغاؤه.',
  },
  served: {
    fa: 'مسافران این رزرو در فرودگاه پذیرش شده‌اند و بخشی از خدمات انجام شده است؛ لغو و بازگشت وجه آن ممکن نیست.',
    en: "This booking's travellers have been checked in at the airport and part of the service has been delivered; it can't be cancelled or refunded.",
    ar: 'استُقبل مسافرو هذا الحجز في المطار وقُدّم جزء من الخدمات؛ لا يمكن إلغاؤه ولا استرداد مبلغه.',
  },
  late: {
    fa: 'مهلت لغو این رزرو گذشته است؛ لغو فقط تا پیش از مهلت رزرو فرودگاه (چند ساعت پیش از پرواز) ممکن است.',
    en: "The deadline for cancelling this booking has passed; a booking can only be cancelled before the airport's booking deadline (a few hours before the flight).",
    ar: 'انتهت مهلة إلغاء هذا الحجز؛ لا يمكن الإلغاء إلا قبل انتهاء مهلة الحجز في المطار (قبل الرحلة ببضع ساعات).',
  },
};

/** The cancellation terms of an order at `now`: allowed, refund share and amount, or the reason in the reader's language. */
export function cancellationTerms(loaded: LoadedCipOrder, now: Date) {
  const { order } = loaded;
  const lang = loaded.lang ?? 'fa';
  const { policy, percent } = policyShareAt(loaded, now);
  let reason: string | null = null;
  if (order.status === OrderStatus.canceled) reason = CANNOT_CANCEL.canceled[lang];
  else if (order.status === OrderStatus.completed) reason = CANNOT_CANCEL.completed[lang];
  else if (loaded.reservations.some(isServed)) reason = CANNOT_CANCEL.served[lang];
  else if (now >= editableUntil(loaded)) reason = CANNOT_CANCEL.late[lang];
  return {
    allowed: reason === null,
    refund_percent: reason === null ? percent : 0,
    refund_amount: reason === null ? cancellationRefund(bookingMoney(order), percent) : 0,
    reason,
    policy,
  };
}

/** A booked transfer's trip as the member and the desk read it: where and when it picks up, and its stops. */
export function transferTrip(t: StoredTransfer) {
  return {
    title: t.title,
    address: t.address,
    date: t.date,
    time: t.time,
    latitude: t.latitude,
    longitude: t.longitude,
    stop_count: t.stopCount,
  };
}

/** A stored traveller as the API shows them. */
export function personView(p: PersonRow): PersonView {
  return { id: p.id, ...personToWire(p), role: p.role };
}

/** The reservations of a loaded order as its bill reads them. */
function billedReservationsOf(loaded: LoadedCipOrder) {
  return loaded.reservations.map((r) => ({
    orderType: loaded.flightOrders.find((f) => f.id === r.flightOrderId)?.orderType ?? 0,
    reservationType: r.reservationType,
    serviceTitle: r.tariff.title,
    lines: r.lines,
  }));
}

/** The pricing parts of a reservation's tariff snapshot (absent in one booked before fares and VAT). */
function reservationPricingView(t: LoadedCipOrder['reservations'][number]['tariff']) {
  const s = t.surcharges;
  return {
    ...(t.fares ? { fares: t.fares } : {}),
    ...(s
      ? {
          surcharges: {
            late_booking: s.lateBooking,
            night: s.night,
            holiday: s.holiday,
            utc_offset_minutes: s.utcOffsetMinutes,
          },
        }
      : {}),
    ...(t.vatPercent === undefined ? {} : { vat_percent: t.vatPercent }),
  };
}

/**
 * The pricing context of a stored reservation: its flight as it is now and the moment the order was placed (an
 * edit keeps the booking's late-booking surcharge, or its absence).
 */
export function storedPricingContext(loaded: LoadedCipOrder, r: LoadedCipOrder['reservations'][number]) {
  const { flight } = reservationAirport(loaded, r);
  // A booking is priced at its flight's scheduled times: a delay never adds a late or night surcharge to it.
  const scheduled = { departureAt: flight.flight.scheduledDepartureAt, arrivalAt: flight.flight.scheduledArrivalAt };
  return flightPricingContext(r.reservationType, scheduled, isInternational(flight), loaded.order.createdAt);
}

/** Whether a booking's voucher can be shown: paid and not cancelled. */
export const hasVoucher = (order: OrderRow) =>
  order.paymentStatus === PaymentStatus.paid && order.status !== OrderStatus.canceled;

export function cipOrderView(loaded: LoadedCipOrder, now: Date = new Date()): CipOrder {
  const { order } = loaded;
  const until = editableUntil(loaded);
  const terms = cancellationTerms(loaded, now);
  const live = LIVE_STATUSES.includes(order.status);
  const flights = loaded.flightOrders.map((fo) => {
    const flight = loaded.flights.get(fo.flightId)!;
    const reservations = loaded.reservations
      .filter((r) => r.flightOrderId === fo.id)
      .map((r) => {
        const { airport, terminal } = reservationAirport(loaded, r);
        const people = loaded.persons.filter((p) => p.reservationId === r.id);
        const suiteTitles = new Map(r.tariff.suites.map((s) => [s.id, s]));
        return {
          id: r.id,
          reservation_type: r.reservationType,
          service: {
            id: r.serviceId,
            title: r.tariff.title,
            service_type: r.tariff.serviceType,
            meeting_point: r.meetingPoint,
            desk_phone: airport.deskPhone,
            price: {
              passenger: r.tariff.passenger,
              greeter_attendant: r.tariff.greeterAttendant,
              pet: r.tariff.pet,
              parking: r.tariff.parking,
              wheelchair: r.tariff.wheelchair,
              visa: r.tariff.visa,
              ...reservationPricingView(r.tariff),
            },
          },
          airport: airport.title,
          terminal_id: terminal?.id ?? null,
          terminal: terminal?.title ?? null,
          visa_count: r.visaCount,
          visa_number: r.visaNumbers,
          suite_list: r.suiteIds.map((id) => ({
            suite_id: id,
            title: suiteTitles.get(id)?.title ?? '',
            price: suiteTitles.get(id)?.price ?? 0,
          })),
          suite_description: r.suiteDescription,
          wheelchair_count: r.wheelchairCount,
          indoor_wheelchair_count: r.indoorWheelchairCount,
          parking_count: r.parkingCount,
          parking_hour: r.parkingHours,
          pet_count: r.petCount,
          parking_price: r.lines.filter((l) => l.kind === 'parking').reduce((sum, l) => sum + l.amount, 0),
          note: r.note,
          note_list: r.note ? [r.note] : [],
          transfer: r.transfer
            ? {
                transfer_id: r.transfer.transferId,
                ...transferTrip(r.transfer),
                service_price: r.transfer.servicePrice,
                stop_price: r.transfer.stopPrice,
              }
            : null,
          passengers: people.filter((p) => p.role === PersonRole.passenger).map(personView),
          greeters: people.filter((p) => p.role === PersonRole.greeter).map(personView),
          attendants: people.filter((p) => p.role === PersonRole.attendant).map(personView),
          lines: r.lines.map((l) => ({
            kind: l.kind,
            label: l.label,
            count: l.count,
            unit_price: l.unitPrice,
            amount: l.amount,
          })),
          total_price: r.totalPrice,
        };
      });
    return {
      id: fo.id,
      order_type: fo.orderType,
      flight_class: fo.flightClass,
      flight: flightView(flight, now),
      reservations,
      total_price: reservations.reduce((sum, r) => sum + r.total_price, 0),
      rebooked_order_id: fo.rebookedOrderId,
    };
  });
  const net = netPaid(order);
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    status_label: statusLabel('order', order.status),
    payment_status: order.paymentStatus,
    payment_status_label: statusLabel('payment', order.paymentStatus),
    total_price: order.totalPrice,
    paid_amount: net,
    amount_due:
      order.paymentStatus === PaymentStatus.paid || order.paymentStatus === PaymentStatus.notPaid
        ? Math.max(0, live ? order.totalPrice - net : 0)
        : 0,
    refunded_amount: order.refundedAmount,
    created_at: order.createdAt.toISOString(),
    first_flight_at: firstFlightAt(loaded).toISOString(),
    editable_until: until.toISOString(),
    editable: live && now < until,
    pay_until: order.paymentStatus === PaymentStatus.notPaid && live ? (order.expiresAt?.toISOString() ?? null) : null,
    cancellation: {
      allowed: terms.allowed,
      refund_percent: terms.refund_percent,
      refund_amount: terms.refund_amount,
      reason: terms.reason,
    },
    cancellation_policy: terms.policy.map((w) => ({ hours_before: w.hoursBefore, refund_percent: w.refundPercent })),
    flight_orders: flights,
    voucher_available: hasVoucher(order),
    bill: order.bill ?? billOfReservations(billedReservationsOf(loaded)),
  };
}

/** The member's CIP order (404 when it is not theirs or not a CIP order). */
export async function memberCipOrder(db: Db, memberId: number, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      // An agency's booking is the agency's (its API and panel), not the member account it sits under.
      and(eq(orders.id, orderId), eq(orders.memberId, memberId), eq(orders.kind, 'cip'), isNull(orders.agencyId)),
    );
  return order;
}

// ── List ───────────────────────────────────────────────────────────────────────────────────────────────────

const firstFlightSql = sql<Date>`(select min(f.departure_at) from cip_flight_orders fo join cip_flights f on f.id = fo.flight_id where fo.order_id = ${qualified(orders.id)})`;

export async function listCipOrders(
  db: Db,
  owner: number | { agencyId: number },
  q: QueryOf<typeof api.listCipOrders>,
  now: Date = new Date(),
  lang: Lang = 'fa',
) {
  // A member's own bookings, or (the agency API) every booking of one agency.
  const where = and(
    typeof owner === 'number'
      ? and(eq(orders.memberId, owner), isNull(orders.agencyId))
      : eq(orders.agencyId, owner.agencyId),
    eq(orders.kind, 'cip'),
    q.status === undefined ? undefined : eq(orders.status, q.status),
    searchWhere(q, [orders.searchTextSearch]),
  );
  const order = parseSort(
    q.sort,
    { id: orders.id, created_at: orders.createdAt, total_price: orders.totalPrice, first_flight_at: firstFlightSql },
    [desc(orders.createdAt), desc(orders.id)],
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const items: CipOrderListItem[] = [];
  for (const row of rows) {
    const loaded = await loadCipOrder(db, row, lang);
    const view = cipOrderView(loaded, now);
    items.push({
      id: view.id,
      reference: view.reference,
      status: view.status,
      status_label: view.status_label,
      payment_status: view.payment_status,
      payment_status_label: view.payment_status_label,
      total_price: view.total_price,
      amount_due: view.amount_due,
      created_at: view.created_at,
      first_flight_at: view.first_flight_at,
      flights: view.flight_orders.map((fo) => flightSummary(fo.order_type, fo.flight)),
      passengers_count: view.flight_orders[0]?.reservations[0]?.passengers.length ?? 0,
      editable: view.editable,
    });
  }
  return listEnvelope(items, total, q.limit, q.offset);
}

function flightSummary(orderType: number, f: FlightBriefView) {
  return {
    order_type: orderType,
    flight_number: f.flight_number,
    airline: f.airline.title,
    origin: f.origin.city,
    destination: f.destination.city,
    date: f.date,
    time: f.time,
  };
}
