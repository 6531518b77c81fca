/** The member's store orders and one order (the member area's "orders" entry, features/dashboard/nav.ts). */
export const ORDERS_PATH = '/dashboard/order';
export const orderPath = (id: number) => `${ORDERS_PATH}/${id}`;
