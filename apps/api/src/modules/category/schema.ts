import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Categories of every module (product 55, news 1, …); a tree through parent_id. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id').notNull(),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    priority: integer('priority').notNull().default(0),
    disableInWebservice: boolean('disable_in_webservice').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('categories_module_parent_idx').on(t.moduleId, t.parentId, t.priority),
    index('categories_title_trgm_idx').using('gin', sql`fa_normalize(${t.title}) gin_trgm_ops`),
  ],
);
