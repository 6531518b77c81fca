import type { MetadataRoute } from 'next';
import { fetchBrands, fetchProductCategories, fetchProducts } from '@/features/catalog/api';
import { fetchAlbums, fetchArticles, fetchNewsList } from '@/features/content/api';
import { localizedPath, routing } from '@/i18n/routing';
import { serverEnv } from '@/lib/env';

// Built from the API at request time (never during `next build`), over cached answers.
export const dynamic = 'force-dynamic';

type Listed = { id: number; published_at?: string };
type Page = { data: Listed[]; paging: { has_more: boolean } } | null;

/** Every id of a paged list (100 per call, at most 20 calls). */
async function allOf(fetchPage: (offset: number) => Promise<Page>): Promise<Listed[]> {
  const out: Listed[] = [];
  for (let i = 0; i < 20; i++) {
    const page = await fetchPage(i * 100);
    if (!page) break;
    out.push(...page.data);
    if (!page.paging.has_more) break;
  }
  return out;
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = serverEnv.siteUrl;
  const [products, categories, brands, news, articles, albums] = await Promise.all([
    allOf((offset) => fetchProducts({ limit: 100, offset, sort: 'id' })),
    fetchProductCategories(),
    fetchBrands(),
    allOf((offset) => fetchNewsList({ limit: 100, offset, sort: '-published_at' })),
    allOf((offset) => fetchArticles({ limit: 100, offset, sort: '-published_at' })),
    allOf((offset) => fetchAlbums({ limit: 100, offset, sort: '-published_at' })),
  ]);
  // Every page in every site language, each entry naming its twins (hreflang) as the pages' metadata does.
  const at = (path: string, priority: number, lastModified?: string): MetadataRoute.Sitemap =>
    routing.locales.map((locale) => ({
      url: `${base}${localizedPath(locale, path)}`,
      priority,
      ...(lastModified ? { lastModified } : {}),
      alternates: {
        languages: Object.fromEntries(routing.locales.map((l) => [l, `${base}${localizedPath(l, path)}`])),
      },
    }));
  return [
    ...at('/', 1),
    ...at('/products', 0.9),
    ...at('/brands', 0.5),
    ...at('/news', 0.7),
    ...at('/articles', 0.7),
    ...at('/albums', 0.5),
    ...at('/faq', 0.6),
    ...categories.flatMap((c) => at(`/category/${c.id}`, 0.7)),
    ...brands.flatMap((b) => at(`/brand/${b.id}`, 0.5)),
    ...products.flatMap((p) => at(`/product/${p.id}`, 0.8)),
    ...news.flatMap((n) => at(`/news/${n.id}`, 0.6, n.published_at)),
    ...articles.flatMap((a) => at(`/articles/${a.id}`, 0.6, a.published_at)),
    ...albums.flatMap((a) => at(`/albums/${a.id}`, 0.4, a.published_at)),
  ];
}
