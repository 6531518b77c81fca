import 'server-only';
import { api, type ProductListQuery } from '@vip/contract';
import { ModuleId, RootCategoryId } from '@vip/domain';
import { readerLang } from '@/features/content/api';
import { apiDetail, apiList } from '@/lib/api-server';

const CACHE = { revalidate: 300, tags: ['product'] };

/** A page of products (§7 query; `null` when the API failed). */
export function fetchProducts(query: ProductListQuery) {
  return apiList(api.listProducts, { query }, CACHE);
}

/** One product, or null when it does not exist. */
export function fetchProduct(id: number) {
  return apiDetail(api.getProduct, { params: { id } }, { revalidate: 300, tags: ['product', `product-${id}`] });
}

/** A page of a product's reviews, newest first. */
export function fetchReviews(productId: number, limit: number, offset = 0) {
  return apiList(
    api.listProductReviews,
    { params: { productId }, query: { limit, offset, sort: '-created_at' } },
    { revalidate: 300, tags: ['review', `product-${productId}`] },
  );
}

/** Every brand by priority. */
export async function fetchBrands() {
  const list = await apiList(api.listBrands, { query: { limit: 100, offset: 0, sort: 'priority' } }, CACHE);
  return list?.data ?? [];
}

/** One brand, or null. */
export function fetchBrand(id: number) {
  return apiDetail(api.getBrand, { params: { id } }, CACHE);
}

/** Every product category (module 55) by priority, titled in the reader's language, for filters and the sitemap. */
export async function fetchProductCategories() {
  const list = await apiList(
    api.listCategories,
    {
      query: { module_id: ModuleId.product, limit: 100, offset: 0, disable_in_webservice: false, sort: 'priority' },
    },
    { revalidate: 300, tags: ['category'] },
    { lang: await readerLang() },
  );
  return (list?.data ?? []).filter((c) => c.id !== RootCategoryId.root);
}

/** One category in the reader's language, or null. */
export async function fetchCategory(id: number) {
  return apiDetail(
    api.getCategory,
    { params: { id } },
    { revalidate: 300, tags: ['category'] },
    { lang: await readerLang() },
  );
}
