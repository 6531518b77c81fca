/** SMS of a CIP booking through the outbox (in the transaction of the change) and the day-before reminder loop. */
import { OrderStatus, PaymentStatus, PersonRole } from '@vip/domain';
import { isLang, type Lang } from '@vip/contract';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { enqueueSms } from '../../outbox/outbox';
import { type PeriodicTask, periodicTask } from '../../periodic';
import type { OrderRow } from '../order/hooks';
import { orders } from '../order/schema';
import { memberSmsAddress } from '../member/queries';
import { type FlightRow, localParts } from './catalogue';
import {
  agencyCustomerCancelText,
  type CipEvent,
  type CipSmsExtra,
  cipSmsText,
  type SmsFlightMoment,
} from './sms-texts';
import { cipAirports, cipFlightOrders, cipFlightPatterns, cipFlights, cipPersons, cipReservations } from './schema';

/**
 * Where a booking's SMS go: the member's mobile (an agency's booking: its customer's, never the agent's) and each
 * flight's first passenger's when it differs (the booker is often not the traveller), each once.
 */
async function recipientsOf(tx: Db, order: OrderRow): Promise<{ mobiles: string[]; lang: Lang }> {
  // An agency's customer reads the language the agency booked in (/v1/agency/en/…), Persian when not recorded.
  const member = order.customerMobile
    ? { mobile: order.customerMobile, locale: order.customerLocale ?? 'fa' }
    : await memberSmsAddress(tx, order.memberId);
  const firsts = await tx
    .selectDistinctOn([cipReservations.flightOrderId], { mobile: cipPersons.mobile })
    .from(cipPersons)
    .innerJoin(cipReservations, eq(cipReservations.id, cipPersons.reservationId))
    .where(and(eq(cipReservations.orderId, order.id), eq(cipPersons.role, PersonRole.passenger)))
    .orderBy(asc(cipReservations.flightOrderId), asc(cipReservations.id), asc(cipPersons.position));
  const all = [member?.mobile, ...firsts.map((p) => p.mobile)].filter((m): m is string => Boolean(m));
  // Everyone of the booking reads the member's language: the booker chose it for the trip.
  return { mobiles: [...new Set(all)], lang: isLang(member?.locale) ? member.locale : 'fa' };
}

export type { CipEvent };

/** A departure as an SMS tells it, left for the text to word in the recipients' language. */
function momentAt(
  flight: string,
  departureAt: Date,
  origin: Pick<FlightRow['origin'], 'utcOffsetMinutes' | 'title' | 'titleEn' | 'titleAr'>,
): SmsFlightMoment {
  const { date, time } = localParts(departureAt, origin.utcOffsetMinutes);
  return { flight, date, time, airport: { title: origin.title, titleEn: origin.titleEn, titleAr: origin.titleAr } };
}

/**
 * A flight's local departure for an SMS (the flight code as printed, the day and hour at its airport), worded by the
 * text: «IR 721 پنج‌شنبه ۶ آذر ساعت ۱۶:۳۰ از فرودگاه مهرآباد», «IR 721 on Thursday 26 November at 16:30 from …».
 */
export function flightMoment(f: FlightRow): SmsFlightMoment {
  return momentAt(f.pattern.flightNumber, f.flight.departureAt, f.origin);
}

/**
 * Queues the SMS of a booking event to every recipient (recipientsOf): paid (with the voucher link), provider
 * confirmed, cancelled (with the refund), the flight cancelled (refund, or a free change of flight), delayed (the new
 * time), flight changed, greeter assigned, the day-before reminder, travellers received at the desk, a no-show.
 */
export async function notifyCip(tx: Db, order: OrderRow, event: CipEvent, extra: CipSmsExtra = {}) {
  const { mobiles: recipients, lang } = await recipientsOf(tx, order);
  if (!recipients.length) return;
  const body =
    order.agencyId !== null && (event === 'canceled' || event === 'side-canceled' || event === 'flight-canceled')
      ? agencyCustomerCancelText(lang, event, order.reference, extra)
      : cipSmsText(lang, event, order.reference, extra);
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
        moment: momentAt(info.number, info.at, info.origin),
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
