import { and, asc, eq, gt, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { payments } from './schema';

/*
 * What the finance desk (credit module) reads of payments: the `payments` table stays this module's own
 * (docs/architecture.md, "Module boundaries"). The desk joins these answers with the ledger and the orders itself.
 */

const bankGateway = ne(payments.gateway, 'credit');

/**
 * Bank payments the money core has not settled: still pending past the bank's window (`verifyAfterMinutes`), or
 * already asked without an answer (the bank timed out). Oldest first, with the count of all of them.
 */
export async function bankPaymentsToVerify(
  db: Db,
  q: { limit: number; offset: number },
  verifyAfterMinutes: number,
  now = new Date(),
) {
  const cond = and(
    bankGateway,
    eq(payments.state, 'pending'),
    or(lt(payments.createdAt, new Date(now.getTime() - verifyAfterMinutes * 60_000)), gt(payments.verifyAttempts, 0)),
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(payments).where(cond).orderBy(asc(payments.id)).limit(q.limit).offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(payments).where(cond),
  ]);
  return { rows, total };
}

/** A bank payment (not a wallet one) by id, or undefined. */
export async function bankPaymentById(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), bankGateway));
  return row;
}

/** The state of each of these payments, by id. */
export async function paymentStates(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db.select({ id: payments.id, state: payments.state }).from(payments).where(inArray(payments.id, unique))
    : [];
  return new Map(rows.map((r) => [r.id, r.state]));
}

const tehranDay = (col: SQL | AnyPgColumn, date: string) =>
  sql`(${col} at time zone 'Asia/Tehran')::date = ${date}::date`;

/**
 * A Tehran day's paid payments as the reconciliation needs them: bank money by purpose (count, sum), the wallet's
 * own spends, the bank top-ups paid that day, and every paid payment of the orders a bank paid that day.
 */
export async function paidPaymentsOfDay(db: Db, date: string) {
  const paidThatDay = and(eq(payments.state, 'paid'), tehranDay(payments.paidAt, date));
  const [byPurpose, walletPays, topups, orderPayments] = await Promise.all([
    db
      .select({ purpose: payments.purpose, n: sql<number>`count(*)::int`, total: sql<string>`sum(${payments.amount})` })
      .from(payments)
      .where(and(bankGateway, paidThatDay))
      .groupBy(payments.purpose),
    db
      .select({ n: sql<number>`count(*)::int`, total: sql<string>`sum(${payments.amount})` })
      .from(payments)
      .where(and(eq(payments.gateway, 'credit'), paidThatDay)),
    db
      .select({ id: payments.id, memberId: payments.memberId, amount: payments.amount })
      .from(payments)
      .where(and(bankGateway, paidThatDay, eq(payments.purpose, 'topup'))),
    db
      .select({ id: payments.id, orderId: payments.orderId, amount: payments.amount })
      .from(payments)
      .where(
        and(
          eq(payments.state, 'paid'),
          inArray(
            payments.orderId,
            db.select({ id: payments.orderId }).from(payments).where(and(bankGateway, paidThatDay)),
          ),
        ),
      ),
  ]);
  return {
    byPurpose,
    walletPays,
    topups,
    orderPayments: orderPayments.flatMap((p) => (p.orderId === null ? [] : [{ ...p, orderId: p.orderId }])),
  };
}
