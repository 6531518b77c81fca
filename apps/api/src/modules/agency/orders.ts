/**
 * An agency's bookings (docs/agencies.md): the members' booking path with the agency as the channel — confirmed at
 * once and charged the net price to the agency's ledger in the same transaction — and its list, detail and
 * cancellation, every one scoped by the agency (another agency's order answers 404).
 */
import type {
  AgencyCipOrder,
  AgencyFlightChangeSettlement,
  agencyCipOrderBody,
  agencyCipOrderListItem,
  cipOrderListQuery,
  Lang,
} from '@vip/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { apiError, notFound } from '../../http/errors';
import { cancelCipOrder, changeOrPreview, createCipOrder } from '../cipservice/booking';
import { type ChangeFlightInput, changeCipFlight } from '../cipservice/change-flight';
import type { CipHoldLimits } from '../cipservice/holds';
import { cipOrderView, listCipOrders, loadCipOrder } from '../cipservice/views';
import { memberByMobile } from '../member/queries';
import type { OrderRow } from '../order/hooks';
import { findOrder } from '../order/queries';
import { addPaidAmount, lockOrder, markOrderPaid, SYSTEM } from '../order/service';
import { type AgencyActor, agencyMoneyOf, asAgencyActor, chargeAgencyBooking } from './ledger';
import { agencies, agencyUsers } from './schema';

export type { AgencyActor };

/** The booking body as the route hands it over (validated and parsed by the contract's schema). */
export type ParsedAgencyCipOrderBody = z.output<typeof agencyCipOrderBody>;
type ListQuery = z.output<typeof cipOrderListQuery>;
type ListItem = z.infer<typeof agencyCipOrderListItem>;

/** Options of a booking: the caller's IP, the clock, the language of the answer. */
export interface AgencyBookingOptions {
  clientIp?: string;
  now?: Date;
  lang?: Lang;
}

/** An agency's booking is paid in its own transaction: no unpaid hold, so the members' hold limits never apply. */
const NO_HOLD: CipHoldLimits = { holdMinutes: 15, maxUnpaidPlaces: 0 };

/**
 * Whose account the order sits under (`orders.member_id` is required): the agent who booked it on the site, or for a
 * key the agency's owner (else its first user, else the member of its contact mobile). The agency's money never
 * touches that member's wallet: every refund of an agency order goes to the agency ledger.
 */
async function bookingMemberOf(db: Db, agencyId: number, actor: AgencyActor): Promise<number> {
  if (actor.kind === 'member') return actor.id;
  const users = await db
    .select({ memberId: agencyUsers.memberId, role: agencyUsers.role })
    .from(agencyUsers)
    .where(eq(agencyUsers.agencyId, agencyId))
    .orderBy(asc(agencyUsers.id));
  const owner = users.find((u) => u.role === 'owner') ?? users[0];
  if (owner) return owner.memberId;
  const [agency] = await db.select({ mobile: agencies.contactMobile }).from(agencies).where(eq(agencies.id, agencyId));
  const contact = agency ? await memberByMobile(db, agency.mobile) : undefined;
  if (contact) return contact.id;
  throw apiError(
    'forbidden',
    'برای این آژانس هنوز کاربری در سایت ثبت نشده است؛ از پشتیبانی بخواهید مدیر آژانس را به عنوان کاربر آن اضافه کند.',
  );
}

/** The order of this agency, or undefined (another agency's, a member's own, or none: the caller answers 404). */
async function ownOrder(db: Db, agencyId: number, orderId: number): Promise<OrderRow | undefined> {
  const order = await findOrder(db, orderId);
  return order && order.kind === 'cip' && order.agencyId === agencyId ? order : undefined;
}

/** The agency's view of a booking: the members' order view, its customer, and its price for the agency. */
async function agencyOrderView(db: Db, order: OrderRow, lang: Lang = 'fa'): Promise<AgencyCipOrder> {
  const view = cipOrderView(await loadCipOrder(db, order, lang));
  const { charged, refunded } = await agencyMoneyOf(db, order.id);
  return {
    ...view,
    customer: { full_name: order.customerName ?? '', mobile: order.customerMobile ?? '' },
    agency_price: {
      gross: charged.gross - refunded.gross,
      commission: charged.commission - refunded.commission,
      net: charged.net - refunded.net,
    },
  };
}

/**
 * Books for the agency's customer: the members' createCipOrder (rules, prices, capacity) with the agency as channel;
 * in its transaction the agency row is locked, the net price charged (409 beyond the credit line) and the order paid.
 */
export async function createAgencyCipOrder(
  db: Db,
  agencyId: number,
  body: ParsedAgencyCipOrderBody,
  actor: AgencyActor,
  // The route layer replays an idempotent call; the key is kept in the signature for callers without it.
  _idempotencyKey?: string,
  opts: AgencyBookingOptions = {},
): Promise<AgencyCipOrder> {
  const parsed = body;
  const memberId = await bookingMemberOf(db, agencyId, actor);
  const { order } = await createCipOrder(db, memberId, parsed, {
    clientIp: opts.clientIp ?? '',
    limits: NO_HOLD,
    now: opts.now,
    channel: {
      agencyId,
      customer: { fullName: parsed.customer.full_name, mobile: parsed.customer.mobile, locale: opts.lang },
      confirm: async (tx, created) => {
        await chargeAgencyBooking(tx, agencyId, created, actor);
        const paid = await addPaidAmount(tx, created.id, created.totalPrice);
        await markOrderPaid(tx, paid, SYSTEM, 'پرداخت از اعتبار آژانس');
        // The kind's paid hook moved it on (to the provider): answer the row as it now stands.
        return lockOrder(tx, created.id);
      },
    },
  });
  return agencyOrderView(db, order, opts.lang);
}

