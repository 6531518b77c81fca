import { ModuleId } from '@vip/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fetchCategory, fetchProductCategories, fetchProducts } from '@/features/catalog/api';
import { CategoryPage } from '@/features/catalog/CategoryPage';
import { pageMetadata } from '@/features/ui/metadata';
import { loadById } from '@/features/ui/paging';

// Rendered per request so its scripts carry the answer's CSP nonce; the API data stays cached (apiGet revalidate).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

async function load(params: Props['params']) {
  const c = await loadById(params, fetchCategory);
  return c && c.module_id === ModuleId.product ? c : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [c, t] = await Promise.all([load(params), getTranslations('catalog')]);
  if (!c) return {};
  const description = c.description || t('categoryDescription', { title: c.title });
  return pageMetadata({ title: c.title, description, path: `/category/${c.id}` });
}

export default async function CategoryRoute({ params }: Props) {
  const category = await load(params);
  if (!category) notFound();
  const [list, all] = await Promise.all([
    fetchProducts({ category_ids: [category.id], limit: 12, offset: 0 }),
    fetchProductCategories(),
  ]);
  return (
    <CategoryPage
      kind="category"
      title={category.title}
      description={category.description}
      filterHref={`/products?category_ids=${category.id}`}
      list={list}
      subcategories={all.filter((c) => c.parent_id === category.id)}
    />
  );
}
