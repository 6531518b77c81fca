import { toLatinDigits, tomanToRial } from '@vip/domain';
import { idsParam, intParam, offsetOf, param, type SearchParams, searchParam } from '@/features/ui/paging';
import type { Query } from '@/lib/api-server';

/** Page size of product lists (§9 default 12). */
export const PRODUCT_PAGE_SIZE = 12;

/** Sort choices offered to a shopper (API sort expressions of §7). */
export const PRODUCT_SORTS = ['', '-created_at', 'price', '-price', '-sales', '-rating'] as const;

/** The product filters as kept in the URL of /products. Prices are Toman (what a shopper types). */
export interface ProductFilterState {
  categoryIds: number[];
  brandIds: number[];
  inStock: boolean;
  q: string;
  sort: string;
  priceMin: string;
  priceMax: string;
  page: number;
}

const toman = (v: string) => {
  const n = Number.parseInt(toLatinDigits(v).replace(/[,٬\s]/g, ''), 10);
  return Number.isFinite(n) && n >= 0 ? String(n) : '';
};

/** Reads the filters from /products search parameters. */
export function readProductFilters(sp: SearchParams): ProductFilterState {
  const sort = param(sp, 'sort');
  return {
    categoryIds: idsParam(sp, 'category_ids'),
    brandIds: idsParam(sp, 'brand_ids'),
    inStock: param(sp, 'available_in_stock') === 'true',
    q: searchParam(sp),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? sort : '',
    priceMin: toman(param(sp, 'price_min')),
    priceMax: toman(param(sp, 'price_max')),
    page: intParam(sp, 'page', 1),
  };
}

/** The URL parameters of a filter state (empty values left out). */
export function filterParams(f: Omit<ProductFilterState, 'page'> & { page?: number }): Record<string, string> {
  const p: Record<string, string> = {};
  if (f.categoryIds.length) p.category_ids = f.categoryIds.join(',');
  if (f.brandIds.length) p.brand_ids = f.brandIds.join(',');
  if (f.inStock) p.available_in_stock = 'true';
  if (f.q) p.q = f.q;
  if (f.sort) p.sort = f.sort;
  if (f.priceMin) p.price_min = f.priceMin;
  if (f.priceMax) p.price_max = f.priceMax;
  if (f.page && f.page > 1) p.page = String(f.page);
  return p;
}

/** The API query of §7 for a filter state. */
export function productApiQuery(f: ProductFilterState): Query {
  return {
    limit: PRODUCT_PAGE_SIZE,
    offset: offsetOf(f.page, PRODUCT_PAGE_SIZE),
    category_ids: f.categoryIds,
    brand_ids: f.brandIds,
    available_in_stock: f.inStock ? true : undefined,
    search_text: f.q || undefined,
    search_type: f.q ? 'or' : undefined,
    search_mode: f.q ? 'all' : undefined,
    sort: f.sort || undefined,
    min_price: f.priceMin ? tomanToRial(Number(f.priceMin)) : undefined,
    max_price: f.priceMax ? tomanToRial(Number(f.priceMax)) : undefined,
  };
}
