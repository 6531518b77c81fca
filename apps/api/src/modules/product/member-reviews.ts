// A member's own reviews (member-review-routes.ts): reviews are the product module's data, beside the public list
// and the moderation desk (review-desk.ts).
import type { api, MyReview, QueryOf, ReviewCreateBody } from '@vip/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiError } from '../../http/errors';
import { listEnvelope, parseSort } from '../../db/list';
import { memberName } from '../member/queries';
import { productExists, refreshProductRatings } from './queries';
import { products, productReviews, REVIEW_STATUS } from './schema';
import { hasBought } from '../store/purchases';

const columns = {
  id: productReviews.id,
  product_id: productReviews.productId,
  product_title: products.title,
  author_name: productReviews.authorName,
  title: productReviews.title,
  description: productReviews.description,
  rate: productReviews.rate,
  status: productReviews.status,
  created_at: productReviews.createdAt,
};
type Row = { created_at: Date } & Omit<MyReview, 'created_at'>;
const toMyReview = (r: Row): MyReview => ({ ...r, created_at: r.created_at.toISOString() });
const select = (db: Db) =>
  db.select(columns).from(productReviews).innerJoin(products, eq(products.id, productReviews.productId)).$dynamic();

/** The member's own reviews, every moderation status, newest first. */
export async function listMyReviews(db: Db, memberId: number, q: QueryOf<typeof api.listMyReviews>) {
  const where = eq(productReviews.memberId, memberId);
  const orderBy = parseSort(
    q.sort,
    { id: productReviews.id, created_at: productReviews.createdAt, rate: productReviews.rate },
    [desc(productReviews.createdAt), desc(productReviews.id)],
  );
  const [rows, total] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.limit)
      .offset(q.offset),
    db.$count(productReviews, where),
  ]);
  return listEnvelope(rows.map(toMyReview), total, q.limit, q.offset);
}

async function ownReviewOf(db: Db, memberId: number, productId: number) {
  const [row] = await select(db)
    .where(and(eq(productReviews.memberId, memberId), eq(productReviews.productId, productId)))
    .limit(1);
  return row && toMyReview(row);
}

/** What the product page needs to offer the review form: only a buyer who has not reviewed it yet may write one. */
export async function reviewEligibility(db: Db, memberId: number, productId: number) {
  if (!(await productExists(db, productId))) return undefined;
  const [review, bought] = await Promise.all([
    ownReviewOf(db, memberId, productId),
    hasBought(db, memberId, productId),
  ]);
  return { can_review: !review && bought, has_bought: bought, review: review ?? null };
}

/**
 * Writes the member's review (waits for moderation). Only a member with a paid order of the product may review it
 * (403 otherwise, so reviews are a buyer's word, whatever client sends them); a second review of it is a 409.
 */
export async function createReview(
  db: Db,
  memberId: number,
  productId: number,
  body: Required<Pick<ReviewCreateBody, 'title'>> & Omit<ReviewCreateBody, 'title'> & { rate: number },
) {
  if (!(await productExists(db, productId))) return undefined;
  if (!(await hasBought(db, memberId, productId))) {
    throw apiError('review_needs_purchase');
  }
  const authorName = (await memberName(db, memberId)) || 'کاربر آسمان ویژه';
  const inserted = await db
    .insert(productReviews)
    .values({
      productId,
      memberId,
      authorName,
      title: body.title,
      description: body.description,
      rate: body.rate,
      status: REVIEW_STATUS.pending,
    })
    .onConflictDoNothing()
    .returning({ id: productReviews.id });
  if (inserted.length === 0) {
    throw apiError('review_exists');
  }
  return ownReviewOf(db, memberId, productId);
}

/** Deletes one of the member's reviews (the product's rating follows if it was public); false when not theirs. */
export async function deleteMyReview(db: Db, memberId: number, id: number) {
  const removed = await db
    .delete(productReviews)
    .where(and(eq(productReviews.id, id), eq(productReviews.memberId, memberId)))
    .returning({ status: productReviews.status });
  if (removed[0]?.status === REVIEW_STATUS.approved) await refreshProductRatings(db);
  return removed.length > 0;
}
