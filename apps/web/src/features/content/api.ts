import 'server-only';
import {
  type AlbumListQuery,
  type ArticleListQuery,
  api,
  CMS_PAGES,
  FAQ_MODULE_ID,
  type FaqListQuery,
  type NewsListQuery,
} from '@vip/contract';
import { apiDetail, apiList } from '@/lib/api-server';

const cache = (tag: string) => ({ revalidate: 300, tags: [tag] });

export const fetchNewsList = (query: NewsListQuery) => apiList(api.listNews, { query }, cache('news'));
export const fetchNews = (id: number) => apiDetail(api.getNews, { params: { id } }, cache('news'));
export const fetchArticles = (query: ArticleListQuery) => apiList(api.listArticles, { query }, cache('article'));
export const fetchArticle = (id: number) => apiDetail(api.getArticle, { params: { id } }, cache('article'));
export const fetchAlbums = (query: AlbumListQuery) => apiList(api.listAlbums, { query }, cache('album'));
export const fetchAlbum = (id: number) => apiDetail(api.getAlbum, { params: { id } }, cache('album'));
export const fetchFaqs = (query: FaqListQuery) => apiList(api.listFaqs, { query }, cache('faq'));

/** CMS boxes of the home page under one key (hero, banner, features, faq), by priority. */
export async function fetchHomeBoxes(key: string) {
  const list = await apiList(
    api.listCmsBoxes,
    { query: { pageId: CMS_PAGES.home, key, limit: 12, offset: 0, sort: 'priority' } },
    cache('cms'),
  );
  return list?.data ?? [];
}

/** Categories of a content module (news 1, FAQs 8), by priority. */
export async function fetchModuleCategories(moduleId: number) {
  const list = await apiList(
    api.listCategories,
    { query: { module_id: moduleId, limit: 50, offset: 0, disable_in_webservice: false, sort: 'priority' } },
    cache('category'),
  );
  return list?.data ?? [];
}

export const fetchFaqCategories = () => fetchModuleCategories(FAQ_MODULE_ID);
