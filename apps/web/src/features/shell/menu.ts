import 'server-only';
import { api, type Category } from '@vip/contract';
import { ModuleId, RootCategoryId } from '@vip/domain';
import { connection } from 'next/server';
import { readerLang } from '@/features/content/api';
import { apiList } from '@/lib/api-server';

/**
 * The top menu exactly as §2 fetches it: product module, offset 0, limit 10, root parent, not hidden, by priority;
 * titled in the reader's language.
 */
export async function fetchTopMenu(): Promise<Category[]> {
  const list = await apiList(
    api.listCategories,
    {
      query: {
        module_id: ModuleId.product,
        offset: 0,
        limit: 10,
        parent_id: RootCategoryId.root,
        disable_in_webservice: false,
        sort: 'priority',
        search_keywords: '',
      },
    },
    { revalidate: 300, tags: ['menu'] },
    { lang: await readerLang() },
  );
  // Without the API (e.g. while `next build` prerenders) do not bake a menu-less header into a static page:
  // render the page per request instead, or keep the last good copy when a revalidation fails.
  if (!list) await connection();
  return list?.data ?? [];
}
