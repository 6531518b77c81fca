import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mainImage } from './queries';
import { products } from './schema';

/*
 * What the store asks of and changes in the catalogue's products: billing facts and the stock count. Every stock
 * change is one conditional update, so concurrent sales and adjustments never lose or oversell a unit.
 */

/** What billing needs of products: price, stock, title, whether on sale, and the main picture. */
export async function findProducts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      title: products.title,
      price: products.price,
      stock: products.stock,
      published: products.published,
      image: mainImage,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/** The product's stock now, or undefined for an unknown product. */
export async function stockOf(db: Db, productId: number): Promise<number | undefined> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

/** Takes `quantity` units when that many are in stock: the price and the stock left, or undefined when short. */
export async function reserveStock(tx: Db, productId: number, quantity: number) {
  const [reserved] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.stock, quantity)))
    .returning({ price: products.price, stock: products.stock });
  return reserved;
}

/** Puts `quantity` units back (a cancelled or expired order). */
export async function returnStock(tx: Db, productId: number, quantity: number) {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}

/** Adds `delta` (negative: takes) unless the stock would go below zero: id, title and the new stock, or undefined. */
export async function shiftStock(tx: Db, productId: number, delta: number) {
  const [updated] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}` })
    .where(and(eq(products.id, productId), sql`${products.stock} + ${delta} >= 0`))
    .returning({ id: products.id, title: products.title, stock: products.stock });
  return updated;
}
