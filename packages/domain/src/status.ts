/**
 * Status machines for order, payment and archive status (§4 gives the codes, not the transitions; these tables
 * are our design) and session validity (§4). The API applies every status change through assertTransition /
 * assertOrderChange and answers 409 to an IllegalTransitionError. Staying in the same status is not a transition.
 *
 * Order (one machine for store and CIP orders):
 *   newOrder → wait (payment started) | customerPending (the customer must act: pay by a deadline, add details)
 *            | providerPending (paid CIP order handed to the airport provider) | completed (paid store order
 *            delivered) | canceled
 *   wait → newOrder (payment failed or abandoned, the customer may retry) | providerPending | customerPending
 *        | completed | canceled
 *   customerPending → wait | providerPending | canceled
 *   providerPending → providerConfirmed | customerPending (the provider needs something from the customer) | canceled
 *   providerConfirmed → completed (the service was delivered) | canceled (before the service; refund follows)
 *   completed, canceled: final.
 * Payment:
 *   notPaid → paid | requestForPaymentDeadline (the customer asks to pay later)
 *   requestForPaymentDeadline → paid | notPaid (request refused or expired)
 *   paid → waitForRefund (the paid order was cancelled)
 *   waitForRefund → refunded | paid (refund refused, the order stands)
 *   refunded: final.
 * Archive:
 *   none → active | canceled;  active → archived | canceled;  archived → active (restored);  canceled: final.
 * Across machines (assertOrderChange): providerPending, providerConfirmed and completed need payment `paid`;
 * waitForRefund and refunded need order `canceled`; cancelling a paid order moves its payment to waitForRefund.
 */
import {
  ARCHIVE_STATUS_LABELS,
  ArchiveStatus,
  ORDER_STATUS_LABELS,
  OrderStatus,
  PAYMENT_STATUS_LABELS,
  PaymentStatus,
} from './enums';

/** The status machines. */
export type StatusMachine = 'order' | 'payment' | 'archive';

/** Status type of each machine. */
export interface StatusOf {
  order: OrderStatus;
  payment: PaymentStatus;
  archive: ArchiveStatus;
}

const O = OrderStatus;
const P = PaymentStatus;
const A = ArchiveStatus;

/** Order status transitions: from → allowed next statuses. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [O.newOrder]: [O.wait, O.customerPending, O.providerPending, O.completed, O.canceled],
  [O.wait]: [O.newOrder, O.providerPending, O.customerPending, O.completed, O.canceled],
  [O.customerPending]: [O.wait, O.providerPending, O.canceled],
  [O.providerPending]: [O.providerConfirmed, O.customerPending, O.canceled],
  [O.providerConfirmed]: [O.completed, O.canceled],
  [O.completed]: [],
  [O.canceled]: [],
};

/** Payment status transitions: from → allowed next statuses. */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  [P.notPaid]: [P.paid, P.requestForPaymentDeadline],
  [P.requestForPaymentDeadline]: [P.paid, P.notPaid],
  [P.paid]: [P.waitForRefund],
  [P.waitForRefund]: [P.refunded, P.paid],
  [P.refunded]: [],
};

/** Archive status transitions: from → allowed next statuses. */
export const ARCHIVE_TRANSITIONS: Readonly<Record<ArchiveStatus, readonly ArchiveStatus[]>> = {
  [A.none]: [A.active, A.canceled],
  [A.active]: [A.archived, A.canceled],
  [A.archived]: [A.active],
  [A.canceled]: [],
};

const TABLES: { [M in StatusMachine]: Readonly<Record<number, readonly number[]>> } = {
  order: ORDER_TRANSITIONS,
  payment: PAYMENT_TRANSITIONS,
  archive: ARCHIVE_TRANSITIONS,
};

const LABELS: { [M in StatusMachine]: Record<number, string> } = {
  order: ORDER_STATUS_LABELS,
  payment: PAYMENT_STATUS_LABELS,
  archive: ARCHIVE_STATUS_LABELS,
};

const MACHINE_LABELS: Record<StatusMachine, string> = { order: 'سفارش', payment: 'پرداخت', archive: 'بایگانی' };

/** A refused status change; `message` is Persian and fit to show (the API answers 409 with it). */
export class IllegalTransitionError extends Error {
  /** Machine whose status change was refused. */
  readonly machine: StatusMachine;
  /** Status before the change. */
  readonly from: number;
  /** Requested status. */
  readonly to: number;
  constructor(machine: StatusMachine, from: number, to: number, message?: string) {
    super(message ?? illegalTransitionMessage(machine, from, to));
    this.name = 'IllegalTransitionError';
    this.machine = machine;
    this.from = from;
    this.to = to;
  }
}

/** Persian label of a status of a machine (the number itself when unknown). */
export function statusLabel(machine: StatusMachine, status: number): string {
  return LABELS[machine][status] ?? String(status);
}

