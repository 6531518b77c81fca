import { AGENCY_LEDGER_KIND_LABELS, type agencyStatement } from '@vip/contract';
import { jalaliToIsoDate, parseJalaliMonth } from '@vip/domain';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { findOrder } from '../order/queries';
import { agencyLedger } from './schema';

/*
 * The agency's monthly statement (docs/agencies.md, "Statement"): every ledger entry of one Jalali month in
 * Asia/Tehran, the balance before and after it, and the gross / commission / net of its bookings less its refunds.
 * Balances are the ledger's signed sum: negative = the agency owes that much.
 */

type AgencyStatement = z.infer<typeof agencyStatement>;

/** Iran keeps +03:30 all year (no daylight saving since 1401), so a Tehran midnight is a fixed UTC instant. */
const TEHRAN_OFFSET = '+03:30';

/** The [from, to) instants of a Jalali month `YYYY-MM` (any digit set), or null when it is not a month. */
export function jalaliMonthWindow(month: string): { from: Date; to: Date } | null {
  const m = parseJalaliMonth(month);
  if (!m) return null;
  const first = jalaliToIsoDate(m.year, m.month, 1);
  const next = m.month === 12 ? jalaliToIsoDate(m.year + 1, 1, 1) : jalaliToIsoDate(m.year, m.month + 1, 1);
  if (!first || !next) return null;
  return { from: new Date(`${first}T00:00:00${TEHRAN_OFFSET}`), to: new Date(`${next}T00:00:00${TEHRAN_OFFSET}`) };
}

/** The statement of `agencyId` for a Jalali month; a month that does not exist is a Persian 400. */
export async function buildAgencyStatement(db: Db, agencyId: number, month: string): Promise<AgencyStatement> {
  const window = jalaliMonthWindow(month);
  if (!window) throw badRequest('month', 'ماه را به شکل YYYY-MM (خورشیدی) بنویسید؛ مثلاً ۱۴۰۵-۰۹.');
  const [opening] = await db
    .select({ sum: sql<string>`coalesce(sum(${agencyLedger.amountRials}), 0)` })
    .from(agencyLedger)
    .where(and(eq(agencyLedger.agencyId, agencyId), lt(agencyLedger.createdAt, window.from)));
  const rows = await db
    .select()
    .from(agencyLedger)
    .where(
      and(
        eq(agencyLedger.agencyId, agencyId),
        gte(agencyLedger.createdAt, window.from),
        lt(agencyLedger.createdAt, window.to),
      ),
    )
    .orderBy(asc(agencyLedger.createdAt), asc(agencyLedger.id));

  const orderIds = [...new Set(rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId])))];
  const orderRows = await Promise.all(orderIds.map((id) => findOrder(db, id)));
  const ordersById = new Map(orderRows.flatMap((o) => (o ? [[o.id, o] as const] : [])));

  const totals = { gross: 0, commission: 0, net: 0 };
  const openingBalance = Number(opening?.sum ?? 0);
  let balance = openingBalance;
  const lines = rows.map((r) => {
    balance += r.amountRials;
    const order = r.orderId === null ? undefined : ordersById.get(r.orderId);
    const isMoneyOfBooking = r.kind === 'booking' || r.kind === 'refund';
    // A refund gives back part of a booking: it lowers the month's gross, commission and net alike.
    const sign = r.kind === 'refund' ? -1 : 1;
    const net = isMoneyOfBooking ? Math.abs(r.amountRials) : null;
    const gross = isMoneyOfBooking ? (r.grossRials ?? net) : null;
    const commission = isMoneyOfBooking ? (r.commissionRials ?? 0) : null;
    if (isMoneyOfBooking) {
      totals.gross += sign * (gross ?? 0);
      totals.commission += sign * (commission ?? 0);
      totals.net += sign * (net ?? 0);
    }
    return {
      id: r.id,
      kind: r.kind,
      kind_label: AGENCY_LEDGER_KIND_LABELS[r.kind],
      order_id: r.orderId,
      order_reference: order?.reference ?? null,
      customer_name: order?.customerName ?? null,
      gross,
      commission,
      net,
      amount: r.amountRials,
      note: r.note,
      created_by: r.createdBy,
      created_at: r.createdAt.toISOString(),
    };
  });
  return { month, opening_balance: openingBalance, lines, totals, closing_balance: balance };
}
