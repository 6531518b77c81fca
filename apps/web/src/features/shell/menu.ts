import 'server-only';
import { api, type Category } from '@vip/contract';
import { connection } from 'next/server';
import { apiList } from '@/lib/api-server';

/** Root product category of §9 (the top menu's parent). */
export const MENU_ROOT_CATEGORY_ID = 103;
/** Product module id of §9. */
export const PRODUCT_MODULE_ID = 55;

/** The top menu exactly as §2 fetches it: product module, offset 0, limit 10, root parent, not hidden, by priority. */
export async function fetchTopMenu(): Promise<Category[]> {
  const list = await apiList(
    api.listCategories,
    {
      query: {
        module_id: PRODUCT_MODULE_ID,
        offset: 0,
        limit: 10,
        parent_id: MENU_ROOT_CATEGORY_ID,
        disable_in_webservice: false,
        sort: 'priority',
        search_keywords: '',
      },
    },
    { revalidate: 300, tags: ['menu'] },
  );
  // Without the API (e.g. while `next build` prerenders) do not bake a menu-less header into a static page:
  // render the page per request instead, or keep the last good copy when a revalidation fails.
  if (!list) await connection();
  return list?.data ?? [];
}
