import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../member/schema';

/** A member's uploaded file (credit receipt, ticket attachment); the bytes are in the upload storage. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Server-made storage name (random, with the extension of the sniffed type). */
    name: text('name').notNull(),
    /** The type its bytes showed (never the declared one). */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** What it was uploaded for: `credit` or `ticket`. */
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_name_idx').on(t.name), index('uploads_member_idx').on(t.memberId)],
);
