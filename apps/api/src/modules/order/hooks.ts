import type { Db } from '../../db/client';
import type { orders } from './schema';

/** Kinds of order sharing the orders table. */
export type OrderKind = 'store' | 'cip';
/** An order row. */
export type OrderRow = typeof orders.$inferSelect;

/**
 * What a kind of order does when the money core changes its order, inside the same transaction (the order row is
 * locked): `paid` once payment_status became paid (CIP hands it to the provider), `canceled` once it was cancelled
 * or expired (release stock or capacity). The payment and order modules never import the kinds' modules; each kind
 * registers its hooks when its module loads.
 */
export interface OrderKindHooks {
  paid?(tx: Db, order: OrderRow): Promise<void>;
  canceled?(tx: Db, order: OrderRow, ctx: { wasPaid: boolean }): Promise<void>;
}

const registry = new Map<OrderKind, OrderKindHooks>();

/** Registers (or replaces) the hooks of a kind of order. */
export function registerOrderKind(kind: OrderKind, hooks: OrderKindHooks) {
  registry.set(kind, hooks);
}

/** Shorthand: what to do when an order of `kind` becomes paid. */
export function onOrderPaid(kind: OrderKind, handler: NonNullable<OrderKindHooks['paid']>) {
  registry.set(kind, { ...registry.get(kind), paid: handler });
}

/** Shorthand: what to do when an order of `kind` is cancelled or expires. */
export function onOrderCanceled(kind: OrderKind, handler: NonNullable<OrderKindHooks['canceled']>) {
  registry.set(kind, { ...registry.get(kind), canceled: handler });
}

/** The hooks of a kind (none registered: nothing to do). */
export function hooksOf(kind: string): OrderKindHooks {
  return registry.get(kind as OrderKind) ?? {};
}
