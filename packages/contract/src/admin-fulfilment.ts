import type { StaffRole } from '@vip/domain';
import { z } from 'zod';
import { detailOf, idParams, latinDigits, listOf, pagingQuery } from './common';
import { defineEndpoints } from './endpoint';
import { staffReason as reason } from './admin';

// The fulfilment desk of the back office (docs/back-office.md): paid store orders to pack, ship and deliver, and
// the warehouse's stock.

export const FULFILMENT_ROLES = ['admin', 'fulfilment'] as const satisfies readonly StaffRole[];

/** A paid store order as the fulfilment desk sees it. */
export const deskStoreOrder = z.object({
  order_id: z.number().int(),
  reference: z.string(),
  status: z.number().int(),
  payment_status: z.number().int(),
  title: z.string(),
  item_count: z.number().int(),
  total_price: z.number().int(),
  recipient_name: z.string(),
  recipient_mobile: z.string(),
  province: z.string(),
  city: z.string(),
  postal_code: z.string(),
  address: z.string(),
  /** What to pack: each line's title and quantity. */
  items: z.array(z.object({ product_id: z.number().int(), title: z.string(), quantity: z.number().int() })),
  /** The shipping method the member chose and the working days it promises (null: no method on the order). */
  shipping: z
    .object({ title: z.string(), delivery_days_min: z.number().int(), delivery_days_max: z.number().int() })
    .nullable(),
  paid_at: z.string().nullable(),
  tracking_number: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export const deskStoreOrderQuery = pagingQuery(50).extend({
  /** `to_ship` (default): paid, not shipped; `shipped`: on the way; `delivered`. */
  stage: z.enum(['to_ship', 'shipped', 'delivered']).default('to_ship'),
});
export const shipBody = z.object({
  tracking_number: z.preprocess(
    latinDigits,
    z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z-]{6,40}$/, 'کد رهگیری مرسوله ۶ تا ۴۰ رقم یا حرف لاتین است.'),
  ),
});

export const stockAdjustmentBody = z.object({
  /** Signed: + received into the warehouse, − lost or damaged. The stock never goes below zero (409). */
  delta: z
    .number()
    .int()
    .min(-100_000)
    .max(100_000)
    .refine((v) => v !== 0, 'تغییر موجودی نباید صفر باشد.'),
  reason,
});
export const stockAnswer = detailOf(
  z.object({ product_id: z.number().int(), title: z.string(), stock: z.number().int(), delta: z.number().int() }),
);

/** Endpoints of the fulfilment desk. */
export const adminFulfilmentEndpoints = defineEndpoints({
  adminListStoreOrders: {
    method: 'GET',
    path: '/v1/admin/fa/store/orders',
    tag: 'admin',
    summary: 'Fulfilment: paid store orders to pack and ship, on the way, or delivered',
    auth: 'staff',
    roles: FULFILMENT_ROLES,
    query: deskStoreOrderQuery,
    response: listOf(deskStoreOrder),
  },
  adminShipStoreOrder: {
    method: 'POST',
    path: '/v1/admin/fa/store/orders/:id/ship',
    tag: 'admin',
    summary: 'Fulfilment: the order left with this tracking number (SMS to the customer; no member cancel after)',
    auth: 'staff',
    roles: FULFILMENT_ROLES,
    params: idParams,
    body: shipBody,
    response: detailOf(deskStoreOrder),
    errors: ['not_shippable', 'already_shipped'],
  },
  adminDeliverStoreOrder: {
    method: 'POST',
    path: '/v1/admin/fa/store/orders/:id/delivered',
    tag: 'admin',
    summary: 'Fulfilment: delivered (wait → completed through the domain machine)',
    auth: 'staff',
    roles: FULFILMENT_ROLES,
    params: idParams,
    response: detailOf(deskStoreOrder),
    errors: ['not_on_the_way'],
  },
  adminAdjustStock: {
    method: 'POST',
    path: '/v1/admin/fa/store/products/:id/stock',
    tag: 'admin',
    summary: 'Fulfilment: add to or take from a product’s stock with a required reason (never below zero: 409)',
    auth: 'staff',
    roles: FULFILMENT_ROLES,
    params: idParams,
    body: stockAdjustmentBody,
    response: stockAnswer,
    errors: ['stock_below_zero'],
  },
});
