import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { searchColumn } from '../../db/search';
import { staff } from '../admin/schema';
import { members } from '../member/schema';
import { orders } from '../order/schema';
import { uploads } from '../upload/schema';

/** Support tickets (§3, §7); codes in docs/member-area.md and packages/domain/src/ticket.ts. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: smallint('status').notNull().default(1),
    categoryId: smallint('category_id').notNull(),
    /** Which desk answers: 1 sales, 2 VIP desk, 3 finance, 4 technical. */
    roleId: smallint('role_id').notNull(),
    serviceId: smallint('service_id'),
    priority: smallint('priority').notNull().default(2),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reviewRate: smallint('review_rate'),
    reviewDescription: text('review_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    titleSearch: searchColumn('title'),
    descriptionSearch: searchColumn('description'),
  },
  (t) => [index('tickets_member_idx').on(t.memberId, t.updatedAt)],
);

/** Messages after a ticket's description: the member's replies and the desk's answers. */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** `member` or `staff`. */
    author: text('author').notNull(),
    /** Name the member sees for a desk answer. */
    staffName: text('staff_name'),
    description: text('description').notNull(),
    attachmentId: integer('attachment_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_replies_ticket_idx').on(t.ticketId, t.id)],
);

/** The support desk's internal notes on a ticket: staff only, never shown to the member. */
export const ticketNotes = pgTable(
  'ticket_notes',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_notes_ticket_idx').on(t.ticketId, t.id)],
);

/** Who on the support desk owns a ticket (one row per assigned ticket). */
export const ticketAssignments = pgTable(
  'ticket_assignments',
  {
    ticketId: integer('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    assignedBy: integer('assigned_by')
      .notNull()
      .references(() => staff.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_assignments_staff_idx').on(t.staffId)],
);
