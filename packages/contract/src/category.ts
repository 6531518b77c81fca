import { z } from 'zod';
import {
  detailOf,
  idList,
  MAX_INT32,
  idParam,
  idParams,
  latinDigits,
  listOf,
  pagingQuery,
  queryBool,
  searchQuery,
} from './common';
import { defineEndpoints } from './endpoint';

/** Category as the API returns it. */
export const category = z.object({
  id: z.number().int(),
  module_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  priority: z.number().int(),
  disable_in_webservice: z.boolean(),
  children_count: z.number().int(),
});
export type Category = z.infer<typeof category>;

/** Query of GET /v1/category/fa/categories (§7; default limit 10 per §9). */
export const categoryListQuery = pagingQuery(10)
  .extend(searchQuery.shape)
  .extend({
    module_id: idParam.optional(),
    /** Parent category id (the menu's root is 103, §9); `0` means categories without a parent. */
    parent_id: z.preprocess(latinDigits, z.coerce.number().int().min(0).max(MAX_INT32)).optional(),
    disable_in_webservice: queryBool.optional(),
    ids: idList.optional(),
  });
export type CategoryListQuery = z.input<typeof categoryListQuery>;

export const categoryList = listOf(category);
export const categoryDetail = detailOf(category);

/** Endpoints of the category module (§7). */
export const categoryEndpoints = defineEndpoints({
  listCategories: {
    method: 'GET',
    path: '/v1/category/fa/categories',
    tag: 'category',
    summary: 'List categories (the menu reads parent_id=103)',
    auth: 'public',
    query: categoryListQuery,
    response: categoryList,
    sort: ['id', 'title', 'priority', 'created_at'],
    publicCache: true,
  },
  getCategory: {
    method: 'GET',
    path: '/v1/category/fa/categories/:id',
    tag: 'category',
    summary: 'One category',
    auth: 'public',
    params: idParams,
    response: categoryDetail,
    publicCache: true,
  },
});
