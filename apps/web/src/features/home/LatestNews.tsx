import { getFormat } from '@/features/ui/format/server';
import { getTranslations } from 'next-intl/server';
import { fetchNewsList } from '@/features/content/api';
import { CardGrid, ContentCard } from '@/features/content/ContentCard';
import { SectionHeader } from './SectionHeader';

/** The four latest news items. */
export async function LatestNews() {
  const f = await getFormat();
  const [t, tc, tu, list] = await Promise.all([
    getTranslations('home'),
    getTranslations('content'),
    getTranslations('ui'),
    fetchNewsList({ limit: 4, offset: 0, sort: '-published_at' }),
  ]);
  if (!list?.data.length) return null;
  return (
    <section aria-labelledby="latest-news">
      <SectionHeader id="latest-news" title={t('latestNews')} href="/news" linkLabel={tu('seeAll')} />
      <CardGrid columns={4}>
        {list.data.map((n) => (
          <li key={n.id}>
            <ContentCard
              href={`/news/${n.id}`}
              title={n.title}
              image={n.image}
              meta={f.date(n.published_at, { style: 'long', weekday: false })}
              fallbackAlt={tc('coverOf', { title: n.title })}
              headingLevel="h3"
            />
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
