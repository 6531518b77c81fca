import type { Ticket, TicketReply, TicketSummary, ticketCreateBody, ticketListQuery } from '@vip/contract';
import {
  canReplyToTicket,
  canReviewTicket,
  DEFAULT_ROLE_OF_CATEGORY,
  statusAfterReply,
  TICKET_ROLE_LABELS,
} from '@vip/domain';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { apiError, notFound } from '../../http/errors';
import { listEnvelope, parseSort } from '../../db/list';
import { qualified } from '../../db/qualified';
import { searchWhere } from '../../db/search';
import { memberName } from '../member/queries';
import { isMembersOrder, type OrderRef, orderRef, orderRefs } from '../order/queries';
import { attachmentOf, type UploadRow, uploadsById } from '../upload/files';
import { ticketReplies, tickets } from './schema';

type TicketRow = typeof tickets.$inferSelect;
const replyCount = sql<number>`(select count(*)::int from ticket_replies r where r.ticket_id = ${qualified(tickets.id)})`;
// Submit dates are the member's calendar days (Tehran).
const submitDay = sql`(${tickets.createdAt} at time zone 'Asia/Tehran')::date`;

/** The order a ticket is about, as its member and the support desk read it. */
export const ticketOrderRef = orderRef;

const toSummary = (t: TicketRow, replies: number, order: OrderRef | null): TicketSummary => ({
  id: t.id,
  title: t.title,
  status: t.status,
  category_id: t.categoryId,
  role_id: t.roleId,
  service_id: t.serviceId,
  priority: t.priority,
  order_id: t.orderId,
  order: order ? { id: order.id, kind: order.kind, reference: order.reference } : null,
  reply_count: replies,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
});

/** The member's tickets with every §7 filter. */
export async function listTickets(db: Db, memberId: number, q: z.output<typeof ticketListQuery>) {
  const where = and(
    eq(tickets.memberId, memberId),
    searchWhere(q, [tickets.titleSearch, tickets.descriptionSearch]),
    q.statuses?.length ? inArray(tickets.status, q.statuses) : undefined,
    q.category_ids?.length ? inArray(tickets.categoryId, q.category_ids) : undefined,
    q.service_id ? eq(tickets.serviceId, q.service_id) : undefined,
    q.submit_date_from ? gte(submitDay, sql`${q.submit_date_from}::date`) : undefined,
    q.submit_date_to ? lte(submitDay, sql`${q.submit_date_to}::date`) : undefined,
  );
  const orderBy = parseSort(
    q.sort,
    {
      id: tickets.id,
      created_at: tickets.createdAt,
      updated_at: tickets.updatedAt,
      status: tickets.status,
      priority: tickets.priority,
    },
    [desc(tickets.updatedAt), desc(tickets.id)],
  );
  const [rows, total] = await Promise.all([
    db
      .select({ t: tickets, replies: replyCount })
      .from(tickets)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.limit)
      .offset(q.offset),
    db.$count(tickets, where),
  ]);
  const refs = await orderRefs(
    db,
    rows.flatMap((r) => (r.t.orderId ? [r.t.orderId] : [])),
  );
  return listEnvelope(
    rows.map((r) => toSummary(r.t, r.replies, (r.t.orderId && refs.get(r.t.orderId)) || null)),
    total,
    q.limit,
    q.offset,
  );
}

