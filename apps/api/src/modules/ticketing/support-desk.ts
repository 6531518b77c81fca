import { adminEndpoints, type deskReviewQuery, type deskTicketQuery, pathOf } from '@vip/contract';
import { canReplyToTicket, statusAfterReply, TICKET_STATUS } from '@vip/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { apiError, notFound } from '../../http/errors';
import { listEnvelope } from '../../db/list';
import { members } from '../member/schema';
import { productReviews, REVIEW_STATUS } from '../product/schema';
import type { Storage } from '../../storage';
import { attachmentOf, saveUpload, type UploadRow, uploadsById } from '../upload/files';
import { uploads } from '../upload/schema';
import { staff, ticketAssignments, ticketNotes } from '../admin/schema';
import { ticketReplies, tickets } from './schema';
import { ticketOrderRef } from './service';

const replyCount = sql<number>`(select count(*)::int from ${ticketReplies} where ${ticketReplies.ticketId} = ${tickets.id})`;

const assignee = alias(staff, 'assignee');

/** Tickets with their member, reply count and assignee (the desk's list and detail). */
const deskTickets = (db: Db) =>
  db
    .select({
      t: tickets,
      first: members.firstName,
      last: members.lastName,
      replies: replyCount,
      assigneeId: assignee.id,
      assigneeName: assignee.fullName,
    })
    .from(tickets)
    .innerJoin(members, eq(members.id, tickets.memberId))
    .leftJoin(ticketAssignments, eq(ticketAssignments.ticketId, tickets.id))
    .leftJoin(assignee, eq(assignee.id, ticketAssignments.staffId));

type DeskTicketRow = Awaited<ReturnType<ReturnType<typeof deskTickets>['where']>>[number];

const deskTicketOf = ({ t, first, last, replies, assigneeId, assigneeName }: DeskTicketRow) => ({
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
  assignee_id: assigneeId,
  assignee_name: assigneeName,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
});

/** Tickets for the support desk, filtered by status, category, desk and assignee; most recently active first. */
export async function listDeskTickets(db: Db, q: z.output<typeof deskTicketQuery>) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(tickets.status, q.status));
  if (q.category_id) where.push(eq(tickets.categoryId, q.category_id));
  if (q.role_id) where.push(eq(tickets.roleId, q.role_id));
  if (q.assignee_id) where.push(eq(ticketAssignments.staffId, q.assignee_id));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    deskTickets(db).where(cond).orderBy(desc(tickets.updatedAt), desc(tickets.id)).limit(q.limit).offset(q.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(tickets)
      .leftJoin(ticketAssignments, eq(ticketAssignments.ticketId, tickets.id))
      .where(cond),
  ]);
  return listEnvelope(rows.map(deskTicketOf), total, q.limit, q.offset);
}

async function deskTicketById(db: Db, id: number) {
  const [row] = await deskTickets(db).where(eq(tickets.id, id));
  if (!row) throw notFound('تیکت');
  return deskTicketOf(row);
}

const noteOf = (n: typeof ticketNotes.$inferSelect, staffName: string) => ({
  id: n.id,
  ticket_id: n.ticketId,
  staff_id: n.staffId,
  staff_name: staffName,
  body: n.body,
  created_at: n.createdAt.toISOString(),
});

/** A ticket as the desk reads it: the thread with attachments (staff download URLs), internal notes, assignee. */
export async function deskTicketDetail(db: Db, id: number, apiBase: string) {
  const ticket = await deskTicketById(db, id);
  const [replies, notes, order] = await Promise.all([
    db.select().from(ticketReplies).where(eq(ticketReplies.ticketId, id)).orderBy(asc(ticketReplies.id)),
    db
      .select({ n: ticketNotes, name: staff.fullName })
      .from(ticketNotes)
      .innerJoin(staff, eq(staff.id, ticketNotes.staffId))
      .where(eq(ticketNotes.ticketId, id))
      .orderBy(asc(ticketNotes.id)),
    ticketOrderRef(db, ticket.order_id),
  ]);
  const files = await uploadsById(
    db,
    replies.flatMap((r) => (r.attachmentId ? [r.attachmentId] : [])),
  );
  return {
    ...ticket,
    replies: replies.map((r) => {
      const file = r.attachmentId ? files.get(r.attachmentId) : undefined;
      return {
        id: r.id,
        author: r.author as 'member' | 'staff',
        staff_name: r.staffName,
        description: r.description,
        attachment: file ? staffAttachmentOf(file, apiBase) : null,
        created_at: r.createdAt.toISOString(),
      };
    }),
    notes: notes.map(({ n, name }) => noteOf(n, name)),
    order,
  };
}

