import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readProductFilters } from '@/features/catalog/filters';
import { ProductListPage } from '@/features/catalog/ProductListPage';
import { pageMetadata } from '@/features/ui/metadata';

// Filters live in the URL, so the page is rendered per request over cached API answers.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [t, f] = await Promise.all([getTranslations('catalog'), searchParams.then(readProductFilters)]);
  const title = f.q ? t('searchTitle', { q: f.q }) : t('productsTitle');
  return pageMetadata({ title, description: t('productsDescription'), path: '/products' });
}

export default async function ProductsRoute({ searchParams }: Props) {
  return <ProductListPage filters={readProductFilters(await searchParams)} />;
}
