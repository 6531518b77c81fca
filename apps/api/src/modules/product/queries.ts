import { and, asc, desc, eq, gt, gte, inArray, like, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  productEndpoints,
  type Brand,
  type brandListQuery,
  type Product,
  type ProductListItem,
  type productListQuery,
  type Review,
  type reviewListQuery,
  type Unit,
  type unitListQuery,
} from '@vip/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listEnvelope, parseSort, sortColumns } from '../../db/list';
import { runList } from '../../db/run-list';
import {
  containsPattern,
  FUZZY_MIN_LENGTH,
  RANKED_CANDIDATES,
  type RankedField,
  rankedSearch,
  searchedWords,
  searchWhere,
} from '../../db/search';
import { type Holder, indexedMatches, PRODUCT_WEIGHT, wordsHolding } from './search-index';
import type { Storage } from '../../storage';
import { type ImageRef, imageView } from '../../storage/images';
import { categoryRefs } from '../category/queries';
import {
  brands,
  productCategories,
  productImages,
  productReviews,
  products,
  productShortWord,
  productTexts,
  REVIEW_STATUS,
  units,
} from './schema';

const ids = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

// ---------------------------------------------------------------- products

// List and product page share one select; the page adds its gallery, categories and text in getProduct.
/** A product's first picture (lowest priority, then id) as an ImageRef, or null; for a select from `products`. */
export const mainImage = sql<ImageRef | null>`(select json_build_object('key', pi.key, 'alt', pi.alt, 'width', pi.width, 'height', pi.height)
    from product_images pi where pi.product_id = "products"."id" order by pi.priority, pi.id limit 1)`;

const columns = {
  id: products.id,
  title: products.title,
  slug: products.slug,
  summary: products.summary,
  price: products.price,
  old_price: products.oldPrice,
  stock: products.stock,
  rating: products.rating,
  review_count: products.reviewCount,
  sku: products.sku,
  sales_count: products.salesCount,
  created_at: products.createdAt,
  image: mainImage,
  category_ids: sql<number[]>`(select coalesce(json_agg(pc.category_id order by pc.category_id), '[]'::json)
    from product_categories pc where pc.product_id = "products"."id")`,
  brand_id: brands.id,
  brand_title: brands.title,
  brand_title_en: brands.titleEn,
  brand_slug: brands.slug,
  logo_key: brands.logoKey,
  logo_alt: brands.logoAlt,
  logo_width: brands.logoWidth,
  logo_height: brands.logoHeight,
  unit_id: units.id,
  unit_title: units.title,
};

const productSort = sortColumns(productEndpoints.listProducts.sort, {
  id: products.id,
  title: products.title,
  price: products.price,
  created_at: products.createdAt,
  rating: products.rating,
  review_count: products.reviewCount,
  sales: products.salesCount,
  popularity: products.salesCount,
  priority: products.priority,
  stock: products.stock,
});

/** The one product select, with its brand and unit. */
const selectProducts = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(units, eq(units.id, products.unitId))
    .where(where)
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectProducts>>[number];

function toListItem(storage: Storage, r: Row): ProductListItem {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    summary: r.summary,
    price: r.price,
    old_price: r.old_price,
    in_stock: r.stock > 0,
    stock: r.stock,
    brand: r.brand_id ? { id: r.brand_id, title: r.brand_title! } : null,
    image: imageView(storage, r.image),
    rating: Number(r.rating),
    review_count: r.review_count,
    category_ids: r.category_ids,
  };
}

/** Products in any of `categoryIds` or their descendant categories. */
const inCategoryTrees = (categoryIds: number[]) => sql`${products.id} in (
  select pc.product_id from product_categories pc where pc.category_id in (
    with recursive tree(id) as (
      select c.id from categories c where c.id in (${ids(categoryIds)})
      union select c.id from categories c join tree on c.parent_id = tree.id
    ) select id from tree))`;

/**
 * What product search looks in, by weight: the title first, then the brand, the summary and the description. The
 * names (normalised) of the brands a word found are added to `brandNames`, for the candidates' order, and their ids
 * to `brandIds` under the word, for the index (search-index.ts).
 */
