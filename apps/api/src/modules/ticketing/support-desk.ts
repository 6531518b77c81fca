import { adminEndpoints, type deskTicketQuery, pathOf } from '@vip/contract';
import { canReplyToTicket, statusAfterReply, TICKET_STATUS } from '@vip/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { apiError, notFound } from '../../http/errors';
import { listEnvelope } from '../../db/list';
import { memberContacts } from '../member/queries';
import type { Storage } from '../../storage';
import { attachmentOf, isMembersUpload, saveUpload, type UploadRow, uploadsById } from '../upload/files';
import { activeStaffRole, staffName, staffNames } from '../admin/staff-names';
import { ticketAssignments, ticketNotes, ticketReplies, tickets } from './schema';
import { ticketOrderRef } from './service';

const replyCount = sql<number>`(select count(*)::int from ${ticketReplies} where ${ticketReplies.ticketId} = ${tickets.id})`;

/** Tickets with their reply count and assignee (the desk's list and detail; the member's name is added by `withNames`). */
const deskTickets = (db: Db) =>
  db
    .select({
      t: tickets,
      replies: replyCount,
      assigneeId: ticketAssignments.staffId,
    })
    .from(tickets)
    .leftJoin(ticketAssignments, eq(ticketAssignments.ticketId, tickets.id));

type DeskTicketRow = Awaited<ReturnType<ReturnType<typeof deskTickets>['where']>>[number];

const deskTicketOf = ({ t, replies, assigneeId }: DeskTicketRow, memberName: string, assigneeName: string | null) => ({
  id: t.id,
  member_id: t.memberId,
  member_name: memberName,
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
  return listEnvelope(await withNames(db, rows), total, q.limit, q.offset);
}

/** The rows as the desk reads them, each with its member's and its assignee's full name. */
async function withNames(db: Db, rows: DeskTicketRow[]) {
  const [contacts, assignees] = await Promise.all([
    memberContacts(
      db,
      rows.map((r) => r.t.memberId),
    ),
    staffNames(
      db,
      rows.flatMap((r) => (r.assigneeId === null ? [] : [r.assigneeId])),
    ),
  ]);
  return rows.map((r) =>
    deskTicketOf(
      r,
      contacts.get(r.t.memberId)?.fullName ?? '',
      r.assigneeId === null ? null : (assignees.get(r.assigneeId) ?? null),
    ),
  );
}

async function deskTicketById(db: Db, id: number) {
  const [row] = await deskTickets(db).where(eq(tickets.id, id));
  if (!row) throw notFound('تیکت');
  const [ticket] = await withNames(db, [row]);
  return ticket;
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
    db.select().from(ticketNotes).where(eq(ticketNotes.ticketId, id)).orderBy(asc(ticketNotes.id)),
    ticketOrderRef(db, ticket.order_id),
  ]);
  const [files, noteAuthors] = await Promise.all([
    uploadsById(
      db,
      replies.flatMap((r) => (r.attachmentId ? [r.attachmentId] : [])),
    ),
    staffNames(
      db,
      notes.map((n) => n.staffId),
    ),
  ]);
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
    notes: notes.map((n) => noteOf(n, noteAuthors.get(n.staffId) ?? '')),
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
  const result = noteOf(note, await staffName(tx, staffId));
  return { result, after: { note_id: note.id, body } };
}

/** Assigns a ticket to an active support or admin staff member, or takes the assignment away (null). */
export async function assignTicket(tx: Db, id: number, staffId: number | null, byStaffId: number) {
  await lockTicket(tx, id);
  const [current] = await tx.select().from(ticketAssignments).where(eq(ticketAssignments.ticketId, id));
  if (staffId === null) {
    await tx.delete(ticketAssignments).where(eq(ticketAssignments.ticketId, id));
  } else {
    const role = await activeStaffRole(tx, staffId);
    if (!role) throw notFound('حساب کارکن');
    if (role !== 'support' && role !== 'admin') {
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
    if (!(await isMembersUpload(tx, t.memberId, input.attachment_id, 'ticket'))) throw notFound('پیوست');
  }
  const [reply] = await tx
    .insert(ticketReplies)
    .values({
      ticketId: id,
      author: 'staff',
      staffName: (await staffName(tx, staffId)) || 'پشتیبانی آسمان ویژه',
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
