/** SMS of a CIP booking through the outbox (in the transaction of the change) and the day-before reminder loop. */
import { formatJalaliDate, formatToman, OrderStatus, PaymentStatus, PersonRole, toPersianDigits } from '@vip/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { enqueueSms } from '../../outbox/outbox';
import { type PeriodicTask, periodicTask } from '../../periodic';
import type { OrderRow } from '../order/hooks';
import { orders } from '../order/schema';
import { members } from '../member/schema';
import { type FlightRow, localParts } from './catalogue';
import { cipAirports, cipFlightOrders, cipFlightPatterns, cipFlights, cipPersons, cipReservations } from './schema';

/**
 * Where a booking's SMS go: the member's mobile and each flight's first passenger's when it differs (the booker is
 * often not the traveller), each once.
 */
async function recipientsOf(tx: Db, order: OrderRow): Promise<string[]> {
  const [member] = await tx.select({ mobile: members.mobile }).from(members).where(eq(members.id, order.memberId));
  const firsts = await tx
    .selectDistinctOn([cipReservations.flightOrderId], { mobile: cipPersons.mobile })
    .from(cipPersons)
    .innerJoin(cipReservations, eq(cipReservations.id, cipPersons.reservationId))
    .where(and(eq(cipReservations.orderId, order.id), eq(cipPersons.role, PersonRole.passenger)))
    .orderBy(asc(cipReservations.flightOrderId), asc(cipReservations.id), asc(cipPersons.position));
  const all = [member?.mobile, ...firsts.map((p) => p.mobile)].filter((m): m is string => Boolean(m));
  return [...new Set(all)];
}

/** What a booking's SMS says about a change the customer should know of. */
export type CipEvent =
  | 'paid'
  | 'confirmed'
  | 'canceled'
  | 'flight-canceled'
  | 'delayed'
  | 'flight-changed'
  | 'greeter'
  | 'reminder'
  | 'checked-in'
  | 'no-show';

/** A flight's local departure for an SMS: «IR 721 پنج‌شنبه ۶ آذر ساعت ۱۶:۳۰ از فرودگاه مهرآباد» (the flight code as printed). */
export function flightMoment(f: FlightRow) {
  const local = localParts(f.flight.departureAt, f.origin.utcOffsetMinutes);
  const date = formatJalaliDate(f.flight.departureAt, { style: 'long' }).replace(/ [۰-۹]{4}$/, '');
  return `${f.pattern.flightNumber} ${date} ساعت ${toPersianDigits(local.time)} از ${f.origin.title}`;
}

/** The greeter of an SMS: «خوشامدگوی شما: نام، ۰۹۱۲…». */
const greeterLine = (g: { name: string; mobile: string }) =>
  `خوشامدگوی شما ${g.name} با شماره ${toPersianDigits(g.mobile)} است.`;

/**
 * Queues the SMS of a booking event to every recipient (recipientsOf): paid (with the voucher link), provider
 * confirmed, cancelled (with the refund), the flight cancelled (refund, or a free change of flight), delayed (the new
 * time), flight changed, greeter assigned, the day-before reminder, travellers received at the desk, a no-show.
 */
export async function notifyCip(
  tx: Db,
  order: OrderRow,
  event: CipEvent,
  extra: {
    refunded?: number;
    flight?: string;
    when?: string;
    link?: string;
    greeter?: { name: string; mobile: string } | null;
  } = {},
) {
  const recipients = await recipientsOf(tx, order);
  if (!recipients.length) return;
  const ref = toPersianDigits(order.reference);
  const refund = extra.refunded
    ? ` مبلغ ${formatToman(extra.refunded)} به کیف پول شما بازگشت.`
    : ' مبلغی بازگشت داده نشد.';
  const bodies: Record<CipEvent, () => string> = {
    paid: () => `آسمان ویژه: رزرو سی‌آی‌پی ${ref} پرداخت شد. واچر: ${extra.link}`,
    confirmed: () => `آسمان ویژه: رزرو سی‌آی‌پی ${ref} از سوی فرودگاه تأیید شد. واچر در بخش سفارش‌های شما آماده است.`,
    canceled: () => `آسمان ویژه: رزرو ${ref} لغو شد.${refund}`,
    'flight-canceled': () =>
      `آسمان ویژه: پرواز ${extra.flight} رزرو ${ref} لغو شد و تمام مبلغ (${formatToman(extra.refunded ?? 0)}) به کیف پول شما بازگشت. می‌توانید تا ۷ روز پرواز دیگری از همین مسیر را بدون کارمزد رزرو کنید.`,
    delayed: () =>
      `آسمان ویژه: پرواز رزرو ${ref} تأخیر دارد؛ زمان جدید: ${extra.when}. خدمات شما با زمان جدید انجام می‌شود.`,
    'flight-changed': () => `آسمان ویژه: پرواز رزرو ${ref} تغییر کرد؛ پرواز جدید: ${extra.when}.`,
    greeter: () => `آسمان ویژه: رزرو ${ref}؛ ${extra.greeter ? greeterLine(extra.greeter) : ''}`,
    reminder: () =>
      `آسمان ویژه: یادآوری رزرو ${ref}؛ پرواز ${extra.flight} فردا ${extra.when}. لطفاً دو ساعت پیش از پرواز در محل ملاقات باشید.${extra.greeter ? ` ${greeterLine(extra.greeter)}` : ''}`,
    'checked-in': () => `آسمان ویژه: مسافران رزرو ${ref} در فرودگاه پذیرش شدند. سفر خوشی داشته باشید.`,
    'no-show': () =>
      `آسمان ویژه: در زمان پرواز رزرو ${ref} کسی به میز خدمات مراجعه نکرد و عدم حضور ثبت شد؛ طبق قوانین مبلغی بازگشت داده نمی‌شود. اگر اشتباهی رخ داده با پشتیبانی تماس بگیرید.`,
  };
  const body = bodies[event]();
  for (const recipient of recipients) {
    await enqueueSms(tx, { recipient, template: `cip-${event}`, token: order.reference, body });
  }
}

