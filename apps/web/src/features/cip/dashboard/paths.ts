/** The member's CIP pages (§2), as listed in the member area's navigation (features/dashboard/nav.ts). */
export const CIP_ORDER_LIST_PATH = '/dashboard/cip/order/order-list';
export const CIP_PASSENGERS_PATH = '/dashboard/cip/passengers/passengers-list';
/** The CIP order page: `/dashboard/cip/order?id=…`. */
export const cipOrderPath = (id: number) => `/dashboard/cip/order?id=${id}`;
export const voucherPath = (reference: string) => `/cip/voucher/${encodeURIComponent(reference)}`;
