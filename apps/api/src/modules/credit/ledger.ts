import { and, eq, sql } from 'drizzle-orm';
import type { LedgerKind } from '@vip/contract';
import { formatToman } from '@vip/domain';
import type { Db } from '../../db/client';
import { apiError } from '../../http/errors';
import { refundToAgency } from '../agency/ledger';
import { issueCreditNote } from '../invoice/service';
import { addRefundedAmount, lockOrder } from '../order/queries';
import { creditAccounts, creditTransactions } from './schema';

/** Refused: the entry would take the wallet below zero (409, Persian). */
export function insufficientCredit(balance: number) {
  return apiError('insufficient_credit', `موجودی کیف پول شما (${formatToman(balance)}) برای این کار کافی نیست.`);
}

/**
 * Locks the member's wallet row (creating it on first use) until the transaction ends: every ledger write of one
 * member goes through here, so concurrent spends are taken one at a time and each sees the balance the last left.
 */
export async function lockWallet(tx: Db, memberId: number) {
  await tx.insert(creditAccounts).values({ memberId }).onConflictDoNothing();
  await tx.select().from(creditAccounts).where(eq(creditAccounts.memberId, memberId)).for('update');
}

/** The member's balance in Rials, derived from the ledger (the sum of its signed entries). */
export async function balanceOf(tx: Db, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
    .from(creditTransactions)
    .where(eq(creditTransactions.memberId, memberId));
  return Number(row?.balance ?? 0);
}

/** One entry to append: signed Rials (+ in, − out). */
export interface LedgerEntry {
  memberId: number;
  kind: LedgerKind;
  amount: number;
  orderId?: number | null;
  paymentId?: number | null;
  note: string;
}

/**
 * Appends one entry to the member's ledger under the wallet lock and answers it with the balance after. Refuses
 * (insufficientCredit, 409) an entry that would leave the balance below zero. Call it inside the transaction of the
 * change it pays for.
 */
export async function appendLedger(tx: Db, entry: LedgerEntry) {
  if (!Number.isSafeInteger(entry.amount) || entry.amount === 0)
    throw new Error('ledger amount must be a non-zero integer');
  await lockWallet(tx, entry.memberId);
  const balance = await balanceOf(tx, entry.memberId);
  const after = balance + entry.amount;
  if (after < 0) throw insufficientCredit(balance);
  const [row] = await tx
    .insert(creditTransactions)
    .values({
      memberId: entry.memberId,
      kind: entry.kind,
      amount: entry.amount,
      balanceAfter: after,
      orderId: entry.orderId ?? null,
      paymentId: entry.paymentId ?? null,
      note: entry.note,
    })
    .returning();
  return row;
}

/** The ledger entry of a wallet payment's spend (kind `payment`), or undefined when the wallet was not charged. */
export async function walletSpendOf(tx: Db, paymentId: number) {
  const [entry] = await tx
    .select({ id: creditTransactions.id })
    .from(creditTransactions)
    .where(and(eq(creditTransactions.paymentId, paymentId), eq(creditTransactions.kind, 'payment')));
  return entry;
}

/**
 * Gives `amount` Rials of an order back to its member's wallet at once (cancellation, a lowered price) and records
 * it on the order (refunded_amount). Never more than the order has received and not yet given back.
 */
export async function refundToWallet(tx: Db, orderId: number, amount: number, why: string) {
  const order = await lockOrder(tx, orderId);
  const refundable = order.paidAmount - order.refundedAmount;
  if (amount <= 0 || amount > refundable) {
    throw apiError('refund_too_large', 'مبلغ بازگشتی از مبلغ پرداخت‌شدهٔ این سفارش بیشتر است.');
  }
  await addRefundedAmount(tx, orderId, amount);
  await issueCreditNote(tx, orderId, amount, why);
  // An agency's booking was charged to the agency's credit line: its net share goes back there, never to a wallet.
  if (order.agencyId !== null) {
    await refundToAgency(tx, order.agencyId, order, order.refundedAmount + amount, why);
    return undefined;
  }
  return appendLedger(tx, { memberId: order.memberId, kind: 'refund', amount, orderId, note: why });
}
