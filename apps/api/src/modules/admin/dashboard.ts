import type { Db } from '../../db/client';
import { failedSmsCount } from '../../outbox/outbox';
import { deskBookingCount, deskHourCounts } from '../cipservice/desk-counts';
import { tehranDate } from '../cipservice/schedule';
import { pendingTopUpCount } from '../credit/desk-counts';
import { paidRevenueByDay } from '../order/queries';
import { ordersToShipCount } from '../store/desk-counts';
import { openTicketCount, waitingTicketsPerDesk } from '../ticketing/desk-counts';

const DAYS = 30;

/**
 * The back office's home: today's work at every desk (each number from the module that owns it) and the money of the
 * last 30 days (paid orders net of refunds, by paid day).
 */
export async function dashboardOf(db: Db, now = new Date()) {
  const today = tehranDate(now);
  const since = tehranDate(now, -(DAYS - 1));
  const [cipToday, bookingsTomorrow, openTickets, ticketsWaiting, pendingTopups, toShip, failedSms, revenueRows] =
    await Promise.all([
      deskHourCounts(db, today),
      deskBookingCount(db, tehranDate(now, 1)),
      openTicketCount(db),
      waitingTicketsPerDesk(db),
      pendingTopUpCount(db),
      ordersToShipCount(db),
      failedSmsCount(db, now),
      paidRevenueByDay(db, since),
    ]);
  const byDay = new Map(revenueRows.map((r) => [r.day, r]));
  const revenue = Array.from({ length: DAYS }, (_, i) => {
    const date = tehranDate(now, i - (DAYS - 1));
    const row = byDay.get(date);
    return { date, amount: Number(row?.amount ?? 0), orders: row?.n ?? 0 };
  });
  return {
    today,
    cip_bookings_today: cipToday.reduce((sum, slot) => sum + slot.bookings, 0),
    cip_bookings_tomorrow: bookingsTomorrow,
    cip_today: cipToday,
    open_tickets: openTickets,
    tickets_waiting: ticketsWaiting,
    pending_topups: pendingTopups,
    store_orders_to_ship: toShip,
    failed_sms: failedSms,
    revenue,
  };
}
