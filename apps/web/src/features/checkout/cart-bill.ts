import type { CartItem, StoreBill } from '@vip/domain';
import { storeBill } from '@vip/domain';

/**
 * The cart's own bill: the domain `storeBill` the API charges with, run on the cart's prices and the chosen
 * shipping price (codes are priced by the server's bill, which knows their rules).
 */
export function cartBill(items: readonly CartItem[], shippingPrice: number): StoreBill {
  return storeBill({
    lines: items.map((i) => ({ productId: i.id, unitPrice: i.price, quantity: i.quantity })),
    codes: [],
    known: [],
    shippingPrice,
    walletBalance: 0,
  });
}