async function ownTicket(db: Db, memberId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.memberId, memberId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

function toReply(
  r: typeof ticketReplies.$inferSelect,
  memberName: string,
  files: Map<number, UploadRow>,
  apiBase: string,
): TicketReply {
  const file = r.attachmentId ? files.get(r.attachmentId) : undefined;
  return {
    id: r.id,
    author: r.author === 'staff' ? 'staff' : 'member',
    author_name: r.author === 'staff' ? (r.staffName ?? 'پشتیبانی') : memberName,
    description: r.description,
    attachment: file ? attachmentOf(file, apiBase) : null,
    created_at: r.createdAt.toISOString(),
  };
}

/** One of the member's tickets with its conversation, or undefined. */
export async function getTicket(db: Db, memberId: number, id: number, apiBase: string): Promise<Ticket | undefined> {
  const t = await ownTicket(db, memberId, id);
  if (!t) return undefined;
  const [replies, fullName, order] = await Promise.all([
    db.select().from(ticketReplies).where(eq(ticketReplies.ticketId, id)).orderBy(asc(ticketReplies.id)),
    memberName(db, memberId),
    orderRef(db, t.orderId),
  ]);

  const files = await uploadsById(
    db,
    replies.flatMap((r) => (r.attachmentId ? [r.attachmentId] : [])),
  );
  return {
    ...toSummary(t, replies.length, order),
    description: t.description,
    replies: replies.map((r) => toReply(r, fullName || 'شما', files, apiBase)),
    review: t.reviewRate === null ? null : { rate: t.reviewRate, description: t.reviewDescription ?? '' },
  };
}

/** Opens a ticket; an order must be the member's own (another's is a 404, as if it did not exist). */
export async function createTicket(db: Db, memberId: number, body: z.output<typeof ticketCreateBody>) {
  if (body.order_id) {
    if (!(await isMembersOrder(db, memberId, body.order_id))) throw notFound('سفارش');
  }
  const roleId = body.role_id ?? DEFAULT_ROLE_OF_CATEGORY[body.category_id] ?? 1;
  if (!TICKET_ROLE_LABELS[roleId]) throw apiError('validation_error', 'واحد پاسخ‌گو معتبر نیست.');
  const [row] = await db
    .insert(tickets)
    .values({
      memberId,
      title: body.title,
      description: body.description,
      categoryId: body.category_id,
      roleId,
      serviceId: body.service_id ?? null,
      priority: body.priority,
      orderId: body.order_id ?? null,
    })
    .returning({ id: tickets.id });
  return row.id;
}

const closed = () => apiError('ticket_closed', 'این تیکت بسته شده است؛ برای موضوع تازه تیکت جدید باز کنید.');

/** Adds the member's reply; the ticket goes back to the desk. Undefined when the ticket is not theirs. */
export async function replyToTicket(db: Db, memberId: number, id: number, description: string) {
  return db.transaction(async (tx) => {
    const t = await ownTicket(tx, memberId, id, true);
    if (!t) return undefined;
    if (!canReplyToTicket(t.status)) throw closed();
    const [reply] = await tx.insert(ticketReplies).values({ ticketId: id, author: 'member', description }).returning();
    await tx
      .update(tickets)
      .set({ status: statusAfterReply('member'), updatedAt: new Date() })
      .where(eq(tickets.id, id));
    return reply;
  });
}

/** A reply of the member (for attaching a file), or undefined. */
export async function ownReply(db: Db, memberId: number, replyId: number) {
  const [row] = await db
    .select({ reply: ticketReplies, status: tickets.status })
    .from(ticketReplies)
    .innerJoin(tickets, eq(tickets.id, ticketReplies.ticketId))
    .where(and(eq(ticketReplies.id, replyId), eq(tickets.memberId, memberId), eq(ticketReplies.author, 'member')))
    .limit(1);
  return row;
}

/** Sets a reply's attachment (replacing an earlier one). */
export async function attachToReply(db: Db, replyId: number, uploadId: number) {
  const [row] = await db
    .update(ticketReplies)
    .set({ attachmentId: uploadId })
    .where(eq(ticketReplies.id, replyId))
    .returning();
  return row;
}

/** The reply as the member sees it. */
export async function replyView(db: Db, memberId: number, replyId: number, apiBase: string) {
  const found = await ownReply(db, memberId, replyId);
  if (!found) return undefined;
  const files = await uploadsById(db, found.reply.attachmentId ? [found.reply.attachmentId] : []);
  return toReply(found.reply, (await memberName(db, memberId)) || 'شما', files, apiBase);
}

/** Rates a closed ticket once (§5: the rating was already made 1–5). */
export async function reviewTicket(db: Db, memberId: number, id: number, rate: number, description: string) {
  const t = await ownTicket(db, memberId, id);
  if (!t) return false;
  if (!canReviewTicket(t.status)) {
    throw apiError('ticket_not_closed', 'امتیاز دادن پس از بسته شدن تیکت ممکن است.');
  }
  const done = await db
    .update(tickets)
    .set({ reviewRate: rate, reviewDescription: description })
    .where(and(eq(tickets.id, id), sql`${tickets.reviewRate} is null`))
    .returning({ id: tickets.id });
  if (done.length === 0) throw apiError('ticket_reviewed', 'به این تیکت پیش‌تر امتیاز داده‌اید.');
  return true;
}
