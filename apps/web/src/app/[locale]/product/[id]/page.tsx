import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { fetchProduct } from '@/features/catalog/api';
import { ProductPage } from '@/features/catalog/ProductPage';
import { ogImage, pageMetadata } from '@/features/ui/metadata';
import { intParam, loadById, type SearchParams } from '@/features/ui/paging';

// Rendered per request so its scripts carry the answer's CSP nonce; the API data stays cached (apiGet revalidate).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

const load = (params: Props['params']) => loadById(params, fetchProduct);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await load(params);
  if (!p) return {};
  const description = p.summary || p.description.slice(0, 160);
  return pageMetadata({
    title: p.title,
    description,
    path: `/product/${p.id}`,
    og: { images: p.images.slice(0, 1).map(ogImage) },
  });
}

export default async function ProductRoute({ params, searchParams }: Props) {
  const [product, query] = await Promise.all([load(params), searchParams]);
  if (!product) notFound();
  // `?page=n` pages the reviews (links that work without JavaScript).
  return <ProductPage product={product} reviewPage={intParam(query, 'page', 1)} />;
}
