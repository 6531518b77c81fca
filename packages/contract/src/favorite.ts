import { z } from 'zod';
import { detailOf, idParams, listOf, pagingQuery } from './common';
import { defineEndpoints } from './endpoint';
import { productIdParams, productListItem, review } from './product';

/** A favorite: the product card plus when the member saved it; `id` is the product's id. */
export const favorite = productListItem.extend({ favorited_at: z.string().describe('ISO-8601 UTC') });
export type Favorite = z.infer<typeof favorite>;

/** Query of GET /v1/product/fa/products/favorites (§7: limit, offset, title, sort). */
export const favoriteListQuery = pagingQuery().extend({ title: z.string().trim().max(200).optional() });
export type FavoriteListQuery = z.input<typeof favoriteListQuery>;
export const favoriteList = listOf(favorite);
export const favoriteDetail = detailOf(favorite);
export const FAVORITE_SORT_FIELDS = ['favorited_at', 'title', 'price'] as const;

/** The member's own review: an approved review's fields plus its moderation status and product. */
export const myReview = review.extend({
  /** 0 waiting for moderation, 1 approved (public), 2 rejected. */
  status: z.number().int(),
  product_title: z.string(),
});
export type MyReview = z.infer<typeof myReview>;

/** Body of POST /v1/product/fa/products/{id}/reviews. */
export const reviewCreateBody = z.object({
  rate: z.coerce.number().int().min(1, 'امتیاز باید بین ۱ تا ۵ باشد.').max(5, 'امتیاز باید بین ۱ تا ۵ باشد.'),
  title: z.string().trim().max(120).default(''),
  description: z.string().trim().min(10, 'متن نظر باید دست‌کم ۱۰ حرف باشد.').max(2000, 'متن نظر حداکثر ۲۰۰۰ حرف است.'),
});
export type ReviewCreateBody = z.input<typeof reviewCreateBody>;
export const myReviewList = listOf(myReview);
export const myReviewDetail = detailOf(myReview);
export const MY_REVIEW_SORT_FIELDS = ['id', 'created_at', 'rate'] as const;

/** Whether the signed-in member may review a product (bought it and has not reviewed it yet). */
export const reviewEligibility = detailOf(
  z.object({ can_review: z.boolean(), has_bought: z.boolean(), review: myReview.nullable() }),
);

/** Favorites and the member's own reviews (§7, member token). */
export const favoriteEndpoints = defineEndpoints({
  addFavorite: {
    method: 'POST',
    path: '/v1/product/fa/products/:id/addfavorite',
    tag: 'favorite',
    summary: 'Add a product to the favorites (adding twice keeps one)',
    auth: 'member',
    params: idParams,
    response: favoriteDetail,
  },
  listFavorites: {
    method: 'GET',
    path: '/v1/favorite/fa/favorites',
    tag: 'favorite',
    summary: 'The member’s favorites, newest first; `title` filters by product title',
    auth: 'member',
    query: favoriteListQuery,
    response: favoriteList,
    sort: FAVORITE_SORT_FIELDS,
  },
  getFavorite: {
    method: 'GET',
    path: '/v1/favorite/fa/favorites/:id',
    tag: 'favorite',
    summary: 'One favorite by product id (404 when the member has not saved it)',
    description: "`id` is the product's id.",
    auth: 'member',
    params: idParams,
    response: favoriteDetail,
  },
  deleteFavorite: {
    method: 'DELETE',
    path: '/v1/product/fa/products/:id/deletefavorite',
    tag: 'favorite',
    summary: 'Remove a product from the favorites',
    auth: 'member',
    params: idParams,
    status: 204,
  },
  createReview: {
    method: 'POST',
    path: '/v1/product/fa/products/:productId/reviews',
    tag: 'review',
    summary: 'Write a review of a product the member bought and paid for (one each; public after moderation)',
    auth: 'member',
    params: productIdParams,
    body: reviewCreateBody,
    response: myReviewDetail,
    status: 201,
    errors: ['review_needs_purchase', 'review_exists'],
  },
  getReviewEligibility: {
    method: 'GET',
    path: '/v1/product/fa/products/:id/reviews/eligibility',
    tag: 'review',
    summary: 'Whether the member may review this product, and their review if written',
    auth: 'member',
    params: idParams,
    response: reviewEligibility,
  },
  listMyReviews: {
    method: 'GET',
    path: '/v1/review/fa/my-reviews',
    tag: 'review',
    summary: 'The member’s own reviews with their moderation status',
    auth: 'member',
    query: pagingQuery(),
    response: myReviewList,
    sort: MY_REVIEW_SORT_FIELDS,
  },
  deleteMyReview: {
    method: 'DELETE',
    path: '/v1/review/fa/my-reviews/:id',
    tag: 'review',
    summary: 'Delete one of the member’s own reviews',
    auth: 'member',
    params: idParams,
    status: 204,
  },
});
