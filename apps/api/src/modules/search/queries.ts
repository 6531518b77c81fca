import { and, asc, desc, or, type SQL, sql } from 'drizzle-orm';
import { productListQuery, type Suggestions } from '@vip/contract';
import type { Db } from '../../db/client';
import { rankedSearch } from '../../db/search';
import type { Storage } from '../../storage';
import { articles } from '../article/schema';
import { categories } from '../category/schema';
import { listProducts } from '../product/queries';
import { brands } from '../product/schema';

const PRODUCTS = 5;
const OTHERS = 3;

/** Shop categories: those of the module products are filed under (article and album categories are not offered). */
const shopCategory = sql`${categories.moduleId} in (
  select c.module_id from categories c join product_categories pc on pc.category_id = c.id)`;

/** GET /v1/search/fa/suggestions: a few of each kind for the header search box, most relevant first. */
export async function suggest(db: Db, storage: Storage, typed: string): Promise<Suggestions> {
  const q = { search_keywords: typed };
  const exists = (table: typeof brands | typeof categories | typeof articles) => async (arms: SQL[]) =>
    (await db.$count(table, or(...arms))) > 0;
  const [brandSearch, categorySearch, articleSearch] = await Promise.all([
    rankedSearch(
      q,
      [
        { text: brands.titleSearch, weight: 3, fuzzy: true },
        { text: brands.titleEnSearch, weight: 3, fuzzy: true },
      ],
      exists(brands),
    ),
    rankedSearch(q, [{ text: categories.titleSearch, weight: 3, fuzzy: true }], exists(categories)),
    rankedSearch(
      q,
      [
        { text: articles.titleSearch, weight: 3, fuzzy: true },
        { text: articles.summarySearch, weight: 1 },
      ],
      exists(articles),
    ),
  ]);
  const byScore = (score: typeof brandSearch.score) => (score ? [desc(score)] : []);
  const [products, brandRows, categoryRows, articleRows] = await Promise.all([
    listProducts(db, productListQuery.parse({ ...q, limit: PRODUCTS }), storage),
    db
      .select({ id: brands.id, title: brands.title, title_en: brands.titleEn })
      .from(brands)
      .where(brandSearch.where)
      .orderBy(...byScore(brandSearch.score), asc(brands.priority), asc(brands.id))
      .limit(OTHERS),
    db
      .select({ id: categories.id, title: categories.title })
      .from(categories)
      .where(and(categorySearch.where, shopCategory))
      .orderBy(...byScore(categorySearch.score), asc(categories.priority), asc(categories.id))
      .limit(OTHERS),
    db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(articleSearch.where)
      .orderBy(...byScore(articleSearch.score), desc(articles.publishedAt))
      .limit(OTHERS),
  ]);
  return {
    products: products.data.map((p) => ({ id: p.id, title: p.title, price: p.price, brand: p.brand?.title ?? null })),
    brands: brandRows,
    categories: categoryRows,
    articles: articleRows,
  };
}
