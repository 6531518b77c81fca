import { productListQuery, type Suggestions } from '@vip/contract';
import type { Db } from '../../db/client';
import type { Storage } from '../../storage';
import { suggestArticles } from '../article/queries';
import { suggestCategories } from '../category/queries';
import { filedCategoryIds, listProducts, suggestBrands } from '../product/queries';

const PRODUCTS = 5;
const OTHERS = 3;

/** GET /v1/search/fa/suggestions: a few of each kind for the header search box, most relevant first. */
export async function suggest(db: Db, storage: Storage, typed: string): Promise<Suggestions> {
  const [products, brands, categories, articles] = await Promise.all([
    listProducts(db, productListQuery.parse({ search_keywords: typed, limit: PRODUCTS }), storage),
    suggestBrands(db, typed, OTHERS),
    suggestCategories(db, typed, OTHERS, filedCategoryIds()),
    suggestArticles(db, typed, OTHERS),
  ]);
  return {
    products: products.data.map((p) => ({ id: p.id, title: p.title, price: p.price, brand: p.brand?.title ?? null })),
    brands,
    categories,
    articles,
  };
}
