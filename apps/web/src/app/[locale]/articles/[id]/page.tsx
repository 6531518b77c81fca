import { InPersian } from '@/features/content/in-persian';
import { getFormat } from '@/features/ui/format/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fetchArticle, fetchArticles } from '@/features/content/api';
import { ContentDetail, RelatedLinks } from '@/features/content/ContentDetail';
import { ogImages, pageMetadata } from '@/features/ui/metadata';
import { loadById } from '@/features/ui/paging';

// Rendered per request so its scripts carry the answer's CSP nonce; the API data stays cached (apiGet revalidate).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

const load = (params: Props['params']) => loadById(params, fetchArticle);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const a = await load(params);
  if (!a) return {};
  return pageMetadata({
    title: a.title,
    description: a.summary,
    path: `/articles/${a.id}`,
    og: { type: 'article', publishedTime: a.published_at, authors: [a.author], images: ogImages(a.image) },
  });
}

export default async function ArticleRoute({ params }: Props) {
  const f = await getFormat();
  const item = await load(params);
  if (!item) notFound();
  const [t, more] = await Promise.all([
    getTranslations('content'),
    fetchArticles({ limit: 6, offset: 0, sort: '-published_at' }),
  ]);
  return (
    <ContentDetail
      title={item.title}
      crumbs={[
        { href: '/', label: t('home') },
        { href: '/articles', label: t('articlesTitle') },
      ]}
      meta={[
        item.author ? t.rich('by', { author: item.author, fa: (chunks) => <InPersian>{chunks}</InPersian> }) : '',
        f.date(item.published_at, { style: 'long' }),
        t('readingMinutes', { n: f.digits(item.reading_minutes) }),
      ]}
      lead={item.summary}
      image={item.image}
      body={item.body}
      aside={
        <RelatedLinks
          title={t('moreArticles')}
          items={(more?.data ?? [])
            .filter((a) => a.id !== item.id)
            .slice(0, 5)
            .map((a) => ({
              href: `/articles/${a.id}`,
              title: a.title,
              meta: a.category_title ?? undefined,
              metaLang: 'fa',
            }))}
        />
      }
    />
  );
}
