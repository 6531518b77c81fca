import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { memberContact } from '../member/queries';
import { findOrder } from '../order/queries';
import { balanceOf } from './ledger';

/** The member finance is about to credit or debit: name, mobile, balance (Rials); 404 for an unknown id. */
export async function deskMemberOf(db: Db, memberId: number) {
  const m = await memberContact(db, memberId);
  if (!m) throw notFound('کاربر');
  return { id: memberId, full_name: m.fullName, mobile: m.mobile, balance: await balanceOf(db, memberId) };
}

/** The order finance is about to refund: reference, member, received and refunded (Rials); 404 for an unknown id. */
export async function refundableOrderOf(db: Db, orderId: number) {
  const o = await findOrder(db, orderId);
  const member = o && (await memberContact(db, o.memberId));
  if (!o || !member) throw notFound('سفارش');
  return {
    id: orderId,
    reference: o.reference,
    member_id: o.memberId,
    member_name: member.fullName,
    member_mobile: member.mobile,
    paid_amount: Number(o.paidAmount),
    refunded_amount: Number(o.refundedAmount),
  };
}
