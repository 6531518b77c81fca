import type { deskReviewQuery } from '@vip/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listEnvelope } from '../../db/list';
import { notFound } from '../../http/errors';
import { productReviews, REVIEW_STATUS } from './schema';

// The support desk's review moderation (docs/back-office.md) over the reviews this module keeps.

const reviewView = (r: typeof productReviews.$inferSelect) => ({
  id: r.id,
  product_id: r.productId,
  member_id: r.memberId,
  author_name: r.authorName,
  title: r.title,
  description: r.description,
  rate: r.rate,
  status: r.status,
  created_at: r.createdAt.toISOString(),
});

/** Reviews by moderation status, oldest first for the pending queue. */
export async function listDeskReviews(db: Db, q: z.output<typeof deskReviewQuery>) {
  const cond = eq(productReviews.status, q.status);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(productReviews)
      .where(cond)
      .orderBy(q.status === REVIEW_STATUS.pending ? productReviews.id : desc(productReviews.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(productReviews).where(cond),
  ]);
  return listEnvelope(rows.map(reviewView), total, q.limit, q.offset);
}

/** Approve (the review becomes public) or hide it. */
export async function moderateReview(tx: Db, id: number, decision: 'approve' | 'hide') {
  const [current] = await tx.select().from(productReviews).where(eq(productReviews.id, id)).for('update');
  if (!current) throw notFound('دیدگاه');
  const status = decision === 'approve' ? REVIEW_STATUS.approved : REVIEW_STATUS.rejected;
  const [updated] = await tx.update(productReviews).set({ status }).where(eq(productReviews.id, id)).returning();
  return { result: reviewView(updated), before: { status: current.status }, after: { status } };
}
