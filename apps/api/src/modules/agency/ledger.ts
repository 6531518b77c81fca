import { AsyncLocalStorage } from 'node:async_hooks';
import { agencyPriceOf, formatToman } from '@vip/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiError, notFound } from '../../http/errors';
import { agencies, agencyLedger } from './schema';

/** Who wrote a ledger line (`created_by`, docs/agencies.md). */
export type AgencyActor = { kind: 'agency-key'; id: number } | { kind: 'member'; id: number };

/**
 * Who is acting for the agency while the members' paths run for it (a cancel or a change of flight by its key or
 * agent). Those paths write the agency's refund or charge deep inside (credit/ledger.ts → refundToAgency,
 * settleNewTotal → chargeAgencyBooking) and know nothing of the caller; the scope lets those lines name who asked
 * instead of `system`, without threading an actor through every members' function.
 */
const actingForAgency = new AsyncLocalStorage<AgencyActor>();

/** Runs `work` with `actor` named on the agency ledger lines it writes. */
export function asAgencyActor<T>(actor: AgencyActor, work: () => Promise<T>): Promise<T> {
  return actingForAgency.run(actor, work);
}

/** `created_by` of a line: the actor given, else the one acting for the agency now, else `system` (an airline's move). */
export const actorLabel = (actor: AgencyActor | 'system') => {
  const who = actor === 'system' ? actingForAgency.getStore() : actor;
  return who ? `${who.kind}:${who.id}` : 'system';
};

/** The agency's signed ledger sum (negative: it owes that much). */
async function balanceOf(tx: Db, agencyId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${agencyLedger.amountRials}), 0)` })
    .from(agencyLedger)
    .where(eq(agencyLedger.agencyId, agencyId));
  return Number(row?.sum ?? 0);
}

/**
 * Charges a new booking's net price to the agency, inside the booking's transaction: the agency row is locked
 * (`FOR UPDATE`) first, so concurrent bookings are charged one after the other and each sees what the last left.
 * Beyond the credit line: 409 `agency_credit_exceeded` naming the shortfall; a suspended agency: 401.
 */
export async function chargeAgencyBooking(
  tx: Db,
  agencyId: number,
  order: { id: number; reference: string; totalPrice: number },
  actor: AgencyActor | 'system',
  gross: number = order.totalPrice,
  note = `رزرو ${order.reference}`,
) {
  const [agency] = await tx.select().from(agencies).where(eq(agencies.id, agencyId)).for('update');
  if (!agency) throw notFound('آژانس');
  if (agency.status !== 'active') throw apiError('agency_suspended');
  const price = agencyPriceOf(gross, agency.commissionBp);
  const used = Math.max(0, -(await balanceOf(tx, agencyId)));
  const available = Math.max(0, agency.creditLimitRials - used);
  if (price.net > available) {
    throw apiError(
      'agency_credit_exceeded',
      `اعتبار آژانس برای این رزرو کافی نیست: مبلغ خالص ${formatToman(price.net)} است و اعتبار باقی‌مانده ${formatToman(available)}؛ ${formatToman(price.net - available)} کم است. برای افزایش سقف اعتبار با واحد مالی تماس بگیرید.`,
    );
  }
  if (price.net > 0) {
    await tx.insert(agencyLedger).values({
      agencyId,
      kind: 'booking',
      amountRials: -price.net,
      orderId: order.id,
      grossRials: price.gross,
      commissionRials: price.commission,
      note,
      createdBy: actorLabel(actor),
    });
  }
  return price;
}

/** What the agency was charged for an order and has had back so far (gross, commission, net; all positive). */
export async function agencyMoneyOf(tx: Db, orderId: number) {
  const rows = await tx
    .select({
      kind: agencyLedger.kind,
      gross: sql<string>`coalesce(sum(${agencyLedger.grossRials}), 0)`,
      commission: sql<string>`coalesce(sum(${agencyLedger.commissionRials}), 0)`,
      amount: sql<string>`coalesce(sum(${agencyLedger.amountRials}), 0)`,
    })
    .from(agencyLedger)
    .where(and(eq(agencyLedger.orderId, orderId), inArray(agencyLedger.kind, ['booking', 'refund'])))
    .groupBy(agencyLedger.kind);
  const of = (kind: 'booking' | 'refund') => {
    const r = rows.find((x) => x.kind === kind);
    return {
      gross: Number(r?.gross ?? 0),
      commission: Number(r?.commission ?? 0),
      net: Math.abs(Number(r?.amount ?? 0)),
    };
  };
  return { charged: of('booking'), refunded: of('refund') };
}

/**
 * Returns an agency order's refund to the agency's ledger (never to a wallet): `grossRefundedAfter` is the order's
 * refunded amount (gross, the public price) once this refund is counted. The net given back so far is kept at
 * round(refunded gross × charged net / charged gross), so the shares of many refunds add up to the charged net
 * exactly and never beyond it. Answers the net of this refund (0 when nothing is due).
 */
export async function refundToAgency(
  tx: Db,
  agencyId: number,
  order: { id: number; reference: string },
  grossRefundedAfter: number,
  why: string,
): Promise<number> {
  // The agency row is the lock of its ledger: refunds and bookings of one agency are written one at a time.
  await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId)).for('update');
  const { charged, refunded } = await agencyMoneyOf(tx, order.id);
  if (charged.gross <= 0) return 0;
  const gross = Math.min(grossRefundedAfter, charged.gross);
  const netTarget = Math.min(charged.net, Math.round((gross * charged.net) / charged.gross));
  const commissionTarget = Math.min(charged.commission, Math.round((gross * charged.commission) / charged.gross));
  const net = netTarget - refunded.net;
  if (net <= 0) return 0;
  await tx.insert(agencyLedger).values({
    agencyId,
    kind: 'refund',
    amountRials: net,
    orderId: order.id,
    grossRials: Math.max(0, gross - refunded.gross),
    commissionRials: Math.max(0, commissionTarget - refunded.commission),
    note: why,
    createdBy: actorLabel('system'),
  });
  return net;
}

/** The agency's name, for what its customer reads (the voucher); null for an unknown id. */
export async function agencyNameOf(db: Db, agencyId: number): Promise<string | null> {
  const [row] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId));
  return row?.name ?? null;
}
