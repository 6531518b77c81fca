import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { publishedContentColumns } from '../../db/image-ref';
import { searchColumn } from '../../db/search';

/** Articles: travel guides (categories of module 9). */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    author: text('author').notNull().default(''),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    ...publishedContentColumns(),
    titleSearch: searchColumn('title'),
    summarySearch: searchColumn('summary'),
    bodySearch: searchColumn('body'),
  },
  (t) => [
    index('articles_published_idx').on(t.publishedAt),
    index('articles_category_idx').on(t.categoryId),
    index('articles_title_trgm_idx').using('gin', t.titleSearch.op('gin_trgm_ops')),
    index('articles_summary_trgm_idx').using('gin', t.summarySearch.op('gin_trgm_ops')),
    index('articles_body_trgm_idx').using('gin', t.bodySearch.op('gin_trgm_ops')),
  ],
);
