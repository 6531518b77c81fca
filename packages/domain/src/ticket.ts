/**
 * Support tickets (§3, §5, §7): the values §4 leaves open are ours (docs/member-area.md). Numeric codes travel on
 * the wire; the site shows the Persian labels.
 */
export const TICKET_STATUS = { open: 1, answered: 2, waitingForCustomer: 3, closed: 4 } as const;
export type TicketStatus = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  1: 'باز',
  2: 'پاسخ داده شده',
  3: 'در انتظار پاسخ شما',
  4: 'بسته شده',
};

/** What a ticket is about. */
export const TICKET_CATEGORY_LABELS: Record<number, string> = {
  1: 'سفارش فروشگاه',
  2: 'رزرو خدمات فرودگاهی (CIP)',
  3: 'پرداخت و کیف پول',
  4: 'حساب کاربری و فنی',
  5: 'پیشنهاد و انتقاد',
};

/** `role_id`: which desk answers the ticket. */
export const TICKET_ROLE_LABELS: Record<number, string> = {
  1: 'واحد فروش',
  2: 'میز خدمات VIP فرودگاه',
  3: 'واحد مالی',
  4: 'پشتیبانی فنی',
};

/** `service_id`: which half of the product a ticket concerns. */
export const TICKET_SERVICE_LABELS: Record<number, string> = { 1: 'فروشگاه', 2: 'خدمات فرودگاهی' };

export const TICKET_PRIORITY_LABELS: Record<number, string> = { 1: 'کم', 2: 'معمولی', 3: 'فوری' };

/** Desk that answers a category by default (the member may pick another). */
export const DEFAULT_ROLE_OF_CATEGORY: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 1 };

/** §5: a ticket review rating outside 1 to 5 (or not a whole number) is taken as 1. */
export function ticketReviewRate(rate: unknown): number {
  const n = typeof rate === 'string' && rate.trim() !== '' ? Number(rate) : rate;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5 ? n : 1;
}

/** Who wrote a ticket message: the member or the desk. */
export type TicketAuthor = 'member' | 'staff';

/** Status after a message: the member's reply (re)opens it for the desk, the desk's reply waits for the member. */
export function statusAfterReply(author: TicketAuthor): TicketStatus {
  return author === 'member' ? TICKET_STATUS.open : TICKET_STATUS.answered;
}

/** A member may reply until the ticket is closed, and review it only once it is closed. */
export const canReplyToTicket = (status: number) => status !== TICKET_STATUS.closed;
export const canReviewTicket = (status: number) => status === TICKET_STATUS.closed;
