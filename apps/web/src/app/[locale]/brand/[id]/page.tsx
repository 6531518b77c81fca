import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { fetchBrand, fetchProducts } from '@/features/catalog/api';
import { CategoryPage } from '@/features/catalog/CategoryPage';
import { pageMetadata } from '@/features/ui/metadata';
import { loadById } from '@/features/ui/paging';

// Rendered per request so its scripts carry the answer's CSP nonce; the API data stays cached (apiGet revalidate).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

const load = (params: Props['params']) => loadById(params, fetchBrand);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const b = await load(params);
  if (!b) return {};
  const title = `${b.title} (${b.title_en})`;
  return pageMetadata({
    title,
    description: b.description,
    path: `/brand/${b.id}`,
    og: { images: b.logo ? [{ url: b.logo.url, alt: b.logo.alt }] : undefined },
  });
}

export default async function BrandRoute({ params }: Props) {
  const brand = await load(params);
  if (!brand) notFound();
  const list = await fetchProducts({ brand_ids: [brand.id], limit: 12, offset: 0 });
  return (
    <CategoryPage
      kind="brand"
      title={brand.title}
      description={brand.description}
      filterHref={`/products?brand_ids=${brand.id}`}
      list={list}
      brand={brand}
    />
  );
}
