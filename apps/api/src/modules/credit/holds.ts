import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { appendLedger, lockWallet } from './ledger';
import { creditTransactions } from './schema';

/**
 * Wallet holds (docs/payments.md): when the wallet pays part of an order and a bank the rest, the wallet part is set aside
 * (a `hold` entry, negative, naming the bank payment) instead of spent, so a bank that fails or a payer who cancels
 * costs the member nothing. A hold ends exactly once with a `release` entry (unique payment_id + kind, and checked
 * under the wallet lock): at once when the bank step fails or the order is cancelled or expires, or just before the
 * wallet's spend when the bank pays. The balance (the ledger's sum) never counts held money as available.
 */

/** Sets `amount` Rials of the member's wallet aside for bank payment `paymentId` (409 when the wallet is short). */
export function holdForPayment(
  tx: Db,
  p: { memberId: number; orderId: number; paymentId: number; amount: number; reference: string },
) {
  return appendLedger(tx, {
    memberId: p.memberId,
    kind: 'hold',
    amount: -p.amount,
    orderId: p.orderId,
    paymentId: p.paymentId,
    note: `مسدود برای پرداخت سفارش ${p.reference} تا پاسخ بانک`,
  });
}

/**
 * Ends the hold of bank payment `paymentId`, if it has one still held: a `release` entry gives the money back to the
 * balance. Answers the Rials released (0 when there was no hold or it had already ended).
 */
export async function releaseHold(tx: Db, paymentId: number, note: string): Promise<number> {
  const [hold] = await tx
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.paymentId, paymentId), eq(creditTransactions.kind, 'hold')));
  if (!hold) return 0;
  // Under the wallet lock, so two releases of one hold (a callback and a cancel at once) run one after the other.
  await lockWallet(tx, hold.memberId);
  const [released] = await tx
    .select({ id: creditTransactions.id })
    .from(creditTransactions)
    .where(and(eq(creditTransactions.paymentId, paymentId), eq(creditTransactions.kind, 'release')));
  if (released) return 0;
  await appendLedger(tx, {
    memberId: hold.memberId,
    kind: 'release',
    amount: -hold.amount,
    orderId: hold.orderId,
    paymentId,
    note,
  });
  return -hold.amount;
}

/** Ends every hold an order still has (cancelled or expired): answers the Rials released. */
export async function releaseOrderHolds(tx: Db, orderId: number, note: string): Promise<number> {
  const live = await tx
    .select({ paymentId: creditTransactions.paymentId })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.orderId, orderId),
        eq(creditTransactions.kind, 'hold'),
        sql`not exists (select 1 from ${creditTransactions} r where r.payment_id = ${qualified(creditTransactions.paymentId)} and r.kind = 'release')`,
      ),
    );
  let total = 0;
  for (const { paymentId } of live) if (paymentId !== null) total += await releaseHold(tx, paymentId, note);
  return total;
}

/**
 * The holds of bank payments, by payment id (absent = no hold): Rials held, Rials released, and whether the bank's
 * own money was sent to the wallet too (a `refund` naming the payment: the order could no longer take it).
 */
export async function holdsOf(db: Db, paymentIds: number[]) {
  const found = new Map<number, { held: number; released: number; sentToWallet: boolean }>();
  if (paymentIds.length === 0) return found;
  const rows = await db
    .select({
      paymentId: creditTransactions.paymentId,
      kind: creditTransactions.kind,
      amount: creditTransactions.amount,
    })
    .from(creditTransactions)
    .where(
      and(
        inArray(creditTransactions.paymentId, paymentIds),
        inArray(creditTransactions.kind, ['hold', 'release', 'refund']),
      ),
    );
  for (const r of rows) {
    if (r.paymentId === null) continue;
    const entry = found.get(r.paymentId) ?? { held: 0, released: 0, sentToWallet: false };
    if (r.kind === 'hold') entry.held = -r.amount;
    else if (r.kind === 'release') entry.released = r.amount;
    else entry.sentToWallet = true;
    found.set(r.paymentId, entry);
  }
  return found;
}