const productSearchFields = (db: Db, brandNames: Set<string>, brandIds: Map<string, number[]>): RankedField[] => [
  { text: products.titleSearch, weight: PRODUCT_WEIGHT.title, fuzzy: true },
  {
    weight: PRODUCT_WEIGHT.brand,
    fuzzy: true,
    // The brand's names, normalised, so "Samsonite" or "سونی" finds the brand's products: the brands whose names
    // pass are looked up first (a few rows), then products_brand_idx serves `brand_id in (…)`. A misspelt word's
    // second call (by likeness) replaces its first (which found no brand with a published product).
    matches: async (test, word) => {
      const found = await db
        .select({ id: brands.id, title: brands.titleSearch })
        .from(brands)
        .where(test(sql`(${brands.titleSearch} || ' ' || ${brands.titleEnSearch})`));
      for (const b of found) if (b.title) brandNames.add(b.title);
      brandIds.set(
        word,
        found.map((b) => b.id),
      );
      return found.length
        ? inArray(
            products.brandId,
            found.map((b) => b.id),
          )
        : sql`false`;
    },
  },
  { text: products.summarySearch, weight: PRODUCT_WEIGHT.summary },
  { text: products.descriptionSearch, weight: PRODUCT_WEIGHT.description },
];

/**
 * A search ordered by relevance, page and total in one statement: every match of `from` (rows id, priority, rough,
 * names_brand) counted and ordered by `rough` (the field weights), and only the best RANKED_CANDIDATES of them (more
 * when the page asked for lies further) ranked by the full score on their rows. `counted`, when the index can tell
 * the total without a second pass over the matches, saves keeping them (a tuplestore of 15k rows for «زعفران»).
 */
