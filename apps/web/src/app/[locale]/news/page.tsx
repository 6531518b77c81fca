import { getFormat } from '@/features/ui/format/server';
import { ModuleId } from '@vip/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { fetchModuleCategories, fetchNewsList } from '@/features/content/api';
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
  return pageMetadata({ title: t('newsTitle'), description: t('newsLead'), path: '/news' });
}

export default async function NewsRoute({ searchParams }: Props) {
  const f = await getFormat();
  const { page, q, categoryId } = readListParams(await searchParams);
  const [t, list, categories] = await Promise.all([
    getTranslations('content'),
    fetchNewsList({
      limit: LIMIT,
      offset: offsetOf(page, LIMIT),
      category_ids: categoryId ? [categoryId] : undefined,
      search_keywords: q || undefined,
      search_mode: q ? 'all' : undefined,
      sort: '-published_at',
    }),
    fetchModuleCategories(ModuleId.news),
  ]);
  // The chips' titles are in the reader's language; a card names its category the same way.
  const categoryTitle = new Map(categories.map((c) => [c.id, c.title]));
  return (
    <ContentListPage
      title={t('newsTitle')}
      lead={t('newsLead')}
      pathname="/news"
      list={list}
      page={page}
      limit={LIMIT}
      q={q}
      categories={categories.map((c) => ({ id: c.id, title: c.title }))}
      categoryId={categoryId}
      searchLabel={t('searchNews')}
      renderItem={(n, i) => (
        <ContentCard
          href={`/news/${n.id}`}
          title={n.title}
          summary={n.summary}
          image={n.image}
          meta={joinMeta([
            (n.category_id && categoryTitle.get(n.category_id)) || n.category_title,
            f.date(n.published_at, { style: 'long', weekday: false }),
          ])}
          fallbackAlt={t('coverOf', { title: n.title })}
          priority={i < 2}
          testId="news-card"
        />
      )}
    />
  );
}
