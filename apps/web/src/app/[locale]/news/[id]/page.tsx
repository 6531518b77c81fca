import { InPersian } from '@/features/content/in-persian';
import { getFormat } from '@/features/ui/format/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fetchNews, fetchNewsList } from '@/features/content/api';
import { ContentDetail, RelatedLinks } from '@/features/content/ContentDetail';
import { ogImages, pageMetadata } from '@/features/ui/metadata';
import { loadById } from '@/features/ui/paging';

// Rendered per request so its scripts carry the answer's CSP nonce; the API data stays cached (apiGet revalidate).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

const load = (params: Props['params']) => loadById(params, fetchNews);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const n = await load(params);
  if (!n) return {};
  return pageMetadata({
    title: n.title,
    description: n.summary,
    path: `/news/${n.id}`,
    og: { type: 'article', publishedTime: n.published_at, images: ogImages(n.image) },
  });
}

export default async function NewsDetailRoute({ params }: Props) {
  const f = await getFormat();
  const item = await load(params);
  if (!item) notFound();
  const [t, latest] = await Promise.all([
    getTranslations('content'),
    fetchNewsList({
      limit: 6,
      offset: 0,
      sort: '-published_at',
      category_ids: item.category_id ? [item.category_id] : undefined,
    }),
  ]);
  return (
    <ContentDetail
      title={item.title}
      crumbs={[
        { href: '/', label: t('home') },
        { href: '/news', label: t('newsTitle') },
      ]}
      meta={[
        <InPersian key="category">{item.category_title}</InPersian>,
        f.date(item.published_at, { style: 'long' }),
        item.source ? t.rich('source', { source: item.source, fa: (chunks) => <InPersian>{chunks}</InPersian> }) : '',
        t('views', { n: f.digits(item.view_count.toLocaleString('en-US')) }),
      ]}
      lead={item.summary}
      image={item.image}
      body={item.body}
      aside={
        <RelatedLinks
          title={t('relatedNews')}
          items={(latest?.data ?? [])
            .filter((n) => n.id !== item.id)
            .slice(0, 5)
            .map((n) => ({ href: `/news/${n.id}`, title: n.title, meta: f.date(n.published_at) }))}
        />
      }
    />
  );
}
