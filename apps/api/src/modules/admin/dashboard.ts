import { OrderStatus, PaymentStatus } from '@vip/domain';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tehranDate } from '../cipservice/schedule';
import { creditRequests } from '../credit/requests-schema';
import { orders } from '../order/schema';
import { tickets } from '../ticketing/schema';
import { TICKET_STATUS } from '@vip/domain';
import { storeShipments } from './schema';
import { deskBookingCount } from './vip-desk';

const DAYS = 30;

/** The back office's home: today's work and money of the last 30 days (paid orders net of refunds, by paid day). */
export async function dashboardOf(db: Db, now = new Date()) {
  const today = tehranDate(now);
  const since = tehranDate(now, -(DAYS - 1));
  const paidDay = sql<string>`to_char((${orders.paidAt} at time zone 'Asia/Tehran')::date, 'YYYY-MM-DD')`;
  const [bookingsToday, bookingsTomorrow, [open], [pending], [toShip], revenueRows] = await Promise.all([
    deskBookingCount(db, today),
    deskBookingCount(db, tehranDate(now, 1)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(inArray(tickets.status, [TICKET_STATUS.open, TICKET_STATUS.waitingForCustomer, TICKET_STATUS.answered])),
    db.select({ n: sql<number>`count(*)::int` }).from(creditRequests).where(eq(creditRequests.state, 'pending')),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .leftJoin(storeShipments, eq(storeShipments.orderId, orders.id))
      .where(
        and(
          eq(orders.kind, 'store'),
          eq(orders.paymentStatus, PaymentStatus.paid),
          eq(orders.status, OrderStatus.wait),
          isNull(storeShipments.orderId),
        ),
      ),
    db
      .select({
        day: paidDay,
        amount: sql<string>`sum(${orders.paidAmount} - ${orders.refundedAmount})`,
        n: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(and(gte(sql`(${orders.paidAt} at time zone 'Asia/Tehran')::date`, sql`${since}::date`)))
      .groupBy(paidDay),
  ]);
  const byDay = new Map(revenueRows.map((r) => [r.day, r]));
  const revenue = Array.from({ length: DAYS }, (_, i) => {
    const date = tehranDate(now, i - (DAYS - 1));
    const row = byDay.get(date);
    return { date, amount: Number(row?.amount ?? 0), orders: row?.n ?? 0 };
  });
  return {
    today,
    cip_bookings_today: bookingsToday,
    cip_bookings_tomorrow: bookingsTomorrow,
    open_tickets: open.n,
    pending_topups: pending.n,
    store_orders_to_ship: toShip.n,
    revenue,
  };
}
