import type { Db } from '../../db/client';
import { appendLedger, refundToWallet, walletSpendOf } from '../credit/ledger';
import type { VerifyOutcome } from './gateways';
import { payments } from './schema';

/**
 * The `credit` gateway: the wallet, with the banks' start / verify / refund, but inside the caller's transaction —
 * it needs no redirect, so `start` takes the money at once (a paid payment row and its ledger entry, under the
 * wallet lock; 409 when short), `verify` answers from the ledger and `refund` gives an order's money back to it.
 */
export const walletGateway = {
  name: 'credit' as const,

  async start(tx: Db, p: { memberId: number; orderId: number; reference: string; amount: number; clientIp: string }) {
    const [row] = await tx
      .insert(payments)
      .values({
        purpose: 'order',
        memberId: p.memberId,
        orderId: p.orderId,
        gateway: 'credit',
        amount: p.amount,
        state: 'paid',
        clientIp: p.clientIp,
        message: 'از کیف پول پرداخت شد.',
        paidAt: new Date(),
        settledAt: new Date(),
      })
      .returning();
    await appendLedger(tx, {
      memberId: p.memberId,
      kind: 'payment',
      amount: -p.amount,
      orderId: p.orderId,
      paymentId: row.id,
      note: `پرداخت سفارش ${p.reference}`,
    });
    return row;
  },

  async verify(tx: Db, paymentId: number): Promise<VerifyOutcome> {
    const entry = await walletSpendOf(tx, paymentId);
    return entry
      ? { kind: 'paid', bankReference: `W${entry.id}`, cardPan: null }
      : { kind: 'failed', message: 'این پرداخت از کیف پول برداشت نشده است.' };
  },

  refund(tx: Db, p: { orderId: number; amount: number; why: string }) {
    return refundToWallet(tx, p.orderId, p.amount, p.why);
  },
};
