import { bill } from './bill';
import { OrderStatus, PaymentStatus, validatePostalCode } from '@vip/domain';
import { z } from 'zod';
import { detailOf, idParam, idParams, latinDigits, listOf, pagingQuery, queryCode, searchQuery } from './common';
import { defineEndpoints } from './endpoint';
import { mobileNumber } from './member';
import { payment, paymentGateway, paymentStart } from './payment';

const rials = z.number().int().describe('Rials');
const instant = z.string().describe('ISO-8601 UTC');

// ── Recipients ───────────────────────────────────────────────────────────────────────────────────────────────

/** Iranian postal code: 10 digits (Persian digits and a dash accepted). */
export const postalCode = z
  .string()
  .max(20)
  .transform((v, ctx) => {
    const result = validatePostalCode(v);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.reason });
    return z.NEVER;
  })
  .describe('10-digit postal code');

/** Body of POST / PUT recipients (PUT replaces the whole recipient, §7). The city must belong to the province. */
export const recipientBody = z.object({
  full_name: z.string().trim().min(2, 'نام گیرنده را وارد کنید.').max(100, 'نام گیرنده حداکثر ۱۰۰ نویسه است.'),
  mobile: mobileNumber,
  province_id: idParam,
  city_id: idParam,
  address: z.string().trim().min(10, 'نشانی را کامل بنویسید (دست‌کم ۱۰ نویسه).').max(500, 'نشانی حداکثر ۵۰۰ نویسه است.'),
  postal_code: postalCode,
  /** The map point (WGS84); both or neither. */
  latitude: z.number().min(24).max(40.5).nullable().default(null),
  longitude: z.number().min(44).max(63.5).nullable().default(null),
});
export type RecipientBody = z.input<typeof recipientBody>;

/** A saved recipient as the API returns it. */
export const recipient = z.object({
  id: z.number().int(),
  full_name: z.string(),
  mobile: z.string(),
  province_id: z.number().int(),
  province_title: z.string(),
  city_id: z.number().int(),
  city_title: z.string(),
  address: z.string(),
  postal_code: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  created_at: instant,
});
export type Recipient = z.infer<typeof recipient>;

export const RECIPIENT_SORT_FIELDS = ['id', 'created_at', 'full_name'] as const;
export const recipientListQuery = pagingQuery(12);

// ── Transmits (shipping methods) ─────────────────────────────────────────────────────────────────────────────

/** A shipping method (post, express courier, in-person pickup). */
export const transmit = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: rials,
  /** Delivery takes between these many working days (0 = the same day). */
  delivery_days_min: z.number().int(),
  delivery_days_max: z.number().int(),
  /** Whether the order needs a recipient address (in-person pickup does not ship). */
  needs_address: z.boolean(),
  priority: z.number().int(),
  /** Where it delivers: the address's province or city must be listed; both null = everywhere in Iran. */
  province_ids: z.array(z.number().int()).nullable(),
  city_ids: z.array(z.number().int()).nullable(),
});
export type Transmit = z.infer<typeof transmit>;

/** `?city_id=`: only the shipping methods that deliver to that city (the checkout passes the recipient's). */
export const transmitListQuery = z.object({ city_id: idParam.optional() });

// ── Discount codes ───────────────────────────────────────────────────────────────────────────────────────────

/** Why a discount code does not apply (null when it does). */
export const DISCOUNT_REJECTIONS = [
  'unknown',
  'not_started',
  'expired',
  'used_up',
  'min_basket',
  'not_applicable',
  'first_order_only',
  'member_limit',
  'not_combinable',
] as const;
export const discountRejection = z.enum(DISCOUNT_REJECTIONS);
export type DiscountRejection = z.infer<typeof discountRejection>;

/** A discount code: `percent` (value 1–100, capped by max_discount) or `fixed` (value in Rials). */
export const discountCodeInfo = z.object({
  code: z.string(),
  title: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  max_discount: rials.nullable(),
  min_basket: rials,
  starts_at: instant.nullable(),
  ends_at: instant.nullable(),
  /** Only for a member's first order (no paid order, no other live order using it). */
  first_order_only: z.boolean(),
  /** Live orders of one member that may use it (null: no limit). */
  per_member_limit: z.number().int().nullable(),
  /** false: it applies only alone. */
  combinable: z.boolean(),
  valid: z.boolean(),
  reason_code: discountRejection.nullable(),
  /** Persian reason when not valid. */
  reason: z.string().nullable(),
  /** What it takes off the given items (0 without items or when not valid). */
  discount_amount: rials,
});
export type DiscountCodeInfo = z.infer<typeof discountCodeInfo>;

/**
 * `items=12:2,40:1` (product_id:quantity pairs) — the basket to check the code against (minimum basket,
 * products it applies to). Without items only unknown/expired/used-up are checked.
 */
