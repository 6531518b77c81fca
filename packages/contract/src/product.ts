import { z } from 'zod';
import {
  detailOf,
  idList,
  idParam,
  idParams,
  latinDigits,
  listOf,
  pagingQuery,
  queryBool,
  searchQuery,
} from './common';
import { defineEndpoints } from './endpoint';

/** A stored image with absolute URLs: `url` is the 640px WebP, `srcset` lists every width (320w, 640w, 1024w). */
export const mediaImage = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  srcset: z.string(),
});
export type MediaImage = z.infer<typeof mediaImage>;

const money = z.preprocess(latinDigits, z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

/** Unit a product is sold in (§3 entity `unit`). */
export const unit = z.object({ id: z.number().int(), title: z.string(), slug: z.string(), priority: z.number().int() });
export type Unit = z.infer<typeof unit>;

/** Brand as the API returns it. */
export const brand = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  slug: z.string(),
  description: z.string(),
  country: z.string(),
  logo: mediaImage.nullable(),
  priority: z.number().int(),
  product_count: z.number().int(),
});
export type Brand = z.infer<typeof brand>;

/** A product in a list (cards, rails, compare). Prices are integer Rials. */
export const productListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  price: z.number().int(),
  old_price: z.number().int().nullable(),
  in_stock: z.boolean(),
  stock: z.number().int(),
  brand: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  image: mediaImage.nullable(),
  rating: z.number(),
  review_count: z.number().int(),
  category_ids: z.array(z.number().int()),
});
export type ProductListItem = z.infer<typeof productListItem>;

/** A product page: the list fields plus gallery, brand, categories, unit and the specification rows. */
export const product = productListItem.extend({
  sku: z.string(),
  description: z.string(),
  images: z.array(mediaImage),
  brand: brand.pick({ id: true, title: true, title_en: true, slug: true, logo: true }).nullable(),
  categories: z.array(z.object({ id: z.number().int(), title: z.string(), slug: z.string() })),
  unit: unit.pick({ id: true, title: true }).nullable(),
  attributes: z.array(z.object({ title: z.string(), value: z.string() })),
  sales_count: z.number().int(),
  created_at: z.string(),
});
export type Product = z.infer<typeof product>;

/** An approved product review. */
export const review = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  author_name: z.string(),
  title: z.string(),
  description: z.string(),
  rate: z.number().int(),
  created_at: z.string(),
});
export type Review = z.infer<typeof review>;

/** Query of GET /v1/product/fa/products (§7) plus `ids` (compare page) and a price range. */
export const productListQuery = pagingQuery().extend(searchQuery.shape).extend({
  /** Products in any of these categories or their descendants. */
  category_ids: idList.optional(),
  brand_ids: idList.optional(),
  /** `true`: only products in stock; `false` or absent: no filter. */
  available_in_stock: queryBool.optional(),
  /** These products only, in this order unless `sort` is given (the compare page). */
  ids: idList.optional(),
  min_price: money.optional(),
  max_price: money.optional(),
});
export type ProductListQuery = z.input<typeof productListQuery>;

/** Query of GET /v1/product/fa/brands and /units. */
export const brandListQuery = pagingQuery().extend(searchQuery.shape).extend({ ids: idList.optional() });
export type BrandListQuery = z.input<typeof brandListQuery>;
export const unitListQuery = pagingQuery().extend(searchQuery.shape);
export type UnitListQuery = z.input<typeof unitListQuery>;
/** Query of GET /v1/product/fa/products/{productId}/reviews. */
export const reviewListQuery = pagingQuery();
export type ReviewListQuery = z.input<typeof reviewListQuery>;
export const productIdParams = z.object({ productId: idParam });

export const productList = listOf(productListItem);
export const productDetail = detailOf(product);
export const brandList = listOf(brand);
export const brandDetail = detailOf(brand);
export const unitList = listOf(unit);
export const unitDetail = detailOf(unit);
export const reviewList = listOf(review);
export const reviewDetail = detailOf(review);

/** Endpoints of the store catalogue: products, their reviews, brands and units (§7, §3). */
export const productEndpoints = defineEndpoints({
  listProducts: {
    method: 'GET',
    path: '/v1/product/fa/products',
    tag: 'product',
    summary: 'List products with filters (category, brand, price, stock, ids)',
    auth: 'public',
    query: productListQuery,
    response: productList,
    sort: ['id', 'title', 'price', 'created_at', 'rating', 'review_count', 'sales', 'popularity', 'priority', 'stock'],
    publicCache: true,
  },
  getProduct: {
    method: 'GET',
    path: '/v1/product/fa/products/:id',
    tag: 'product',
    summary: 'One product with its gallery, attributes and price',
    auth: 'public',
    params: idParams,
    response: productDetail,
    publicCache: true,
  },
  listProductReviews: {
    method: 'GET',
    path: '/v1/product/fa/products/:productId/reviews',
    tag: 'product',
    summary: 'Published reviews of one product',
    auth: 'public',
    params: productIdParams,
    query: reviewListQuery,
    response: reviewList,
    sort: ['id', 'created_at', 'rate'],
    publicCache: true,
  },
  getReview: {
    method: 'GET',
    path: '/v1/review/fa/reviews/:id',
    tag: 'product',
    summary: 'One published review',
    auth: 'public',
    params: idParams,
    response: reviewDetail,
    publicCache: true,
  },
  listBrands: {
    method: 'GET',
    path: '/v1/product/fa/brands',
    tag: 'product',
    summary: 'List brands',
    auth: 'public',
    query: brandListQuery,
    response: brandList,
    sort: ['id', 'title', 'priority', 'created_at', 'product_count'],
    publicCache: true,
  },
  getBrand: {
    method: 'GET',
    path: '/v1/product/fa/brands/:id',
    tag: 'product',
    summary: 'One brand',
    auth: 'public',
    params: idParams,
    response: brandDetail,
    publicCache: true,
  },
  listUnits: {
    method: 'GET',
    path: '/v1/product/fa/units',
    tag: 'product',
    summary: 'List units of sale',
    auth: 'public',
    query: unitListQuery,
    response: unitList,
    sort: ['id', 'title', 'priority'],
    publicCache: true,
  },
  getUnit: {
    method: 'GET',
    path: '/v1/product/fa/units/:id',
    tag: 'product',
    summary: 'One unit of sale',
    auth: 'public',
    params: idParams,
    response: unitDetail,
    publicCache: true,
  },
});
