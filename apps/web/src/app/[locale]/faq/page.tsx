import { getFormat } from '@/features/ui/format/server';
import type { FaqItem } from '@vip/contract';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocaleLink as Link } from '@/i18n/LocaleLink';
import contentStyles from '@/features/content/content.module.css';
import { fetchFaqCategories, fetchFaqs } from '@/features/content/api';
import { FaqAccordion } from '@/features/content/FaqAccordion';
import { ListSearch } from '@/features/content/ListSearch';
import { EmptyState } from '@/features/ui/EmptyState';
import plain from '@/features/ui/plain.module.css';
import { pageMetadata } from '@/features/ui/metadata';
import { PageHeading } from '@/features/ui/PageHeading';
import { readListParams, type SearchParams } from '@/features/ui/paging';
import { MixedText } from '@/features/ui/MixedText';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content');
  return pageMetadata({ title: t('faqTitle'), description: t('faqLead'), path: '/faq' });
}

/** /faq: search (`?q=`) and categories (`?category=`), questions as an accordion, FAQPage JSON-LD. */
export default async function FaqRoute({ searchParams }: Props) {
  const f = await getFormat();
  const { q, categoryId } = readListParams(await searchParams);
  const [t, tu, list, categories] = await Promise.all([
    getTranslations('content'),
    getTranslations('ui'),
    fetchFaqs({
      limit: 100,
      offset: 0,
      category_ids: categoryId ? [categoryId] : undefined,
      search_text: q || undefined,
      search_type: q ? 'or' : undefined,
      search_mode: q ? 'all' : undefined,
      sort: 'priority',
    }),
    fetchFaqCategories(),
  ]);
  const items: FaqItem[] = list?.data ?? [];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  const hrefFor = (id?: number) => {
    const p = new URLSearchParams();
    if (q) p.set('q', q);
    if (id) p.set('category', String(id));
    const s = p.toString();
    return s ? `/faq?${s}` : '/faq';
  };
  return (
    <div className={`container ${plain.page}`}>
      {items.length > 0 && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD with `<` escaped
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      )}
      <PageHeading
        title={t('faqTitle')}
        subtitle={t('faqLead')}
        breadcrumbLabel={tu('breadcrumbs')}
        crumbs={[{ href: '/', label: tu('home') }]}
      />
      <div style={{ marginBlock: '16px 24px', display: 'grid', gap: 16 }}>
        <ListSearch pathname="/faq" q={q} label={t('searchFaq')} category={categoryId} />
        <nav aria-label={t('categories')} className={contentStyles.chips}>
          <Link href={hrefFor()} className={contentStyles.chip} aria-current={categoryId ? undefined : 'page'}>
            {t('all')}
          </Link>
          {categories.map((c) => (
            <Link
              key={c.id}
              href={hrefFor(c.id)}
              className={contentStyles.chip}
              aria-current={categoryId === c.id ? 'page' : undefined}
              data-testid="faq-category"
            >
              <MixedText>{c.title}</MixedText>
            </Link>
          ))}
        </nav>
      </div>
      <p className={`${plain.body2} ${plain.muted}`} style={{ margin: '0 0 12px' }} aria-live="polite">
        {list ? t('faqCount', { n: f.digits(list.paging.total) }) : t('loadError')}
      </p>
      {items.length > 0 ? <FaqAccordion items={items} /> : <EmptyState text={list ? t('noResults') : t('loadError')} />}
    </div>
  );
}