function illegalTransitionMessage(machine: StatusMachine, from: number, to: number): string {
  return `تغییر وضعیت ${MACHINE_LABELS[machine]} از «${statusLabel(machine, from)}» به «${statusLabel(machine, to)}» مجاز نیست.`;
}

/** The statuses a machine may move to from `from` (empty for a final or unknown status). */
export function allowedTransitions<M extends StatusMachine>(machine: M, from: StatusOf[M]): readonly StatusOf[M][] {
  return (TABLES[machine][from] ?? []) as readonly StatusOf[M][];
}

/** Whether `from → to` is a transition of the machine (unknown statuses and staying put are not). */
export function canTransition<M extends StatusMachine>(machine: M, from: StatusOf[M], to: StatusOf[M]): boolean {
  return allowedTransitions(machine, from).includes(to);
}

/** Throws IllegalTransitionError unless `from → to` is a transition of the machine. */
export function assertTransition<M extends StatusMachine>(machine: M, from: StatusOf[M], to: StatusOf[M]): void {
  if (!canTransition(machine, from, to)) throw new IllegalTransitionError(machine, from, to);
}

/** Whether a status has no way out. */
export function isFinalStatus<M extends StatusMachine>(machine: M, status: StatusOf[M]): boolean {
  return allowedTransitions(machine, status).length === 0;
}

/** An order's order and payment status together. */
export interface OrderStatuses {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}

const NEEDS_PAYMENT: readonly OrderStatus[] = [O.providerPending, O.providerConfirmed, O.completed];
const NEEDS_CANCELED: readonly PaymentStatus[] = [P.waitForRefund, P.refunded];

/**
 * Checks a change of an order's statuses: each changed status must be a transition of its machine, and the
 * result must be consistent (providerPending/providerConfirmed/completed only when paid; waitForRefund/refunded
 * only when canceled). Returns the new statuses or throws IllegalTransitionError.
 */
export function assertOrderChange(current: OrderStatuses, next: Partial<OrderStatuses>): OrderStatuses {
  const result: OrderStatuses = {
    status: next.status ?? current.status,
    paymentStatus: next.paymentStatus ?? current.paymentStatus,
  };
  if (result.status !== current.status) assertTransition('order', current.status, result.status);
  if (result.paymentStatus !== current.paymentStatus) {
    assertTransition('payment', current.paymentStatus, result.paymentStatus);
  }
  if (NEEDS_PAYMENT.includes(result.status) && result.paymentStatus !== P.paid && result.status !== current.status) {
    throw new IllegalTransitionError(
      'order',
      current.status,
      result.status,
      `سفارش پرداخت‌نشده نمی‌تواند «${statusLabel('order', result.status)}» شود.`,
    );
  }
  if (NEEDS_CANCELED.includes(result.paymentStatus) && result.status !== O.canceled) {
    throw new IllegalTransitionError(
      'payment',
      current.paymentStatus,
      result.paymentStatus,
      'بازگشت وجه فقط برای سفارش لغوشده ممکن است.',
    );
  }
  return result;
}

/**
 * The statuses after cancelling an order: order canceled, and a paid payment moves to waitForRefund (a
 * payment-deadline request falls back to notPaid). Throws IllegalTransitionError when the order cannot be
 * cancelled (completed or already canceled).
 */
export function cancelOrder(current: OrderStatuses): OrderStatuses {
  const paymentStatus =
    current.paymentStatus === P.paid
      ? P.waitForRefund
      : current.paymentStatus === P.requestForPaymentDeadline
        ? P.notPaid
        : current.paymentStatus;
  return assertOrderChange(current, { status: O.canceled, paymentStatus });
}

/** Whether an order can be paid now: not final and its payment is notPaid or a deadline request. */
export function isPayable(current: OrderStatuses): boolean {
  return (
    !isFinalStatus('order', current.status) &&
    (current.paymentStatus === P.notPaid || current.paymentStatus === P.requestForPaymentDeadline)
  );
}

/** A session as §4 reads it: an error, if any, and when it expires (ISO text, epoch milliseconds or Date). */
export interface SessionLike {
  error?: unknown;
  expires?: string | number | Date | null;
}

/** Whether a session is valid (§4): it has no error and its expiry time is still in the future. */
export function isSessionValid(session: SessionLike | null | undefined, now: number | Date = Date.now()): boolean {
  if (!session || (session.error !== undefined && session.error !== null && session.error !== '')) return false;
  if (session.expires === undefined || session.expires === null) return false;
  const expires = session.expires instanceof Date ? session.expires.getTime() : new Date(session.expires).getTime();
  const at = now instanceof Date ? now.getTime() : now;
  return Number.isFinite(expires) && expires > at;
}