export const basketParam = z
  .preprocess(
    (v) =>
      v === undefined
        ? undefined
        : (Array.isArray(v) ? (v as unknown[]) : String(v).split(','))
            .map((s) => latinDigits(String(s)).trim())
            .filter((s) => s !== '')
            .map((s) => {
              const [id, q] = s.split(':');
              return { product_id: Number(id), quantity: q === undefined ? 1 : Number(q) };
            }),
    z.array(z.object({ product_id: z.number().int().positive(), quantity: z.number().int().min(1).max(99) })).max(50),
  )
  .meta({
    // What a client sends (the parsed objects are the server's business): strings, repeated or comma-separated.
    type: 'array',
    items: { type: 'string', pattern: '^[0-9]+(:[0-9]+)?$' },
    maxItems: 50,
    description:
      'The basket, as `product_id:quantity` strings (quantity 1 when left out): repeated (`items=12:2&items=40:1`) or comma-separated (`items=12:2,40:1`).',
    example: ['12:2', '40:1'],
  });
export const discountCodeParams = z.object({ code: z.string().trim().min(1).max(40) });
/** `codes=SAFAR10,VIP20`: the codes already in the cart, in their order (the checked code comes after them). */
export const otherCodesParam = z
  .preprocess(
    (v) =>
      v === undefined
        ? undefined
        : (Array.isArray(v) ? (v as unknown[]) : String(v).split(','))
            .map((s) => String(s).trim())
            .filter((s) => s !== ''),
    z.array(z.string().max(40)).max(5),
  )
  .meta({
    description:
      'The codes already in the cart, in their order: repeated (`codes=SAFAR10&codes=VIP20`) or comma-separated.',
    example: ['SAFAR10'],
  });
export const discountCodeQuery = z.object({ items: basketParam.optional(), codes: otherCodesParam.optional() });

// ── Orders ───────────────────────────────────────────────────────────────────────────────────────────────────

/** One line of a store order body: the server prices it (a price sent by the client is ignored). */
export const orderItemInput = z.object({
  product_id: idParam,
  quantity: z.number().int().min(1, 'تعداد باید دست‌کم ۱ باشد.').max(99, 'تعداد حداکثر ۹۹ است.'),
});

/** Body of POST /v1/store/fa/orders (§7) — also accepted by the preview. */
export const orderBody = z.object({
  items: z.array(orderItemInput).min(1, 'سبد خرید خالی است.').max(50),
  recipient_id: idParam,
  transmit_id: idParam,
  discount_codes: z.array(z.string().trim().min(1).max(40)).max(5).default([]),
});
export type OrderBody = z.input<typeof orderBody>;

/** Body of the preview: the same, but a recipient may not be chosen yet; `use_wallet` shows the split. */
export const orderPreviewBody = orderBody.extend({
  recipient_id: idParam.nullable().optional(),
  use_wallet: z.boolean().default(true),
});
export type OrderPreviewBody = z.input<typeof orderPreviewBody>;

/** A priced line of a bill or order. */
export const orderLine = z.object({
  product_id: z.number().int(),
  title: z.string(),
  image_url: z.string().nullable(),
  unit_price: rials,
  quantity: z.number().int(),
  amount: rials,
});
export type OrderLine = z.infer<typeof orderLine>;

/** A discount applied to a bill or order. */
export const appliedDiscount = z.object({ code: z.string(), title: z.string(), amount: rials });

/** A line of the bill the server could not honour as sent (the site tells the member why its cart differs). */
export const billNotice = z.object({
  field: z.string().describe('items.3, discount_codes.SUMMER, transmit_id …'),
  message: z.string(),
});

/** The bill the server would charge (POST /orders/preview). */
export const orderBill = z.object({
  lines: z.array(orderLine),
  items_total: rials,
  discounts: z.array(appliedDiscount),
  discount_total: rials,
  transmit: transmit.nullable(),
  shipping_price: rials,
  total_price: rials,
  wallet_balance: rials,
  /** What the wallet would cover (0 when use_wallet is false). */
  wallet_amount: rials,
  /** What the bank must take. */
  bank_amount: rials,
  /** Rejected codes, stock shortages, changed prices: Persian, one per problem. */
  notices: z.array(billNotice),
  /** Whether the order can be placed as is (no shortage, recipient chosen, every code valid). */
  can_order: z.boolean(),
});
export type OrderBill = z.infer<typeof orderBill>;

/** Order kind: store orders here, CIP orders in the cipservice module (one table). */
export const orderKind = z.enum(['store', 'cip']);

