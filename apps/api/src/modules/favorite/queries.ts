import { type Favorite, type favoriteListQuery, productListQuery } from '@vip/contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listEnvelope, parseSort } from '../../db/list';
import { searchWhere } from '../../db/search';
import type { Storage } from '../../storage';
import { productExists, listProducts, publishedProductSource } from '../product/queries';
import { productFavorites } from './schema';

const own = (memberId: number) => eq(productFavorites.memberId, memberId);
/** Only published products are listed (joined): a favorite of a product taken down waits, hidden, until it is back. */
const products = publishedProductSource;

/** Product cards of the given favorites, in their order, each with when it was saved. */
async function withCards(
  db: Db,
  storage: Storage,
  rows: { productId: number; createdAt: Date }[],
): Promise<Favorite[]> {
  if (rows.length === 0) return [];
  const cards = await listProducts(
    db,
    productListQuery.parse({ ids: rows.map((r) => r.productId), limit: 100 }),
    storage,
  );
  const byId = new Map(cards.data.map((c) => [c.id, c]));
  return rows.flatMap((r) => {
    const card = byId.get(r.productId);
    return card ? [{ ...card, favorited_at: r.createdAt.toISOString() }] : [];
  });
}

/** GET favorites: the member's saved products, newest first; `title` matches the product title (normalised). */
export async function listFavorites(db: Db, storage: Storage, memberId: number, q: z.output<typeof favoriteListQuery>) {
  const product = products(db);
  const where = and(
    own(memberId),
    q.title ? searchWhere({ search_keywords: q.title }, [product.titleSearch]) : undefined,
  );
  const orderBy = parseSort(
    q.sort,
    { favorited_at: productFavorites.createdAt, title: product.title, price: product.price },
    [desc(productFavorites.createdAt), asc(product.id)],
  );
  const [rows, total] = await Promise.all([
    db
      .select({ productId: productFavorites.productId, createdAt: productFavorites.createdAt })
      .from(productFavorites)
      .innerJoin(product, eq(product.id, productFavorites.productId))
      .where(where)
      .orderBy(...orderBy)
      .limit(q.limit)
      .offset(q.offset),
    countFavorites(db, product, where),
  ]);
  return listEnvelope(await withCards(db, storage, rows), total, q.limit, q.offset);
}

async function countFavorites(db: Db, product: ReturnType<typeof products>, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(productFavorites)
    .innerJoin(product, eq(product.id, productFavorites.productId))
    .where(where);
  return row.n;
}

/** One favorite by product id, or undefined when the member has not saved it. */
export async function getFavorite(db: Db, storage: Storage, memberId: number, productId: number) {
  const product = products(db);
  const rows = await db
    .select({ productId: productFavorites.productId, createdAt: productFavorites.createdAt })
    .from(productFavorites)
    .innerJoin(product, eq(product.id, productFavorites.productId))
    .where(and(own(memberId), eq(productFavorites.productId, productId)))
    .limit(1);
  return (await withCards(db, storage, rows))[0];
}

/** Saves a product (a second add keeps the first row); undefined when the product does not exist. */
export async function addFavorite(db: Db, storage: Storage, memberId: number, productId: number) {
  if (!(await productExists(db, productId))) return undefined;
  await db.insert(productFavorites).values({ memberId, productId }).onConflictDoNothing();
  return getFavorite(db, storage, memberId, productId);
}

/** Removes a saved product; false when it was not saved. */
export async function deleteFavorite(db: Db, memberId: number, productId: number) {
  const removed = await db
    .delete(productFavorites)
    .where(and(eq(productFavorites.memberId, memberId), eq(productFavorites.productId, productId)))
    .returning({ id: productFavorites.productId });
  return removed.length > 0;
}
