import { getFormat } from '@/features/ui/format/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { fetchArticles } from '@/features/content/api';
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
  return pageMetadata({ title: t('articlesTitle'), description: t('articlesLead'), path: '/articles' });
}

export default async function ArticlesRoute({ searchParams }: Props) {
  const f = await getFormat();
  const { page, q } = readListParams(await searchParams);
  const [t, list] = await Promise.all([
    getTranslations('content'),
    fetchArticles({
      limit: LIMIT,
      offset: offsetOf(page, LIMIT),
      search_keywords: q || undefined,
      search_mode: q ? 'all' : undefined,
      sort: '-published_at',
    }),
  ]);
  return (
    <ContentListPage
      title={t('articlesTitle')}
      lead={t('articlesLead')}
      pathname="/articles"
      list={list}
      page={page}
      limit={LIMIT}
      q={q}
      searchLabel={t('searchArticles')}
      renderItem={(a, i) => (
        <ContentCard
          href={`/articles/${a.id}`}
          title={a.title}
          summary={a.summary}
          image={a.image}
          meta={joinMeta([
            a.category_title,
            t('readingMinutes', { n: f.digits(a.reading_minutes) }),
            f.date(a.published_at),
          ])}
          fallbackAlt={t('coverOf', { title: a.title })}
          priority={i < 2}
          testId="article-card"
        />
      )}
    />
  );
}