/** A status change of an order (who, when, from, to, why). */
export const orderHistoryEntry = z.object({
  machine: z.enum(['order', 'payment', 'archive']),
  from: z.number().int().nullable(),
  to: z.number().int(),
  /** `agency`: a travel agency's key or agent, for a booking it sold (docs/agencies.md). */
  actor: z.enum(['member', 'system', 'staff', 'bank', 'agency']),
  reason: z.string(),
  created_at: instant,
});

/** The recipient as it was when the order was placed. */
export const recipientSnapshot = recipient.omit({ id: true, created_at: true }).extend({ id: z.number().int() });

/**
 * Where a store order stands for the person who placed it, in one word (the §4 status stays «در انتظار» from payment
 * to delivery): awaiting payment, being prepared (paid, not yet shipped), shipped, delivered, canceled.
 */
export const STORE_ORDER_STAGES = ['awaiting_payment', 'preparing', 'shipped', 'delivered', 'canceled'] as const;
export const storeOrderStage = z.enum(STORE_ORDER_STAGES);
export type StoreOrderStage = z.infer<typeof storeOrderStage>;
export const STORE_ORDER_STAGE_LABELS: Record<StoreOrderStage, string> = {
  awaiting_payment: 'در انتظار پرداخت',
  preparing: 'در حال آماده‌سازی',
  shipped: 'ارسال شده',
  delivered: 'تحویل شده',
  canceled: 'لغو شده',
};

/** The parcel once the fulfilment desk sent it: the post's tracking number, when it left and when it arrived. */
export const orderShipment = z.object({
  tracking_number: z.string(),
  shipped_at: instant,
  delivered_at: instant.nullable(),
});
export type OrderShipment = z.infer<typeof orderShipment>;