async function listByRelevance(
  db: Db,
  from: SQL,
  score: SQL,
  q: Pick<z.output<typeof productListQuery>, 'limit' | 'offset'>,
  storage: Storage,
  counted?: SQL,
) {
  // The matches as narrow rows (id, priority, rough, names_brand), materialised once for the count and the candidates.
  const matches = db.$with('matches').as(
    db
      .select({
        id: sql<number>`x.id`.as('id'),
        priority: sql<number>`x.priority`.as('priority'),
        rough: sql<number>`x.rough`.as('rough'),
        names_brand: sql<boolean>`x.names_brand`.as('names_brand'),
      })
      .from(from),
  );
  const candidates = db
    .select({ id: sql<number>`x.id`.as('id') })
    .from(counted ? from : sql`${sql.identifier('matches')} x`)
    .orderBy(sql`x.rough desc, x.names_brand desc, x.priority asc, x.id asc`)
    .limit(Math.max(RANKED_CANDIDATES, q.offset + q.limit))
    .as('candidates');
  const rows = await (counted ? db : db.with(matches))
    .select({ ...columns, total: counted ?? sql<number>`(select count(*)::int from ${sql.identifier('matches')})` })
    .from(products)
    .innerJoin(candidates, sql`${sql.identifier('candidates')}.id = ${products.id}`)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(units, eq(units.id, products.unitId))
    .orderBy(desc(score), asc(products.priority), asc(products.id))
    .limit(q.limit)
    .offset(q.offset);
  // No row: nothing matched, or the page lies past the last match (then the total is counted on its own).
  const total = rows.length
    ? Number(rows[0].total)
    : q.offset > 0
      ? Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from ${from}`)).rows[0].n)
      : 0;
  return listEnvelope(
    rows.map((r) => toListItem(storage, r)),
    total,
    q.limit,
    q.offset,
  );
}

/**
 * GET /v1/product/fa/products: §7 filters, search over title, brand, summary and description (misspellings matched
 * by trigram similarity), paged and sorted; a search without `sort` lists the most relevant first.
 */
export async function listProducts(db: Db, q: z.output<typeof productListQuery>, storage: Storage) {
  const brandNames = new Set<string>();
  const brandIds = new Map<string, number[]>();
  const titleOnly = q.search_mode === 'title';
  // A word is misspelt when no published product holds it as typed: in its indexed texts, or as its brand's name (both
  // in the search index's vocabulary).
  const asTyped = new Map<string, Promise<Holder[]>>();
  const lookUp = (word: string) => {
    if (asTyped.has(word)) return;
    const holders = wordsHolding(db, word, titleOnly);
    holders.catch(() => {}); // a lookup nobody reads must not fail the process (its readers see the error)
    asTyped.set(word, holders);
  };
  // The lookups that will be read are asked now, beside the brands' lookups rankedSearch starts, instead of after
  // them: one round trip fewer. Read are those of the words long enough to be misspelt (rankedSearch) and, when the
  // search index serves the search, every word's (indexedMatches); a whole-word search asks nothing as typed.
  const words = searchedWords(q);
  const byRelevance = words.length > 0 && !q.sort?.trim() && !q.ids?.length;
  const viaIndex = byRelevance && (words.length === 1 || q.search_type === 'or');
  if (q.match_whole_word_for_search_keywords !== true)
    for (const word of words) if (viaIndex || word.length >= FUZZY_MIN_LENGTH) lookUp(word);
  const holdsAsTyped = async (_arms: SQL[], word: string) => {
    lookUp(word);
    return (await asTyped.get(word)!).length > 0;
  };
  const search = await rankedSearch(
    q,
    productSearchFields(db, brandNames, brandIds),
    holdsAsTyped,
    productTexts,
    productShortWord,
  );
  const filters = and(
    q.category_ids?.length ? inCategoryTrees(q.category_ids) : undefined,
    q.brand_ids?.length ? inArray(products.brandId, q.brand_ids) : undefined,
    q.available_in_stock ? gt(products.stock, 0) : undefined,
    q.ids?.length ? inArray(products.id, q.ids) : undefined,
    q.min_price !== undefined ? gte(products.price, q.min_price) : undefined,
    q.max_price !== undefined ? lte(products.price, q.max_price) : undefined,
  );
  const where = and(eq(products.published, true), filters, search.where);
  const { score } = search;
  if (score && byRelevance) {
    // Where the matches come from. One word (or any of several): the search index, which reads a common word's
    // postings instead of its products' rows (چمدان 15 against 24 ms at 100k products, زعفران 22 against 41). Every
    // one of several words: the products' trigram indexes, whose bitmaps intersect before any row is read, so a rare
    // combination of common words stays cheap (چمدان چرخ‌دار ۲۴ 20 against 34 ms, کیف پول چرمی 7 against 15). Both
    // find the same products (product.test.ts) and answer the same page (bench/scale/search-ab.ts).
    const fromRows = () => ({ from: rowMatches(where!, search.rough!, brandNames), total: undefined });
    const { from, total } = !viaIndex
      ? fromRows()
      : ((await indexedMatches(
          db,
          search.words.map((w) => ({
            ...w,
            titleOnly: titleOnly || w.misspelt,
            // A word as typed finds its brands' products in the postings; only likeness needs their ids.
            brandIds: titleOnly || !w.misspelt ? [] : (brandIds.get(w.word) ?? []),
          })),
          q.search_type === 'or' ? 'or' : 'and',
          [...brandNames],
          filters,
          asTyped,
        )) ?? fromRows());
    return listByRelevance(db, from, score, q, storage, total);
  }
  // The compare page asks for ids and gets them back in its own order.
  const fallback = q.ids?.length
    ? [sql`array_position(array[${ids(q.ids)}]::int[], ${products.id})`, asc(products.id)]
    : [...(score ? [desc(score)] : []), asc(products.priority), asc(products.id)];
  return runList(
    db,
    {
      table: products,
      columns,
      select: (w) => selectProducts(db, w),
      where,
      orderBy: parseSort(q.sort, productSort, fallback),
      limit: q.limit,
      offset: q.offset,
    },
    (r) => toListItem(storage, r),
  );
}

/** The matches of `where` read from the products' rows, as indexedMatches gives them from the search index. */
const rowMatches = (where: SQL, rough: SQL, brandNames: Set<string>) =>
  sql`(select ${products.id} as id, ${products.priority} as priority, ${rough} as rough,
      ${or(...[...brandNames].map((name) => like(products.titleSearch, containsPattern(name)))) ?? sql`false`} as names_brand
    from ${products} where ${where}) x`;

/** GET /v1/product/fa/products/{id}: the list fields plus gallery, brand, categories, unit and specification. */
export async function getProduct(db: Db, id: number, storage: Storage): Promise<Product | undefined> {
  const [r] = await selectProducts(db, and(eq(products.published, true), eq(products.id, id))).limit(1);
  if (!r) return undefined;
  const [[text], images, cats] = await Promise.all([
    db
      .select({ description: products.description, attributes: products.attributes })
      .from(products)
      .where(eq(products.id, id)),
    db
      .select({
        key: productImages.key,
        alt: productImages.alt,
        width: productImages.width,
        height: productImages.height,
      })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.priority), asc(productImages.id)),
    db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, id))
      .then((rows) =>
        categoryRefs(
          db,
          rows.map((r) => r.id),
        ),
      ),
  ]);
  const logo: ImageRef | null = r.logo_key
    ? { key: r.logo_key, alt: r.logo_alt!, width: r.logo_width!, height: r.logo_height! }
    : null;
  return {
    ...toListItem(storage, r),
    sku: r.sku,
    description: text.description,
    images: images.map((i) => imageView(storage, i)!),
    brand: r.brand_id
      ? {
          id: r.brand_id,
          title: r.brand_title!,
          title_en: r.brand_title_en!,
          slug: r.brand_slug!,
          logo: imageView(storage, logo),
        }
      : null,
    categories: cats,
    unit: r.unit_id ? { id: r.unit_id, title: r.unit_title! } : null,
    attributes: text.attributes,
    sales_count: r.sales_count,
    created_at: r.created_at.toISOString(),
  };
}

/** Recomputes every product's rating average and count from its approved reviews. */
export async function refreshProductRatings(db: Db) {
  await db.execute(sql`update products p set rating = s.avg, review_count = s.cnt
    from (select p2.id, coalesce(round(avg(r.rate)::numeric, 2), 0) as avg, count(r.id)::int as cnt
          from products p2 left join product_reviews r on r.product_id = p2.id and r.status = ${REVIEW_STATUS.approved}
          group by p2.id) s
    where s.id = p.id`);
}

// ---------------------------------------------------------------- brands

const brandColumns = {
  id: brands.id,
  title: brands.title,
  title_en: brands.titleEn,
  slug: brands.slug,
  description: brands.description,
  country: brands.country,
  key: brands.logoKey,
  alt: brands.logoAlt,
  width: brands.logoWidth,
  height: brands.logoHeight,
  priority: brands.priority,
  // Raw names: drizzle leaves single-table selects unqualified, which a correlated subquery cannot use.
  product_count: sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."id" and p.published)`,
};
const brandSort = sortColumns(productEndpoints.listBrands.sort, {
  id: brands.id,
  title: brands.title,
  priority: brands.priority,
  created_at: brands.createdAt,
  product_count: brandColumns.product_count,
});

