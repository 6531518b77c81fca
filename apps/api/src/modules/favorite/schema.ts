import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../member/schema';
import { products } from '../product/schema';

/** A member's favorite products: one row per member and product (adding twice keeps one). */
export const productFavorites = pgTable(
  'product_favorites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.productId] }),
    index('product_favorites_member_idx').on(t.memberId, t.createdAt),
  ],
);
