import type { OrderRow } from './hooks';

/** The status fields the desks and the audit log show of an order. */
export const orderState = (o: OrderRow) => ({
  order_id: o.id,
  reference: o.reference,
  status: o.status,
  payment_status: o.paymentStatus,
  refunded_amount: Number(o.refundedAmount),
});