type BrandRow = Awaited<ReturnType<typeof brandQuery>>[number];
const brandQuery = (db: Db, where: SQL | undefined) => db.select(brandColumns).from(brands).where(where).$dynamic();
const toBrand = (storage: Storage, { key, alt, width, height, ...b }: BrandRow): Brand => ({
  ...b,
  logo: imageView(storage, key ? { key, alt, width, height } : null),
});

/** GET /v1/product/fa/brands. */
export async function listBrands(db: Db, q: z.output<typeof brandListQuery>, storage: Storage) {
  const where = and(
    q.ids?.length ? inArray(brands.id, q.ids) : undefined,
    searchWhere(q, [brands.titleSearch, brands.titleEnSearch, brands.descriptionSearch]),
  );
  return runList(
    db,
    {
      table: brands,
      columns: brandColumns,
      where,
      orderBy: parseSort(q.sort, brandSort, [asc(brands.priority), asc(brands.id)]),
      limit: q.limit,
      offset: q.offset,
    },
    (r) => toBrand(storage, r),
  );
}

/** GET /v1/product/fa/brands/{id}. */
export async function getBrand(db: Db, id: number, storage: Storage) {
  const [row] = await brandQuery(db, eq(brands.id, id)).limit(1);
  return row && toBrand(storage, row);
}

