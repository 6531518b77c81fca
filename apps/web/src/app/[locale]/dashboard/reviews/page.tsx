import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyReviews } from '@/features/reviews/MyReviews';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reviews');
  return { title: t('title') };
}

/** /dashboard/reviews: the member’s own reviews. */
export default function Page() {
  return <MyReviews />;
}
