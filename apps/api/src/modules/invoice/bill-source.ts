import { type Bill, billOf } from '@vip/domain';
import type { Db } from '../../db/client';
import { cipOrderLines } from '../cipservice/bill';
import type { OrderRow } from '../order/hooks';
import { storeOrderLines } from '../store/bill-lines';

/**
 * The bill an order's invoice carries: the snapshot the order keeps (orders.bill), or for an order placed before
 * bills were kept, one made from the order's own rows, which its kind's module reads (store items, shipping and
 * discounts; VIP price lines).
 */
export async function billForInvoice(tx: Db, order: OrderRow): Promise<Bill> {
  if (order.bill) return order.bill;
  return billOf(order.kind === 'store' ? await storeOrderLines(tx, order) : await cipOrderLines(tx, order.id));
}
