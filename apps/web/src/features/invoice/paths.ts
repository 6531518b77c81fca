import { api, pathOf } from '@vip/contract';
import { RELAY_PREFIX } from '@/features/auth/relay-paths';

export type InvoiceKind = 'store' | 'cip';

/** The printable invoice page of an order (the member's order and booking pages link to it). */
export const invoicePagePath = (orderId: number, kind: InvoiceKind) =>
  `/order/${orderId}/invoice${kind === 'cip' ? '?kind=cip' : ''}`;

/** The invoice PDF through the member relay (the browser opens it; the relay adds the token). */
export const invoicePdfHref = (orderId: number, kind: InvoiceKind) =>
  `${RELAY_PREFIX.member}${pathOf(kind === 'cip' ? api.getCipOrderInvoice : api.getStoreOrderInvoice, { id: orderId })}`;

/** A credit note's PDF through the member relay. */
export const creditNotePdfHref = (id: number) => `${RELAY_PREFIX.member}${pathOf(api.getMyCreditNote, { id })}`;
