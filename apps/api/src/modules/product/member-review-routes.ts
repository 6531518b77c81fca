import { favoriteEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { requireMember } from '../../http/auth';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { createReview, deleteMyReview, listMyReviews, reviewEligibility } from './member-reviews';

/** The member's own product reviews: write (moderated), list with status, delete. */
export default async function reviewRoutes(app: AppInstance) {
  route(app, api.createReview, async (request) => {
    const review = await createReview(app.db, await requireMember(request), request.params.productId, request.body);
    if (!review) throw notFound('محصول');
    return { data: review };
  });
  route(app, api.getReviewEligibility, async (request) => {
    const answer = await reviewEligibility(app.db, await requireMember(request), request.params.id);
    if (!answer) throw notFound('محصول');
    return { data: answer };
  });
  route(app, api.listMyReviews, async (request) => listMyReviews(app.db, await requireMember(request), request.query));
  route(app, api.deleteMyReview, async (request) => {
    if (!(await deleteMyReview(app.db, await requireMember(request), request.params.id))) throw notFound('دیدگاه');
    return undefined;
  });
}
