import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FavoritesPage } from '@/features/favorites/FavoritesPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('favorites');
  return { title: t('title') };
}

/** /product/favorite: the favorites grid. */
export default function Page() {
  return <FavoritesPage />;
}
