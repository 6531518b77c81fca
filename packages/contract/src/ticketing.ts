import { UPLOAD_ERRORS } from './errors';
import { ticketReviewRate } from '@vip/domain';
import { z } from 'zod';
import {
  calendarDate,
  detailOf,
  idList,
  idParam,
  idParams,
  latinDigits,
  listOf,
  pagingQuery,
  searchQuery,
} from './common';
import { defineEndpoints } from './endpoint';

/** A file attached to a ticket reply or a credit request; `url` is fetched with the member's token. */
export const attachment = z.object({
  id: z.number().int(),
  name: z.string().describe('Server-made file name'),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string().describe('Absolute URL; answers only to the owner (bearer token)'),
});
export type Attachment = z.infer<typeof attachment>;

const day = calendarDate();

/** Query of GET /v1/ticketing/fa/tickets (§7). */
export const ticketListQuery = pagingQuery().extend(searchQuery.shape).extend({
  statuses: idList.optional(),
  category_ids: idList.optional(),
  service_id: idParam.optional(),
  submit_date_from: day.optional(),
  submit_date_to: day.optional(),
});
export type TicketListQuery = z.input<typeof ticketListQuery>;

/** One message of a ticket's conversation; the ticket's description is the first. */
export const ticketReply = z.object({
  id: z.number().int(),
  author: z.enum(['member', 'staff']),
  author_name: z.string(),
  description: z.string(),
  attachment: attachment.nullable(),
  created_at: z.string(),
});
export type TicketReply = z.infer<typeof ticketReply>;

/** The order a ticket is about: its reference to read and its kind (the site links the store or the CIP order page). */
export const ticketOrder = z.object({
  id: z.number().int(),
  kind: z.enum(['store', 'cip']),
  reference: z.string(),
});
export type TicketOrder = z.infer<typeof ticketOrder>;

/** A ticket in the list. Codes: status, category_id, role_id, service_id, priority (docs/member-area.md). */
export const ticketSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.number().int(),
  category_id: z.number().int(),
  role_id: z.number().int(),
  service_id: z.number().int().nullable(),
  priority: z.number().int(),
  order_id: z.number().int().nullable(),
  order: ticketOrder.nullable(),
  reply_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

/** A ticket with its conversation and, once closed and rated, the member's review. */
export const ticket = ticketSummary.extend({
  description: z.string(),
  replies: z.array(ticketReply),
  review: z.object({ rate: z.number().int(), description: z.string() }).nullable(),
});
export type Ticket = z.infer<typeof ticket>;

const text = (label: string, min: number, max: number) =>
  z.string().trim().min(min, `${label} باید دست‌کم ${min} حرف باشد.`).max(max, `${label} حداکثر ${max} حرف است.`);
const code = z.preprocess(latinDigits, z.coerce.number().int());

/** Body of POST /v1/ticketing/fa/tickets (§7). */
export const ticketCreateBody = z.object({
  title: text('عنوان', 3, 150),
  description: text('شرح', 10, 5000),
  category_id: code.pipe(z.number().min(1).max(5)),
  role_id: code.pipe(z.number().min(1).max(4)).optional(),
  priority: code.pipe(z.number().min(1).max(3)).default(2),
  service_id: code.pipe(z.number().min(1).max(2)).optional(),
  /** One of the member's own orders, or absent/0 for none. */
  order_id: z.preprocess((v) => (v === 0 || v === '0' || v === '' ? null : latinDigits(v)), idParam.nullish()),
});
export type TicketCreateBody = z.input<typeof ticketCreateBody>;

/** Body of POST /v1/ticketing/fa/tickets/{id}/reply (§7). */
export const ticketReplyBody = z.object({
  description: text('متن پاسخ', 2, 5000),
  client_ticket_page_url: z.string().max(500).optional(),
});

/** Body of POST /v1/ticketing/fa/tickets/{id}/addreview; a rating outside 1–5 is taken as 1 (§5). */
export const ticketReviewBody = z.object({
  description: z.string().trim().max(1000).default(''),
  rate: z.unknown().transform(ticketReviewRate).describe('1–5; anything else is taken as 1 (§5)'),
});

export const ticketList = listOf(ticketSummary);
export const ticketDetail = detailOf(ticket);
export const ticketReplyDetail = detailOf(ticketReply);
export const TICKET_SORT_FIELDS = ['id', 'created_at', 'updated_at', 'status', 'priority'] as const;

/** Support tickets (§7, member token). */
export const ticketingEndpoints = defineEndpoints({
  listTickets: {
    method: 'GET',
    path: '/v1/ticketing/fa/tickets',
    tag: 'ticketing',
    summary: 'The member’s tickets with the §7 filters',
    auth: 'member',
    query: ticketListQuery,
    response: ticketList,
    sort: TICKET_SORT_FIELDS,
  },
  getTicket: {
    method: 'GET',
    path: '/v1/ticketing/fa/tickets/:id',
    tag: 'ticketing',
    summary: 'One ticket with its conversation',
    auth: 'member',
    params: idParams,
    response: ticketDetail,
  },
  createTicket: {
    method: 'POST',
    path: '/v1/ticketing/fa/tickets',
    tag: 'ticketing',
    summary: 'Open a ticket, optionally about one of the member’s orders',
    auth: 'member',
    body: ticketCreateBody,
    response: ticketDetail,
    status: 201,
  },
  replyToTicket: {
    method: 'POST',
    path: '/v1/ticketing/fa/tickets/:id/reply',
    tag: 'ticketing',
    summary: 'Add the member’s reply (the ticket opens again for the desk)',
    auth: 'member',
    params: idParams,
    body: ticketReplyBody,
    response: ticketReplyDetail,
    status: 201,
    errors: ['ticket_closed'],
  },
  putReplyAttachment: {
    method: 'PUT',
    path: '/v1/ticketing/fa/tickets/replies/:id/attachment',
    tag: 'ticketing',
    summary: 'Attach a file to one of the member’s replies (multipart field `file`)',
    description: 'JPEG, PNG, WebP or PDF judged by content, at most 5 MB.',
    auth: 'member',
    params: idParams,
    response: ticketReplyDetail,
    errors: ['ticket_closed', ...UPLOAD_ERRORS],
  },
  reviewTicket: {
    method: 'POST',
    path: '/v1/ticketing/fa/tickets/:id/addreview',
    tag: 'ticketing',
    summary: 'Rate a closed ticket (once)',
    auth: 'member',
    params: idParams,
    body: ticketReviewBody,
    response: ticketDetail,
    errors: ['ticket_not_closed', 'ticket_reviewed'],
  },
});
