import 'server-only';
import {
  type AlbumListQuery,
  type ArticleListQuery,
  api,
  CMS_PAGES,
  DEFAULT_LANG,
  FAQ_MODULE_ID,
  type FaqListQuery,
  isLang,
  type Lang,
  type NewsListQuery,
} from '@vip/contract';
import { getLocale } from 'next-intl/server';
import { apiDetail, apiList } from '@/lib/api-server';

/** The reader's language for the API: FAQs, categories and CMS boxes answer in it (Persian where untranslated). */
export async function readerLang(): Promise<Lang> {
  const locale = await getLocale();
  return isLang(locale) ? locale : DEFAULT_LANG;
}

const cache = (tag: string) => ({ revalidate: 300, tags: [tag] });

export const fetchNewsList = (query: NewsListQuery) => apiList(api.listNews, { query }, cache('news'));
export const fetchNews = (id: number) => apiDetail(api.getNews, { params: { id } }, cache('news'));
export const fetchArticles = (query: ArticleListQuery) => apiList(api.listArticles, { query }, cache('article'));
export const fetchArticle = (id: number) => apiDetail(api.getArticle, { params: { id } }, cache('article'));
export const fetchAlbums = (query: AlbumListQuery) => apiList(api.listAlbums, { query }, cache('album'));
export const fetchAlbum = (id: number) => apiDetail(api.getAlbum, { params: { id } }, cache('album'));
export const fetchFaqs = async (query: FaqListQuery) =>
  apiList(api.listFaqs, { query }, cache('faq'), { lang: await readerLang() });

/**
 * CMS boxes of the home page under one key (hero, banner, features, faq), by priority: the reader's language's, or
 * the Persian ones where the slot has none in it (each box says its `lang`).
 */
export async function fetchHomeBoxes(key: string) {
  const list = await apiList(
    api.listCmsBoxes,
    { query: { pageId: CMS_PAGES.home, key, limit: 12, offset: 0, sort: 'priority' } },
    cache('cms'),
    { lang: await readerLang() },
  );
  return list?.data ?? [];
}

/** Categories of a content module (news 1, FAQs 8), by priority, titled in the reader's language. */
export async function fetchModuleCategories(moduleId: number) {
  const list = await apiList(
    api.listCategories,
    { query: { module_id: moduleId, limit: 50, offset: 0, disable_in_webservice: false, sort: 'priority' } },
    cache('category'),
    { lang: await readerLang() },
  );
  return list?.data ?? [];
}

export const fetchFaqCategories = () => fetchModuleCategories(FAQ_MODULE_ID);
