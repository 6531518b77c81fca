import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { imageColumns } from '../../db/image-ref';
import { searchColumn } from '../../db/search';

/** CMS boxes: hero slides, banners, feature strips… placed on a page (`page_id`) under a slot `key`. */
export const cmsBoxes = pgTable(
  'cms_boxes',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id').notNull(),
    key: text('key').notNull(),
    /** The language the box is written in: a page reads its reader's language's boxes of a slot, else Persian's. */
    lang: text('lang').notNull().default('fa'),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    body: text('body').notNull().default(''),
    linkUrl: text('link_url'),
    linkTitle: text('link_title'),
    ...imageColumns(),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    titleSearch: searchColumn('title'),
    subtitleSearch: searchColumn('subtitle'),
    bodySearch: searchColumn('body'),
  },
  (t) => [
    index('cms_boxes_page_idx').on(t.pageId, t.key, t.lang, t.priority),
    index('cms_boxes_title_trgm_idx').using('gin', t.titleSearch.op('gin_trgm_ops')),
  ],
);