/** The agency's bookings (the members' list, scoped by the agency), each with its customer and net price. */
export async function listAgencyCipOrders(db: Db, agencyId: number, query: ListQuery, lang: Lang = 'fa') {
  const list = await listCipOrders(db, { agencyId }, query, new Date(), lang);
  const data: ListItem[] = [];
  for (const item of list.data) {
    const order = await findOrder(db, item.id);
    const { charged, refunded } = await agencyMoneyOf(db, item.id);
    data.push({
      ...item,
      customer: { full_name: order?.customerName ?? '', mobile: order?.customerMobile ?? '' },
      net_price: charged.net - refunded.net,
    });
  }
  return { ...list, data };
}

/** One booking of the agency; another agency's id (or a member's own order) is 404. */
export async function getAgencyCipOrder(db: Db, agencyId: number, orderId: number, lang: Lang = 'fa') {
  const order = await ownOrder(db, agencyId, orderId);
  if (!order) throw notFound('سفارش');
  return agencyOrderView(db, order, lang);
}

/**
 * Cancels an agency's booking by the members' cancellation policy (cancelCipOrder): the policy's share comes back
 * as the net share to the agency ledger (the refund path branches on the order's agency). Answers the view and the
 * net returned by this cancellation.
 */
export async function cancelAgencyCipOrder(
  db: Db,
  agencyId: number,
  orderId: number,
  body: { reason?: string } | undefined,
  actor: AgencyActor,
  now: Date = new Date(),
) {
  const order = await ownOrder(db, agencyId, orderId);
  if (!order) throw notFound('سفارش');
  const before = await agencyMoneyOf(db, orderId);
  const who = actor.kind === 'member' ? 'کاربر آژانس' : 'آژانس';
  const reason = [`لغو توسط ${who}`, body?.reason?.trim()].filter(Boolean).join(': ');
  // The refund line names the key or agent who cancelled (not `system`).
  const { order: updated } = await asAgencyActor(actor, () =>
    cancelCipOrder(db, order.memberId, orderId, reason, now, agencyId),
  );
  const after = await agencyMoneyOf(db, orderId);
  return {
    data: await agencyOrderView(db, updated),
    refunded_to_account: after.refunded.net - before.refunded.net,
  };
}

/**
 * The members' change of flight (changeCipFlight) for an agency's booking, and what it did to the agency's account:
 * the ledger of the order read before and after, in the same connection (`db` may be a transaction).
 */
async function changeWithAccount(
  db: Db,
  agencyId: number,
  orderId: number,
  body: ChangeFlightInput,
  actor: AgencyActor,
): Promise<{ order: OrderRow; settlement: AgencyFlightChangeSettlement }> {
  const before = await agencyMoneyOf(db, orderId);
  // A raise's charge and a drop's refund name the key or agent who asked (not `system`).
  const { order, settlement } = await asAgencyActor(actor, () => changeCipFlight(db, { agencyId }, orderId, body));
  const after = await agencyMoneyOf(db, orderId);
  return {
    order,
    settlement: {
      previous_total: settlement.previous_total,
      new_total: settlement.new_total,
      change_fee: settlement.change_fee,
      dropped: settlement.dropped,
      charged_to_account: after.charged.net - before.charged.net,
      refunded_to_account: after.refunded.net - before.refunded.net,
    },
  };
}

/**
 * Moves an agency's booking to another flight of its route by the members' change of flight (changeCipFlight): a
 * higher price is charged (net) to the agency's credit line, a lower one returns the policy's net share to it.
 * Answers the view and what the change did to the account.
 */
export async function changeAgencyCipFlight(
  db: Db,
  agencyId: number,
  orderId: number,
  body: ChangeFlightInput,
  actor: AgencyActor,
) {
  const { order, settlement } = await changeWithAccount(db, agencyId, orderId, body, actor);
  return { data: await agencyOrderView(db, order), settlement };
}

/**
 * What changeAgencyCipFlight would answer now, saving nothing: the same change run in a transaction that is rolled
 * back (changeOrPreview), so the account's figures are the ledger's own, and its errors (credit, cut-off, capacity)
 * are the change's. Another agency's booking is 404.
 */
export async function previewAgencyCipFlightChange(
  db: Db,
  agencyId: number,
  orderId: number,
  body: ChangeFlightInput,
  actor: AgencyActor,
): Promise<AgencyFlightChangeSettlement> {
  const { settlement } = await changeOrPreview(db, true, (tx) => changeWithAccount(tx, agencyId, orderId, body, actor));
  return settlement;
}
