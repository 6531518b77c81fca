import type { deskReviewQuery, deskTicketQuery } from '@vip/contract';
import { canReplyToTicket, statusAfterReply, TICKET_STATUS } from '@vip/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ApiError, notFound } from '../../http/errors';
import { listEnvelope } from '../../db/list';
import { members } from '../member/schema';
import { productReviews, REVIEW_STATUS } from '../product/schema';
import { ticketReplies, tickets } from '../ticketing/schema';
import { staff } from './schema';

const replyCount = sql<number>`(select count(*)::int from ${ticketReplies} where ${ticketReplies.ticketId} = ${tickets.id})`;

/** Tickets for the support desk, filtered by status, category and desk; most recently active first. */
export async function listDeskTickets(db: Db, q: z.output<typeof deskTicketQuery>) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(tickets.status, q.status));
  if (q.category_id) where.push(eq(tickets.categoryId, q.category_id));
  if (q.role_id) where.push(eq(tickets.roleId, q.role_id));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ t: tickets, first: members.firstName, last: members.lastName, replies: replyCount })
      .from(tickets)
      .innerJoin(members, eq(members.id, tickets.memberId))
      .where(cond)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(tickets).where(cond),
  ]);
  return listEnvelope(
    rows.map(({ t, first, last, replies }) => ({
      id: t.id,
      member_id: t.memberId,
      member_name: `${first} ${last}`.trim(),
      title: t.title,
      description: t.description,
      status: t.status,
      category_id: t.categoryId,
      role_id: t.roleId,
      priority: t.priority,
      order_id: t.orderId,
      reply_count: Number(replies),
      created_at: t.createdAt.toISOString(),
      updated_at: t.updatedAt.toISOString(),
    })),
    total,
    q.limit,
    q.offset,
  );
}

async function lockTicket(tx: Db, id: number) {
  const [t] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
  if (!t) throw notFound('تیکت');
  return t;
}

const closedTicket = () => new ApiError(409, 'ticket_closed', 'این تیکت بسته شده است.');

/** The desk's answer under the staff's name; the ticket then waits for the member (domain statusAfterReply). */
export async function replyAsStaff(tx: Db, id: number, staffId: number, description: string) {
  const t = await lockTicket(tx, id);
  if (!canReplyToTicket(t.status)) throw closedTicket();
  const [who] = await tx.select({ name: staff.fullName }).from(staff).where(eq(staff.id, staffId));
  const [reply] = await tx
    .insert(ticketReplies)
    .values({ ticketId: id, author: 'staff', staffName: who?.name || 'پشتیبانی آسمان ویژه', description })
    .returning();
  const status = statusAfterReply('staff');
  await tx.update(tickets).set({ status, updatedAt: new Date() }).where(eq(tickets.id, id));
  const result = { id: reply.id, ticket_id: id, status, created_at: reply.createdAt.toISOString() };
  return { result, before: { status: t.status }, after: { status, reply_id: reply.id, description } };
}

/** Closes a ticket (the member may then rate it); closing a closed ticket is a 409. */
export async function closeTicket(tx: Db, id: number) {
  const t = await lockTicket(tx, id);
  if (t.status === TICKET_STATUS.closed) throw closedTicket();
  await tx.update(tickets).set({ status: TICKET_STATUS.closed, updatedAt: new Date() }).where(eq(tickets.id, id));
  const result = { id, status: TICKET_STATUS.closed as number };
  return { result, before: { status: t.status }, after: result };
}

const reviewView = (r: typeof productReviews.$inferSelect) => ({
  id: r.id,
  product_id: r.productId,
  member_id: r.memberId,
  author_name: r.authorName,
  title: r.title,
  description: r.description,
  rate: r.rate,
  status: r.status,
  created_at: r.createdAt.toISOString(),
});

/** Reviews by moderation status, oldest first for the pending queue. */
export async function listDeskReviews(db: Db, q: z.output<typeof deskReviewQuery>) {
  const cond = eq(productReviews.status, q.status);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(productReviews)
      .where(cond)
      .orderBy(q.status === REVIEW_STATUS.pending ? productReviews.id : desc(productReviews.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(productReviews).where(cond),
  ]);
  return listEnvelope(rows.map(reviewView), total, q.limit, q.offset);
}

/** Approve (the review becomes public) or hide it. */
export async function moderateReview(tx: Db, id: number, decision: 'approve' | 'hide') {
  const [current] = await tx.select().from(productReviews).where(eq(productReviews.id, id)).for('update');
  if (!current) throw notFound('دیدگاه');
  const status = decision === 'approve' ? REVIEW_STATUS.approved : REVIEW_STATUS.rejected;
  const [updated] = await tx.update(productReviews).set({ status }).where(eq(productReviews.id, id)).returning();
  return { result: reviewView(updated), before: { status: current.status }, after: { status } };
}
