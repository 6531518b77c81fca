import type { StaffRole } from '@vip/domain';
import { z } from 'zod';
import { bodyId, detailOf, idParam, idParams, latinDigits, listOf, pagingQuery } from './common';
import { defineEndpoints } from './endpoint';
import { UPLOAD_ERRORS } from './errors';
import { attachment, ticketOrder } from './ticketing';

// The support desk of the back office (docs/back-office.md): tickets (thread, notes, assignment, attachments) and
// the moderation of member reviews.

export const SUPPORT_ROLES = ['admin', 'support'] as const satisfies readonly StaffRole[];

/** A ticket as the support desk lists it. */
export const deskTicket = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_name: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.number().int(),
  category_id: z.number().int(),
  /** Which desk answers (1 sales, 2 VIP desk, 3 finance, 4 technical). */
  role_id: z.number().int(),
  priority: z.number().int(),
  order_id: z.number().int().nullable(),
  reply_count: z.number().int(),
  /** The support staff who owns it, if assigned. */
  assignee_id: z.number().int().nullable(),
  assignee_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

const smallCode = z.preprocess(latinDigits, z.coerce.number().int().min(1).max(20));
export const deskTicketQuery = pagingQuery(50).extend({
  status: smallCode.optional(),
  category_id: smallCode.optional(),
  role_id: smallCode.optional(),
  /** Only tickets assigned to this staff id. */
  assignee_id: idParam.optional(),
});

export const staffReplyBody = z.object({
  description: z.string().trim().min(2, 'متن پاسخ را بنویسید.').max(5000),
  /** A file uploaded first with POST …/tickets/{id}/attachments. */
  attachment_id: bodyId.optional(),
});
export const staffReplyAnswer = detailOf(
  z.object({ id: z.number().int(), ticket_id: z.number().int(), status: z.number().int(), created_at: z.string() }),
);
export const ticketStateAnswer = detailOf(z.object({ id: z.number().int(), status: z.number().int() }));

/** A member review awaiting (or after) moderation. */
export const deskReview = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  member_id: z.number().int().nullable(),
  author_name: z.string(),
  title: z.string(),
  description: z.string(),
  rate: z.number().int(),
  /** 0 pending, 1 approved (public), 2 hidden. */
  status: z.number().int(),
  created_at: z.string(),
});
export const deskReviewQuery = pagingQuery(50).extend({
  status: z.preprocess(latinDigits, z.coerce.number().int().min(0).max(2)).default(0),
});
export const reviewModeration = z.object({ decision: z.enum(['approve', 'hide']) });

/** An internal note of the support desk: never shown to the member. */
export const ticketNote = z.object({
  id: z.number().int(),
  ticket_id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export const ticketNoteBody = z.object({ body: z.string().trim().min(2, 'متن یادداشت را بنویسید.').max(5000) });
export const ticketAssignBody = z.object({
  /** A support or admin staff id; null takes the assignment away. */
  staff_id: bodyId.nullable(),
});
/** A ticket as the support desk reads it: the thread (with attachments), the internal notes and the assignee. */
export const deskTicketDetail = detailOf(
  deskTicket.extend({
    replies: z.array(
      z.object({
        id: z.number().int(),
        author: z.enum(['member', 'staff']),
        staff_name: z.string().nullable(),
        description: z.string(),
        /** `url` is the staff download (`GET /v1/admin/fa/uploads/{name}`). */
        attachment: attachment.nullable(),
        created_at: z.string(),
      }),
    ),
    notes: z.array(ticketNote),
    /** The order the member asked about (its reference as the member reads it), or null. */
    order: ticketOrder.nullable(),
  }),
);

/** Endpoints of the support desk. */
export const adminSupportEndpoints = defineEndpoints({
  adminListTickets: {
    method: 'GET',
    path: '/v1/admin/fa/tickets',
    tag: 'admin',
    summary: 'Support: tickets by status, category and desk, most recently active first',
    auth: 'staff',
    roles: SUPPORT_ROLES,
    query: deskTicketQuery,
    response: listOf(deskTicket),
  },
  adminReplyTicket: {
    method: 'POST',
    path: '/v1/admin/fa/tickets/:id/replies',
    tag: 'admin',
    summary: 'Support: answer a ticket (it waits for the member)',
    auth: 'staff',
    roles: SUPPORT_ROLES,
    params: idParams,
    body: staffReplyBody,
    response: staffReplyAnswer,
    status: 201,
    errors: ['ticket_closed'],
  },
  adminCloseTicket: {
    method: 'POST',
    path: '/v1/admin/fa/tickets/:id/close',
    tag: 'admin',
    summary: 'Support: close a ticket',
    auth: 'staff',
    roles: SUPPORT_ROLES,
    params: idParams,
    response: ticketStateAnswer,
    errors: ['ticket_closed'],
  },
  adminListReviews: {
    method: 'GET',
    path: '/v1/admin/fa/reviews',
    tag: 'admin',
    summary: 'Support: member reviews by moderation status (pending by default)',
    auth: 'staff',
    roles: SUPPORT_ROLES,
    query: deskReviewQuery,
    response: listOf(deskReview),
  },
  adminModerateReview: {
    method: 'POST',
    path: '/v1/admin/fa/reviews/:id/moderation',
    tag: 'admin',
    summary: 'Support: approve a review (public) or hide it',
    auth: 'staff',
    roles: SUPPORT_ROLES,
    params: idParams,
    body: reviewModeration,
    response: detailOf(deskReview),
  },
  adminGetTicket: {
    method: 'GET',
    path: '/v1/admin/fa/tickets/:id',
    tag: 'admin',
    summary: 'Support: a ticket with its thread, attachments, internal notes and assignee',
    auth: 'staff',
    roles: SUPPORT_ROLES,
    params: idParams,
    response: deskTicketDetail,
  },
  adminAddTicketNote: {
    method: 'POST',
    path: '/v1/admin/fa/tickets/:id/notes',
    tag: 'admin',
    summary: 'Support: an internal note on a ticket (never shown to the member)',
    auth: 'staff',
    roles: SUPPORT_ROLES,
    params: idParams,
    body: ticketNoteBody,
    response: detailOf(ticketNote),
    status: 201,
  },
  adminAssignTicket: {
    method: 'POST',
    path: '/v1/admin/fa/tickets/:id/assign',
    tag: 'admin',
    summary: 'Support: assign a ticket to a support or admin staff member (null: unassign)',
    auth: 'staff',
    roles: SUPPORT_ROLES,
    params: idParams,
    body: ticketAssignBody,
    response: detailOf(deskTicket),
    errors: ['not_support_staff'],
  },
  adminUploadTicketAttachment: {
    method: 'POST',
    path: '/v1/admin/fa/tickets/:id/attachments',
    tag: 'admin',
    summary: 'Support: upload a file for a reply (multipart field `file`); send its id as the reply’s attachment_id',
    description:
      'JPEG, PNG, WebP or PDF judged by content, at most 5 MB (the member uploads’ checks). Stored as the ticket member’s, so they can download it.',
    auth: 'staff',
    roles: SUPPORT_ROLES,
    params: idParams,
    response: detailOf(attachment),
    status: 201,
    errors: ['ticket_closed', ...UPLOAD_ERRORS],
  },
});
