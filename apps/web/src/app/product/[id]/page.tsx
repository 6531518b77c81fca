import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { fetchProduct } from '@/features/catalog/api';
import { ProductPage } from '@/features/catalog/ProductPage';
import { ogImage, pageMetadata } from '@/features/ui/metadata';
import { loadById } from '@/features/ui/paging';

// Rendered per request so its scripts carry the answer's CSP nonce; the API data stays cached (apiGet revalidate).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

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

export default async function ProductRoute({ params }: Props) {
  const product = await load(params);
  if (!product) notFound();
  return <ProductPage product={product} />;
}
