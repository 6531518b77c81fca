import 'server-only';
import type { Category } from '@vip/contract';
import { apiList } from '@/lib/api-server';

/** Root product category of §9 (the top menu's parent). */
export const MENU_ROOT_CATEGORY_ID = 103;
/** Product module id of §9. */
export const PRODUCT_MODULE_ID = 55;

/** The top menu exactly as §2 fetches it: product module, offset 0, limit 10, root parent, not hidden, by priority. */
export async function fetchTopMenu(): Promise<Category[]> {
  const list = await apiList<Category>(
    '/v1/category/fa/categories',
    {
      module_id: PRODUCT_MODULE_ID,
      offset: 0,
      limit: 10,
      parent_id: MENU_ROOT_CATEGORY_ID,
      disable_in_webservice: false,
      sort: 'priority',
      search_keywords: '',
    },
    { revalidate: 300, tags: ['menu'] },
  );
  return list?.data ?? [];
}