/** Paid, live bookings whose flight leaves within `hours` and has had no reminder: one reminder SMS each. */
export async function sendDayBeforeReminders(db: Db, now: Date = new Date(), hours = 24) {
  const due = await db
    .select({ flightOrderId: cipFlightOrders.id, orderId: cipFlightOrders.orderId })
    .from(cipFlightOrders)
    .innerJoin(cipFlights, eq(cipFlights.id, cipFlightOrders.flightId))
    .innerJoin(orders, eq(orders.id, cipFlightOrders.orderId))
    .where(
      and(
        isNull(cipFlightOrders.reminderSentAt),
        gt(cipFlights.departureAt, now),
        lte(cipFlights.departureAt, new Date(now.getTime() + hours * 3_600_000)),
        eq(orders.paymentStatus, PaymentStatus.paid),
        inArray(orders.status, [OrderStatus.wait, OrderStatus.providerPending, OrderStatus.providerConfirmed]),
      ),
    )
    .limit(200);
  let sent = 0;
  for (const row of due) {
    await db.transaction(async (tx) => {
      // Claimed by a conditional update, so two instances never remind twice.
      const [claimed] = await tx
        .update(cipFlightOrders)
        .set({ reminderSentAt: now })
        .where(and(eq(cipFlightOrders.id, row.flightOrderId), isNull(cipFlightOrders.reminderSentAt)))
        .returning();
      if (!claimed) return;
      const [info] = await tx
        .select({
          order: orders,
          number: cipFlightPatterns.flightNumber,
          at: cipFlights.departureAt,
          origin: cipAirports,
        })
        .from(cipFlights)
        .innerJoin(cipFlightPatterns, eq(cipFlightPatterns.id, cipFlights.patternId))
        .innerJoin(cipAirports, eq(cipAirports.id, cipFlightPatterns.originAirportId))
        .innerJoin(orders, eq(orders.id, row.orderId))
        .where(eq(cipFlights.id, claimed.flightId));
      const local = localParts(info.at, info.origin.utcOffsetMinutes);
      // The greeter the desk assigned and has not told yet comes with the reminder.
      const [greeter] = await tx
        .update(cipReservations)
        .set({ greeterNotifiedAt: now })
        .where(
          and(
            eq(cipReservations.flightOrderId, claimed.id),
            isNotNull(cipReservations.greeterName),
            isNull(cipReservations.greeterNotifiedAt),
          ),
        )
        .returning({ name: cipReservations.greeterName, mobile: cipReservations.greeterMobile });
      await notifyCip(tx, info.order, 'reminder', {
        flight: info.number,
        when: `ساعت ${toPersianDigits(local.time)} از ${info.origin.title}`,
        greeter: greeter?.name && greeter.mobile ? { name: greeter.name, mobile: greeter.mobile } : null,
      });
      sent += 1;
    });
  }
  return sent;
}

/** How often the CIP loop runs: reminders, and the rolling schedule kept 60 days ahead. */
export const CIP_LOOP_INTERVAL_MS = 15 * 60_000;

/** The CIP background loop of one instance (reminders; schedule extension). */
export function cipLoop(opts: {
  db: Db;
  /** The database, for the one-instance lock: two instances never run the loop at the same time. */
  database: Pick<Database, 'db' | 'kind'>;
  log: FastifyBaseLogger;
  intervalMs: number;
  extend: () => Promise<unknown>;
}): PeriodicTask {
  return periodicTask({
    name: 'cip-loop',
    log: opts.log,
    intervalMs: opts.intervalMs,
    oneInstance: opts.database,
    firstDelayMs: 30_000,
    round: async () => {
      await opts.extend();
      await sendDayBeforeReminders(opts.db);
    },
  });
}
