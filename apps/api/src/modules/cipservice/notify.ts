/** SMS of a CIP booking through the outbox (in the transaction of the change) and the day-before reminder loop. */
import { formatToman, OrderStatus, PaymentStatus, toPersianDigits } from '@vip/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { enqueueSms } from '../../outbox/outbox';
import { type PeriodicTask, periodicTask } from '../../periodic';
import type { OrderRow } from '../order/hooks';
import { orders } from '../order/schema';
import { members } from '../member/schema';
import { localParts } from './catalogue';
import { cipAirports, cipFlightOrders, cipFlightPatterns, cipFlights, cipPersons, cipReservations } from './schema';

/** Where a booking's SMS go: the member's mobile, else the first passenger's. */
async function recipientOf(tx: Db, order: OrderRow): Promise<string | null> {
  const [member] = await tx.select({ mobile: members.mobile }).from(members).where(eq(members.id, order.memberId));
  if (member?.mobile) return member.mobile;
  const [person] = await tx
    .select({ mobile: cipPersons.mobile })
    .from(cipPersons)
    .innerJoin(cipReservations, eq(cipReservations.id, cipPersons.reservationId))
    .where(and(eq(cipReservations.orderId, order.id), sql`${cipPersons.mobile} <> ''`))
    .orderBy(asc(cipPersons.id))
    .limit(1);
  return person?.mobile ?? null;
}

/** What a booking's SMS says about a change the customer should know of. */
export type CipEvent = 'confirmed' | 'canceled' | 'reminder' | 'checked-in' | 'no-show';

/**
 * Queues the SMS of a booking event: provider confirmed, cancelled (with the refund), the day-before reminder, the
 * travellers received at the desk (the booker is often not the traveller), and a no-show (nothing refunded).
 */
export async function notifyCip(
  tx: Db,
  order: OrderRow,
  event: CipEvent,
  extra: { refunded?: number; flight?: string; when?: string } = {},
) {
  const recipient = await recipientOf(tx, order);
  if (!recipient) return;
  const ref = toPersianDigits(order.reference);
  const bodies: Record<CipEvent, () => string> = {
    confirmed: () => `آسمان ویژه: رزرو سی‌آی‌پی ${ref} از سوی فرودگاه تأیید شد. واچر در بخش سفارش‌های شما آماده است.`,
    canceled: () =>
      `آسمان ویژه: رزرو ${ref} لغو شد.${extra.refunded ? ` مبلغ ${formatToman(extra.refunded)} به کیف پول شما بازگشت.` : ' مبلغی بازگشت داده نشد.'}`,
    reminder: () =>
      `آسمان ویژه: یادآوری رزرو ${ref}؛ پرواز ${extra.flight} فردا ${extra.when}. لطفاً دو ساعت پیش از پرواز در محل ملاقات باشید.`,
    'checked-in': () => `آسمان ویژه: مسافران رزرو ${ref} در فرودگاه پذیرش شدند. سفر خوشی داشته باشید.`,
    'no-show': () =>
      `آسمان ویژه: در زمان پرواز رزرو ${ref} کسی به میز خدمات مراجعه نکرد و عدم حضور ثبت شد؛ طبق قوانین مبلغی بازگشت داده نمی‌شود. اگر اشتباهی رخ داده با پشتیبانی تماس بگیرید.`,
  };
  const body = bodies[event]();
  await enqueueSms(tx, { recipient, template: `cip-${event}`, token: order.reference, body });
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
      await notifyCip(tx, info.order, 'reminder', {
        flight: info.number,
        when: `ساعت ${toPersianDigits(local.time)} از ${info.origin.title}`,
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
