import { getFormat } from '@/features/ui/format/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { fetchAlbums } from '@/features/content/api';
import { ContentCard } from '@/features/content/ContentCard';
import { ContentListPage } from '@/features/content/ContentListPage';
import { pageMetadata } from '@/features/ui/metadata';
import { offsetOf, readListParams, type SearchParams } from '@/features/ui/paging';
import { joinMeta } from '@/features/ui/meta';

export const dynamic = 'force-dynamic';
const LIMIT = 12;

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content');
  return pageMetadata({ title: t('albumsTitle'), description: t('albumsLead'), path: '/albums' });
}

export default async function AlbumsRoute({ searchParams }: Props) {
  const f = await getFormat();
  const { page, q } = readListParams(await searchParams);
  const [t, list] = await Promise.all([
    getTranslations('content'),
    fetchAlbums({
      limit: LIMIT,
      offset: offsetOf(page, LIMIT),
      search_keywords: q || undefined,
      sort: '-published_at',
    }),
  ]);
  return (
    <ContentListPage
      title={t('albumsTitle')}
      lead={t('albumsLead')}
      pathname="/albums"
      list={list}
      page={page}
      limit={LIMIT}
      q={q}
      searchLabel={t('searchAlbums')}
      renderItem={(a, i) => (
        <ContentCard
          href={`/albums/${a.id}`}
          title={a.title}
          summary={a.description}
          image={a.image}
          meta={joinMeta([a.category_title, t('mediaCount', { n: f.digits(a.media_count) })])}
          fallbackAlt={t('coverOf', { title: a.title })}
          priority={i < 2}
          testId="album-card"
        />
      )}
    />
  );
}
