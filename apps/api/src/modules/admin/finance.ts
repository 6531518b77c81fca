import type { creditRequestQuery } from '@vip/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { listEnvelope } from '../../db/list';
import { appendLedger } from '../credit/ledger';
import { decideCreditRequest } from '../credit/member-credits';
import { creditRequests } from '../credit/requests-schema';
import { members } from '../member/schema';

/** Offline top-up requests by state (pending first-come first-served), with the member and the receipt. */
export async function listCreditRequests(db: Db, q: z.output<typeof creditRequestQuery>) {
  const cond = eq(creditRequests.state, q.state);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ r: creditRequests, firstName: members.firstName, lastName: members.lastName, mobile: members.mobile })
      .from(creditRequests)
      .innerJoin(members, eq(members.id, creditRequests.memberId))
      .where(cond)
      .orderBy(q.state === 'pending' ? creditRequests.id : desc(creditRequests.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(creditRequests).where(cond),
  ]);
  return listEnvelope(
    rows.map(({ r, firstName, lastName, mobile }) => ({
      id: r.id,
      member_id: r.memberId,
      member_name: `${firstName} ${lastName}`.trim(),
      member_mobile: mobile,
      value: r.value,
      type_code: r.typeCode,
      cheque_number: r.chequeNumber,
      cheque_date: r.chequeDate,
      description: r.description,
      deposit_source: r.depositSource,
      state: r.state as 'pending' | 'approved' | 'rejected',
      attachment_id: r.attachmentId,
      review_note: r.reviewNote,
      created_at: r.createdAt.toISOString(),
    })),
    total,
    q.limit,
    q.offset,
  );
}

/** Finance's decision through the credit module's own function (approval appends the ledger top-up once). */
export async function decideRequest(tx: Db, id: number, approve: boolean, note?: string) {
  const [before] = await tx
    .select({ state: creditRequests.state, value: creditRequests.value, member_id: creditRequests.memberId })
    .from(creditRequests)
    .where(eq(creditRequests.id, id));
  if (!before) throw notFound('درخواست افزایش اعتبار');
  const decided = await decideCreditRequest(tx, id, { approve, note });
  if (!decided) throw notFound('درخواست افزایش اعتبار');
  const result = {
    id,
    state: approve ? ('approved' as const) : ('rejected' as const),
    transaction_id: decided.transactionId,
  };
  return { result, before, after: result };
}

/** A manual adjustment: a ledger `adjustment` entry with the reason as its note (never below zero: 409). */
export async function adjustWallet(tx: Db, input: { member_id: number; amount: number; reason: string }) {
  const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, input.member_id));
  if (!member) throw notFound('عضو');
  const entry = await appendLedger(tx, {
    memberId: input.member_id,
    kind: 'adjustment',
    amount: input.amount,
    note: input.reason,
  });
  const result = {
    transaction_id: entry.id,
    member_id: input.member_id,
    amount: input.amount,
    balance_after: Number(entry.balanceAfter),
  };
  return {
    result,
    before: { balance: Number(entry.balanceAfter) - input.amount },
    after: result,
    entityId: input.member_id,
  };
}
