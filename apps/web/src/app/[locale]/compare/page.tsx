import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { fetchProduct } from '@/features/catalog/api';
import { ComparePage } from '@/features/catalog/ComparePage';
import { MAX_COMPARE } from '@/features/catalog/compare-limits';
import { idsParam } from '@/features/ui/paging';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalog');
  return { title: t('compareTitle'), description: t('compareLead'), robots: { index: false } };
}

export default async function CompareRoute({ searchParams }: Props) {
  const ids = [...new Set(idsParam(await searchParams, 'ids'))].slice(0, MAX_COMPARE);
  const products = (await Promise.all(ids.map((id) => fetchProduct(id).catch(() => null)))).filter((p) => p !== null);
  return <ComparePage products={products} />;
}
