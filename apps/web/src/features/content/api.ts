import 'server-only';
import type {
  AlbumDetailItem,
  AlbumItem,
  ArticleDetailItem,
  ArticleItem,
  Category,
  CmsBox,
  FaqItem,
  NewsDetailItem,
  NewsItem,
} from '@vip/contract';
import { CMS_PAGES, FAQ_MODULE_ID } from '@vip/contract';
import { apiDetail, apiList, type Query } from '@/lib/api-server';

const cache = (tag: string) => ({ revalidate: 300, tags: [tag] });

export const fetchNewsList = (query: Query) => apiList<NewsItem>('/v1/news/fa/news', query, cache('news'));
export const fetchNews = (id: number) => apiDetail<NewsDetailItem>(`/v1/news/fa/news/${id}`, cache('news'));
export const fetchArticles = (query: Query) => apiList<ArticleItem>('/v1/article/fa/articles', query, cache('article'));
export const fetchArticle = (id: number) =>
  apiDetail<ArticleDetailItem>(`/v1/article/fa/articles/${id}`, cache('article'));
export const fetchAlbums = (query: Query) => apiList<AlbumItem>('/v1/album/fa/albums', query, cache('album'));
export const fetchAlbum = (id: number) => apiDetail<AlbumDetailItem>(`/v1/album/fa/albums/${id}`, cache('album'));
export const fetchFaqs = (query: Query) => apiList<FaqItem>('/v1/faq/fa/faqs', query, cache('faq'));

/** CMS boxes of the home page under one key (hero, banner, features, faq), by priority. */
export async function fetchHomeBoxes(key: string): Promise<CmsBox[]> {
  const list = await apiList<CmsBox>(
    '/v1/cms/fa/boxes',
    { pageId: CMS_PAGES.home, key, limit: 12, offset: 0, sort: 'priority' },
    cache('cms'),
  );
  return list?.data ?? [];
}

/** Categories of a content module (news 1, FAQs 8), by priority. */
export async function fetchModuleCategories(moduleId: number): Promise<Category[]> {
  const list = await apiList<Category>(
    '/v1/category/fa/categories',
    { module_id: moduleId, limit: 50, offset: 0, disable_in_webservice: false, sort: 'priority' },
    cache('category'),
  );
  return list?.data ?? [];
}

export const fetchFaqCategories = () => fetchModuleCategories(FAQ_MODULE_ID);
