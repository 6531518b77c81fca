import type { FastifyBaseLogger } from 'fastify';
import { OrderStatus, PaymentStatus } from '@vip/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type PeriodicTask, periodicTask } from '../../periodic';
import { cancelOrderRecord, expiredOrderIds, lockOrder, SYSTEM } from '../order/service';
import { payments } from './schema';
import { overduePayments, type PaymentDeps, verifyPayment } from './service';

/** What one round did. */
export interface PaymentRoundResult {
  verified: number;
  expired: number;
}

/** The payment loop: `run()` does one round now (tests), start/stop the timer. */
export interface PaymentLoop extends PeriodicTask {
  run(opts?: { now?: Date }): Promise<PaymentRoundResult>;
}

/**
 * The periodic loop of the money core: (1) bank payments still pending after the bank's window are verified again
 * (after four windows a bank that still gives no answer counts as a failure); (2) unpaid orders past their expiry
 * are cancelled (stock and codes released, any wallet part refunded) unless the member is at the bank right now
 * (a payment of it started within the window).
 */
export function createPaymentLoop(opts: {
  deps: PaymentDeps;
  log: FastifyBaseLogger;
  intervalMs: number;
  verifyAfterMinutes: number;
  /** The database, for the one-instance lock: two instances never run a round at the same time. */
  database?: Pick<Database, 'db' | 'kind'>;
}): PaymentLoop {
  const { deps, log } = opts;
  const windowMs = opts.verifyAfterMinutes * 60_000;

  async function run(runOpts: { now?: Date } = {}): Promise<PaymentRoundResult> {
    const now = runOpts.now ?? new Date();
    const result: PaymentRoundResult = { verified: 0, expired: 0 };
    const overdue = await overduePayments(deps.db, new Date(now.getTime() - windowMs));
    for (const { id } of overdue) {
      try {
        const [row] = await deps.db.select({ createdAt: payments.createdAt }).from(payments).where(eq(payments.id, id));
        const finalIfUnknown = row.createdAt.getTime() < now.getTime() - 4 * windowMs;
        const after = await verifyPayment(deps, id, { finalIfUnknown });
        if (after.state !== 'pending') result.verified++;
      } catch (err) {
        log.warn({ err, paymentId: id }, 'payment loop: verify failed');
      }
    }
    for (const orderId of await expiredOrderIds(deps.db, now)) {
      const done = await deps.db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        const stillDue =
          order.paymentStatus === PaymentStatus.notPaid &&
          (order.status === OrderStatus.newOrder || order.status === OrderStatus.wait) &&
          order.expiresAt !== null &&
          order.expiresAt.getTime() < now.getTime();
        if (!stillDue) return false;
        const [atBank] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              eq(payments.orderId, orderId),
              eq(payments.state, 'pending'),
              gt(payments.createdAt, new Date(now.getTime() - windowMs)),
            ),
          )
          .limit(1);
        if (atBank) return false;
        await cancelOrderRecord(tx, orderId, SYSTEM, 'مهلت پرداخت سفارش تمام شد');
        return true;
      });
      if (done) result.expired++;
    }
    return result;
  }

  return {
    run,
    ...periodicTask({ name: 'payments', log, intervalMs: opts.intervalMs, oneInstance: opts.database, round: run }),
  };
}