// ---------------------------------------------------------------- units

const unitColumns = { id: units.id, title: units.title, slug: units.slug, priority: units.priority };

/** GET /v1/product/fa/units. */
export async function listUnits(db: Db, q: z.output<typeof unitListQuery>) {
  return runList(
    db,
    {
      table: units,
      columns: unitColumns,
      where: searchWhere(q, [units.titleSearch]),
      orderBy: parseSort(
        q.sort,
        sortColumns(productEndpoints.listUnits.sort, { id: units.id, title: units.title, priority: units.priority }),
        [asc(units.priority), asc(units.id)],
      ),
      limit: q.limit,
      offset: q.offset,
    },
    (row): Unit => row,
  );
}

/** GET /v1/product/fa/units/{id}. */
export async function getUnit(db: Db, id: number): Promise<Unit | undefined> {
  const [row] = await db.select(unitColumns).from(units).where(eq(units.id, id)).limit(1);
  return row;
}

// ---------------------------------------------------------------- reviews

const reviewColumns = {
  id: productReviews.id,
  product_id: productReviews.productId,
  author_name: productReviews.authorName,
  title: productReviews.title,
  description: productReviews.description,
  rate: productReviews.rate,
  created_at: productReviews.createdAt,
};
const approved = eq(productReviews.status, REVIEW_STATUS.approved);
const toReview = (r: { created_at: Date } & Omit<Review, 'created_at'>): Review => ({
  ...r,
  created_at: r.created_at.toISOString(),
});

/** True when a published product has this id. */
/**
 * The published products as a subquery (`id`, `title`, `title_search`, `price`) that another module's list of things
 * attached to products (a member's favorites) joins on `id` to filter, search and sort by them in SQL; the product
 * module picks the columns it lends.
 */
export const publishedProductSource = (db: Db) =>
  db
    .select({ id: products.id, title: products.title, titleSearch: products.titleSearch, price: products.price })
    .from(products)
    .where(eq(products.published, true))
    .as('published_product');

export async function productExists(db: Db, id: number) {
  return (await db.$count(products, and(eq(products.id, id), eq(products.published, true)))) > 0;
}

/** GET /v1/product/fa/products/{productId}/reviews: approved reviews, newest first by default. */
export async function listReviews(db: Db, productId: number, q: z.output<typeof reviewListQuery>) {
  return runList(
    db,
    {
      table: productReviews,
      columns: reviewColumns,
      where: and(eq(productReviews.productId, productId), approved),
      orderBy: parseSort(
        q.sort,
        sortColumns(productEndpoints.listProductReviews.sort, {
          id: productReviews.id,
          created_at: productReviews.createdAt,
          rate: productReviews.rate,
        }),
        [desc(productReviews.createdAt), desc(productReviews.id)],
      ),
      limit: q.limit,
      offset: q.offset,
    },
    toReview,
  );
}

/** GET /v1/review/fa/reviews/{id}: an approved review of a published product. */
export async function getReview(db: Db, id: number): Promise<Review | undefined> {
  const [row] = await db
    .select(reviewColumns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(and(eq(productReviews.id, id), approved, eq(products.published, true)))
    .limit(1);
  return row && toReview(row);
}

/** The ids of the categories products are filed under (a subquery), to tell the shop's categories from others. */
export const filedCategoryIds = () => sql`select category_id from ${productCategories}`;

/** The header search box's brands: the few whose Persian or English name holds what was typed, most relevant first. */
export async function suggestBrands(db: Db, typed: string, limit: number) {
  const found = await rankedSearch(
    { search_keywords: typed },
    [
      { text: brands.titleSearch, weight: 3, fuzzy: true },
      { text: brands.titleEnSearch, weight: 3, fuzzy: true },
    ],
    async (arms) => (await db.$count(brands, or(...arms))) > 0,
  );
  return db
    .select({ id: brands.id, title: brands.title, title_en: brands.titleEn })
    .from(brands)
    .where(found.where)
    .orderBy(...(found.score ? [desc(found.score)] : []), asc(brands.priority), asc(brands.id))
    .limit(limit);
}
