import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { members } from '../member/schema';
import { orders } from '../order/schema';
import { balanceOf } from './ledger';

const nameOf = (m: { firstName: string | null; lastName: string | null }) =>
  `${m.firstName ?? ''} ${m.lastName ?? ''}`.trim();

/** The member finance is about to credit or debit: name, mobile, balance (Rials); 404 for an unknown id. */
export async function deskMemberOf(db: Db, memberId: number) {
  const [m] = await db
    .select({ firstName: members.firstName, lastName: members.lastName, mobile: members.mobile })
    .from(members)
    .where(eq(members.id, memberId));
  if (!m) throw notFound('کاربر');
  return { id: memberId, full_name: nameOf(m), mobile: m.mobile, balance: await balanceOf(db, memberId) };
}

/** The order finance is about to refund: reference, member, received and refunded (Rials); 404 for an unknown id. */
export async function refundableOrderOf(db: Db, orderId: number) {
  const [o] = await db
    .select({
      reference: orders.reference,
      memberId: orders.memberId,
      paid: orders.paidAmount,
      refunded: orders.refundedAmount,
      firstName: members.firstName,
      lastName: members.lastName,
      mobile: members.mobile,
    })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(eq(orders.id, orderId));
  if (!o) throw notFound('سفارش');
  return {
    id: orderId,
    reference: o.reference,
    member_id: o.memberId,
    member_name: nameOf(o),
    member_mobile: o.mobile,
    paid_amount: Number(o.paid),
    refunded_amount: Number(o.refunded),
  };
}