/** The wire shape of an upload for staff: its URL is the staff download. */
export const staffAttachmentOf = (row: UploadRow, apiBase: string) => ({
  ...attachmentOf(row, apiBase),
  url: new URL(pathOf(adminEndpoints.adminGetUpload, { name: row.name }), apiBase).toString(),
});

/** An internal note: kept apart from the replies, so the member's endpoints never read it. */
export async function addTicketNote(tx: Db, id: number, staffId: number, body: string) {
  await lockTicket(tx, id);
  const [note] = await tx.insert(ticketNotes).values({ ticketId: id, staffId, body }).returning();
  const [who] = await tx.select({ name: staff.fullName }).from(staff).where(eq(staff.id, staffId));
  const result = noteOf(note, who?.name ?? '');
  return { result, after: { note_id: note.id, body } };
}

/** Assigns a ticket to an active support or admin staff member, or takes the assignment away (null). */
export async function assignTicket(tx: Db, id: number, staffId: number | null, byStaffId: number) {
  await lockTicket(tx, id);
  const [current] = await tx.select().from(ticketAssignments).where(eq(ticketAssignments.ticketId, id));
  if (staffId === null) {
    await tx.delete(ticketAssignments).where(eq(ticketAssignments.ticketId, id));
  } else {
    const [target] = await tx
      .select({ role: staff.role })
      .from(staff)
      .where(and(eq(staff.id, staffId), eq(staff.active, true)));
    if (!target) throw notFound('حساب کارکن');
    if (target.role !== 'support' && target.role !== 'admin') {
      throw apiError('not_support_staff', 'تیکت را فقط به کارکنان پشتیبانی یا مدیر می‌توان سپرد.');
    }
    await tx
      .insert(ticketAssignments)
      .values({ ticketId: id, staffId, assignedBy: byStaffId })
      .onConflictDoUpdate({
        target: ticketAssignments.ticketId,
        set: { staffId, assignedBy: byStaffId, assignedAt: new Date() },
      });
  }
  const result = await deskTicketById(tx, id);
  return { result, before: { assignee_id: current?.staffId ?? null }, after: { assignee_id: staffId } };
}

/**
 * A file for a staff reply, through the member uploads' checks (bytes sniffed, images re-encoded, active PDFs
 * refused) and storage. It is stored as the ticket member's upload, so the member downloads it like their own.
 */
export async function uploadTicketAttachment(tx: Db, storage: Storage, id: number, bytes: Buffer, apiBase: string) {
  const t = await lockTicket(tx, id);
  if (!canReplyToTicket(t.status)) throw closedTicket();
  const row = await saveUpload(tx, storage, t.memberId, 'ticket', bytes);
  const result = staffAttachmentOf(row, apiBase);
  return { result, after: { upload_id: row.id, name: row.name, content_type: row.contentType, size: row.size } };
}

async function lockTicket(tx: Db, id: number) {
  const [t] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
  if (!t) throw notFound('تیکت');
  return t;
}

const closedTicket = () => apiError('ticket_closed', 'این تیکت بسته شده است.');

/**
 * The desk's answer under the staff's name, with a file uploaded for this ticket if any; the ticket then waits for
 * the member (domain statusAfterReply).
 */
export async function replyAsStaff(
  tx: Db,
  id: number,
  staffId: number,
  input: { description: string; attachment_id?: number },
) {
  const { description } = input;
  const t = await lockTicket(tx, id);
  if (!canReplyToTicket(t.status)) throw closedTicket();
  if (input.attachment_id !== undefined) {
    // Only a file of this ticket's member made for tickets (what uploadTicketAttachment stores).
    const [file] = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.id, input.attachment_id), eq(uploads.memberId, t.memberId), eq(uploads.purpose, 'ticket')));
    if (!file) throw notFound('پیوست');
  }
  const [who] = await tx.select({ name: staff.fullName }).from(staff).where(eq(staff.id, staffId));
  const [reply] = await tx
    .insert(ticketReplies)
    .values({
      ticketId: id,
      author: 'staff',
      staffName: who?.name || 'پشتیبانی آسمان ویژه',
      description,
      attachmentId: input.attachment_id ?? null,
    })
    .returning();
  const status = statusAfterReply('staff');
  await tx.update(tickets).set({ status, updatedAt: new Date() }).where(eq(tickets.id, id));
  const result = { id: reply.id, ticket_id: id, status, created_at: reply.createdAt.toISOString() };
  return {
    result,
    before: { status: t.status },
    after: { status, reply_id: reply.id, description, attachment_id: reply.attachmentId },
  };
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
