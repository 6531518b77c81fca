import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchColumn } from '../../db/search';
import { categories } from '../category/schema';

/** Units products are sold in (عدد، بسته، جفت، گرم…). */
export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  priority: integer('priority').notNull().default(0),
  titleSearch: searchColumn('title'),
});

/** Brands; the logo is a stored image (key of its WebP variants, see storage/images). */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    country: text('country').notNull().default(''),
    logoKey: text('logo_key'),
    logoAlt: text('logo_alt').notNull().default(''),
    logoWidth: integer('logo_width').notNull().default(0),
    logoHeight: integer('logo_height').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    titleSearch: searchColumn('title'),
    titleEnSearch: searchColumn('title_en'),
    descriptionSearch: searchColumn('description'),
  },
  (t) => [
    uniqueIndex('brands_slug_idx').on(t.slug),
    index('brands_title_trgm_idx').using('gin', t.titleSearch.op('gin_trgm_ops')),
  ],
);

/** A {title, value} row of a product's specification (the compare table). */
export type ProductAttribute = { title: string; value: string };

/**
 * The three texts joined and normalised, as the stored texts_search and bigrams_search are computed from it (a generated
 * column cannot read another, so both restate it).
 */
const productTextsNormalised = sql.raw(
  `fa_normalize(coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(description, ''))`,
);

/** Store products; money in Rials. `rating`/`review_count` summarise approved reviews (refreshProductRatings). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** Plain text; paragraphs separated by a blank line. */
    description: text('description').notNull().default(''),
    brandId: integer('brand_id').references(() => brands.id),
    unitId: integer('unit_id').references(() => units.id),
    price: bigint('price', { mode: 'number' }).notNull(),
    oldPrice: bigint('old_price', { mode: 'number' }),
    stock: integer('stock').notNull().default(0),
    attributes: jsonb('attributes').$type<ProductAttribute[]>().notNull().default([]),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    titleSearch: searchColumn('title'),
    summarySearch: searchColumn('summary'),
    descriptionSearch: searchColumn('description'),
    /**
     * The three texts as one, normalised (productTexts): a search of several words tests each word once, on one
     * trigram index, and reads it from the row instead of joining the three texts again for every word. A query word
     * has no space, so it is in this text exactly when it is in one of the three. Written by the database (0019).
     */
    textsSearch: text('texts_search').notNull().generatedAlwaysAs(productTextsNormalised),
    /**
     * The two-letter pieces of the three texts (normalised, none holding a space): a two-letter word («۲۴», «کت») has
     * no trigram, so products_texts_trgm_idx cannot narrow a search by it; products_bigrams_search_idx can
     * (productShortWord). Written by the database (migration 0019).
     */
    bigramsSearch: text('bigrams_search')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`product_search_text_bigrams(${productTextsNormalised})`),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    index('products_brand_idx').on(t.brandId),
    // The products of the brands a searched word names, with what the search ranks them by, read index-only.
    index('products_brand_search_idx').on(t.brandId, t.priority, t.id).where(sql`published`),
    index('products_price_idx').on(t.price),
    // The default order of the list (published, by priority then id) and its count, without sorting the catalogue.
    index('products_listing_idx').on(t.published, t.priority, t.id),
    // The title's (a title-only search, a misspelling's likeness) and the three texts' as one (every other search:
    // each word tested once, on one index, instead of three indexes per word; half the time at 100k, RESULTS.md).
    index('products_title_trgm_idx').using('gin', t.titleSearch.op('gin_trgm_ops')),
    index('products_texts_trgm_idx').using('gin', t.textsSearch.op('gin_trgm_ops')),
    index('products_bigrams_search_idx').using('gin', t.bigramsSearch),
    check('products_price_check', sql`${t.price} >= 0 and ${t.stock} >= 0`),
  ],
);

/** A product's searched texts as one (texts_search), as products_texts_trgm_idx indexes them. */
export const productTexts = sql`${products.textsSearch}`;

/** Products whose texts may hold two-letter word `w` (all that do), as products_bigrams_search_idx serves it. */
export const productShortWord = (w: string) => sql`${products.bigramsSearch} @> array[${w}]::text[]`;

/** A product belongs to many categories (module 55). */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

/**
 * The product search's inverted index (#17): every word of a published product's normalised title, summary and
 * description, and of its brand's names, one row per word and product. `fields` says where the word stands
 * (PRODUCT_WORD_IN bits). The database keeps it (triggers `products_search_index`, migration 0015, and
 * `brands_search_index`, 0020), so seeders, the back office and bulk loads need no code of their own. A search
 * reads these narrow rows (index-only) instead of every matching product.
 */
export const productSearchPostings = pgTable(
  'product_search_postings',
  {
    word: text('word').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fields: smallint('fields').notNull(),
    /** The product's priority, copied so ranking never reads the products' rows. */
    priority: integer('priority').notNull(),
  },
  // The primary key carries fields and priority (INCLUDE, written in migration 0015) for index-only scans; the
  // product's index serves only its rewrites and deletes.
  (t) => [
    primaryKey({ columns: [t.word, t.productId] }),
    index('product_search_postings_product_idx').on(t.productId, t.word),
  ],
);

/** Where a posting's word stands in its product (bits of `fields`). */
export const PRODUCT_WORD_IN = { title: 1, summary: 2, description: 4, titleStart: 8, brand: 16 } as const;

/**
 * Every word the postings ever held (never pruned: a word no product holds any more has 0 postings), with a
 * trigram index: a searched word is looked up here first (`like '%word%'`, or by similarity when misspelt).
 */
export const productSearchWords = pgTable(
  'product_search_words',
  {
    word: text('word').primaryKey(),
    /**
     * How many postings hold the word (the trigger keeps it): a search skips the words at 0, and the count is there
     * for choosing the rarest word first, should an every-word search go through the index again (RESULTS.md, Scale).
     */
    postings: integer('postings').notNull().default(0),
  },
  // Also product_search_words_bigram_idx (migration 0015): two-letter words, which trigrams cannot serve.
  (t) => [index('product_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/** Gallery images of a product, the lowest priority first (the main image). */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.priority)],
);

/** Review status: only approved reviews are public. */
export const REVIEW_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;

/** Product reviews; member_id is set for a member's review (later), author_name is what the public sees. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    memberId: integer('member_id'),
    authorName: text('author_name').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull(),
    rate: smallint('rate').notNull(),
    status: smallint('status').notNull().default(REVIEW_STATUS.pending),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.status, t.createdAt),
    index('product_reviews_member_idx').on(t.memberId),
    // One review per member and product (rows without a member, the demo's, are not limited).
    uniqueIndex('product_reviews_member_product_idx').on(t.memberId, t.productId),
    check('product_reviews_rate_check', sql`${t.rate} between 1 and 5`),
  ],
);