/** An order in a list. */
export const orderSummary = z.object({
  id: z.number().int(),
  kind: orderKind,
  reference: z.string().describe('Short code to read over the phone'),
  status: z.number().int().describe('§4 order status 0–6'),
  payment_status: z.number().int().describe('§4 payment status 0–4'),
  archive_status: z.number().int().describe('§4 archive status −1–2'),
  total_price: rials,
  item_count: z.number().int(),
  /** What the list shows: the first line's title, with «و N کالای دیگر» when there are more lines. */
  title: z.string(),
  image_url: z.string().nullable(),
  created_at: instant,
  /** An unpaid order is cancelled after this instant (null once paid or final). */
  expires_at: instant.nullable(),
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
  stage: storeOrderStage,
  /** null until the order is shipped. */
  shipment: orderShipment.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** A store order in full. */
export const order = orderSummary.extend({
  items: z.array(orderLine),
  recipient: recipientSnapshot.nullable(),
  transmit: transmit.nullable(),
  discounts: z.array(appliedDiscount),
  items_total: rials,
  discount_total: rials,
  shipping_price: rials,
  /** Money received for it so far (wallet + bank). */
  paid_amount: rials,
  payments: z.array(payment),
  history: z.array(orderHistoryEntry),
  updated_at: instant,
  /** The order's bill: items, discounts (negative), shipping; store prices include VAT, so no VAT line. */
  bill,
});
export type Order = z.infer<typeof order>;

export const ORDER_SORT_FIELDS = ['id', 'created_at', 'total_price', 'status'] as const;
/** Query of GET /v1/store/fa/orders (§7): paging, sort, search by reference code and item title. */
export const orderListQuery = pagingQuery(12)
  .extend(searchQuery.shape)
  .extend({
    status: queryCode(OrderStatus, 'وضعیت سفارش یکی از کدهای ۰ تا ۶ است.').optional(),
    payment_status: queryCode(PaymentStatus, 'وضعیت پرداخت یکی از کدهای ۰ تا ۴ است.').optional(),
  });
export type OrderListQuery = z.input<typeof orderListQuery>;

/** Body of POST /v1/store/fa/orders/payment. */
export const orderPaymentBody = z.object({
  order_id: idParam,
  /** Bank for what the wallet does not cover (default: the configured gateway); `credit` = wallet only. */
  gateway: paymentGateway.optional(),
  /** Take what the wallet holds first (default true). */
  use_wallet: z.boolean().default(true),
});
export type OrderPaymentBody = z.input<typeof orderPaymentBody>;

/** Body of POST /v1/store/fa/orders/{id}/cancel. */
export const orderCancelBody = z.object({ reason: z.string().trim().max(300).optional() });

/** Endpoints of the store module (§7). */
export const storeEndpoints = defineEndpoints({
  previewStoreOrder: {
    method: 'POST',
    path: '/v1/store/fa/orders/preview',
    tag: 'store',
    summary: 'The bill the server would charge for a cart (prices from the database)',
    auth: 'member',
    body: orderPreviewBody,
    response: detailOf(orderBill),
  },
  createStoreOrder: {
    method: 'POST',
    path: '/v1/store/fa/orders',
    tag: 'store',
    summary: 'Places a store order: reserves stock, applies discount codes, totals in Rials',
    description:
      'Idempotency-Key: the same key and body answer the first order again; the same key with another body is 409. Stock short, code used up, expired or refused for this member, or more units of a product than the member may hold unpaid (MAX_UNPAID_UNITS_PER_PRODUCT, all unpaid orders together): 409 with a Persian reason.',
    auth: 'member',
    body: orderBody,
    response: detailOf(order),
    status: 201,
    idempotent: true,
    errors: [
      'transmit_not_served',
      'unpaid_units_limit',
      'out_of_stock',
      'discount_unknown',
      'discount_not_started',
      'discount_expired',
      'discount_used_up',
      'discount_min_basket',
      'discount_not_applicable',
      'discount_first_order_only',
      'discount_member_limit',
      'discount_not_combinable',
      'idempotency_conflict',
    ],
  },
  listStoreOrders: {
    method: 'GET',
    path: '/v1/store/fa/orders',
    tag: 'store',
    summary: 'The member’s store orders (search by reference or item title)',
    auth: 'member',
    query: orderListQuery,
    response: listOf(orderSummary),
    sort: ORDER_SORT_FIELDS,
  },
  getStoreOrder: {
    method: 'GET',
    path: '/v1/store/fa/orders/:id',
    tag: 'store',
    summary: 'One of the member’s orders with items, recipient, payments and history',
    auth: 'member',
    params: idParams,
    response: detailOf(order),
  },
  payStoreOrder: {
    method: 'POST',
    path: '/v1/store/fa/orders/payment',
    tag: 'store',
    summary: 'Pays an order: wallet first, then a bank redirect for the rest (or paid at once)',
    auth: 'member',
    body: orderPaymentBody,
    response: detailOf(paymentStart),
    errors: ['order_not_payable', 'order_expired', 'insufficient_credit', 'gateway_unavailable'],
  },
  cancelStoreOrder: {
    method: 'POST',
    path: '/v1/store/fa/orders/:id/cancel',
    tag: 'store',
    summary: 'Cancels an order: unpaid releases stock; paid and not shipped refunds the paid amount to the wallet',
    auth: 'member',
    params: idParams,
    body: orderCancelBody,
    response: detailOf(order),
    errors: ['order_shipped', 'invalid_transition'],
  },
  listRecipients: {
    method: 'GET',
    path: '/v1/store/fa/recipients',
    tag: 'store',
    summary: 'The member’s saved recipients',
    auth: 'member',
    query: recipientListQuery,
    response: listOf(recipient),
    sort: RECIPIENT_SORT_FIELDS,
  },
  getRecipient: {
    method: 'GET',
    path: '/v1/store/fa/recipients/:id',
    tag: 'store',
    summary: 'One saved recipient',
    auth: 'member',
    params: idParams,
    response: detailOf(recipient),
  },
  createRecipient: {
    method: 'POST',
    path: '/v1/store/fa/recipients',
    tag: 'store',
    summary: 'Saves a recipient (the city must belong to the province)',
    auth: 'member',
    body: recipientBody,
    response: detailOf(recipient),
    status: 201,
  },
  updateRecipient: {
    method: 'PUT',
    path: '/v1/store/fa/recipients/:id',
    tag: 'store',
    summary: 'Replaces a saved recipient',
    auth: 'member',
    params: idParams,
    body: recipientBody,
    response: detailOf(recipient),
  },
  deleteRecipient: {
    method: 'DELETE',
    path: '/v1/store/fa/recipients/:id',
    tag: 'store',
    summary: 'Deletes a saved recipient (orders keep their snapshot)',
    auth: 'member',
    params: idParams,
    status: 204,
  },
  listTransmits: {
    method: 'GET',
    path: '/v1/store/fa/transmits',
    tag: 'store',
    summary: 'Shipping methods with Persian titles, prices, delivery days and where they deliver',
    description: '`city_id` answers only the methods that deliver to that city.',
    auth: 'public',
    query: transmitListQuery,
    response: listOf(transmit),
    publicCache: true,
  },
  getTransmit: {
    method: 'GET',
    path: '/v1/store/fa/transmits/:id',
    tag: 'store',
    summary: 'One shipping method',
    auth: 'public',
    params: idParams,
    response: detailOf(transmit),
    publicCache: true,
  },
  checkDiscountCode: {
    method: 'GET',
    path: '/v1/store/fa/discountcodes/:code',
    tag: 'store',
    summary: 'Whether a discount code applies (to the given items), or a Persian reason',
    description:
      'For the signed-in member: the per-member rules are checked as the order would (first order only, per-member limit); `codes` are the codes already in the cart, for codes that do not combine.',
    auth: 'member',
    params: discountCodeParams,
    query: discountCodeQuery,
    response: detailOf(discountCodeInfo),
    rateLimited: true,
  },
});
