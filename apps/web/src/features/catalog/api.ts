import 'server-only';
import type { Brand, Category, ListResponse, Product, ProductListItem, Review } from '@vip/contract';
import { ModuleId, RootCategoryId } from '@vip/domain';
import { apiDetail, apiList, type Query } from '@/lib/api-server';

const CACHE = { revalidate: 300, tags: ['product'] };

/** A page of products (§7 query; `null` when the API failed). */
export function fetchProducts(query: Query): Promise<ListResponse<ProductListItem> | null> {
  return apiList<ProductListItem>('/v1/product/fa/products', query, CACHE);
}

/** One product, or null when it does not exist. */
export function fetchProduct(id: number): Promise<Product | null> {
  return apiDetail<Product>(`/v1/product/fa/products/${id}`, { revalidate: 300, tags: ['product', `product-${id}`] });
}

/** A page of a product's reviews, newest first. */
export function fetchReviews(productId: number, limit: number, offset = 0) {
  return apiList<Review>(
    `/v1/product/fa/products/${productId}/reviews`,
    { limit, offset, sort: '-created_at' },
    { revalidate: 300, tags: ['review', `product-${productId}`] },
  );
}

/** Every brand by priority. */
export async function fetchBrands(): Promise<Brand[]> {
  const list = await apiList<Brand>('/v1/product/fa/brands', { limit: 100, offset: 0, sort: 'priority' }, CACHE);
  return list?.data ?? [];
}

/** One brand, or null. */
export function fetchBrand(id: number): Promise<Brand | null> {
  return apiDetail<Brand>(`/v1/product/fa/brands/${id}`, CACHE);
}

/** Every product category (module 55) by priority, for filters and the sitemap. */
export async function fetchProductCategories(): Promise<Category[]> {
  const list = await apiList<Category>(
    '/v1/category/fa/categories',
    { module_id: ModuleId.product, limit: 100, offset: 0, disable_in_webservice: false, sort: 'priority' },
    { revalidate: 300, tags: ['category'] },
  );
  return (list?.data ?? []).filter((c) => c.id !== RootCategoryId.root);
}

/** One category, or null. */
export function fetchCategory(id: number): Promise<Category | null> {
  return apiDetail<Category>(`/v1/category/fa/categories/${id}`, { revalidate: 300, tags: ['category'] });
}
