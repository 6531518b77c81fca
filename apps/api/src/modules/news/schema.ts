import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { publishedContentColumns } from '../../db/image-ref';
import { searchColumn } from '../../db/search';

/** News (module 1 categories); type, output and subdomain ids are filters of §7. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id'),
    typeId: integer('type_id').notNull().default(1),
    outputId: integer('output_id').notNull().default(1),
    subdomainId: integer('subdomain_id').notNull().default(0),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    source: text('source').notNull().default(''),
    ...publishedContentColumns(),
    titleSearch: searchColumn('title'),
    summarySearch: searchColumn('summary'),
    bodySearch: searchColumn('body'),
  },
  (t) => [
    index('news_published_idx').on(t.publishedAt),
    index('news_category_idx').on(t.categoryId),
    index('news_title_trgm_idx').using('gin', t.titleSearch.op('gin_trgm_ops')),
    index('news_summary_trgm_idx').using('gin', t.summarySearch.op('gin_trgm_ops')),
    index('news_body_trgm_idx').using('gin', t.bodySearch.op('gin_trgm_ops')),
  ],
);
