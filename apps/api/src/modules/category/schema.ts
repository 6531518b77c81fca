import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { searchColumn } from '../../db/search';

/** Categories of every module (product 55, news 1, …); a tree through parent_id. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id').notNull(),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    /** English and Arabic titles ('' until translated: answers under /en/, /ar/ then fall back to Persian). */
    titleEn: text('title_en').notNull().default(''),
    titleAr: text('title_ar').notNull().default(''),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    priority: integer('priority').notNull().default(0),
    disableInWebservice: boolean('disable_in_webservice').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    titleSearch: searchColumn('title'),
    descriptionSearch: searchColumn('description'),
  },
  (t) => [
    index('categories_module_parent_idx').on(t.moduleId, t.parentId, t.priority),
    index('categories_title_trgm_idx').using('gin', t.titleSearch.op('gin_trgm_ops')),
  ],
);
