import type { ListResponse } from '@vip/contract';
import { getTranslations } from 'next-intl/server';
import { ContentInPersian } from './ContentInPersian';
import type { ReactNode } from 'react';
import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { EmptyState } from '@/features/ui/EmptyState';
import { PageHeading } from '@/features/ui/PageHeading';
import { PagingNav } from '@/features/ui/PagingNav';
import plain from '@/features/ui/plain.module.css';
import styles from './content.module.css';
import { CardGrid } from './ContentCard';
import { ListSearch } from './ListSearch';
import { MixedText } from '@/features/ui/MixedText';

interface Props<T> {
  title: string;
  lead: string;
  pathname: string;
  list: ListResponse<T> | null;
  page: number;
  limit: number;
  q: string;
  /** Category chips: current id and the choices (optional). */
  categories?: { id: number; title: string }[];
  categoryId?: number;
  renderItem: (item: T, index: number) => ReactNode;
  searchLabel: string;
  columns?: 3 | 4;
}

/** A content list page (news, articles, albums): heading, search, category chips, cards and page links. */
export async function ContentListPage<T extends { id: number }>(props: Props<T>) {
  const {
    title,
    lead,
    pathname,
    list,
    page,
    limit,
    q,
    categories = [],
    categoryId,
    renderItem,
    searchLabel,
    columns,
  } = props;
  const [t, tu] = await Promise.all([getTranslations('content'), getTranslations('ui')]);
  const query: Record<string, string> = {};
  if (q) query.q = q;
  if (categoryId) query.category = String(categoryId);
  return (
    <div className={`container ${plain.page}`}>
      <PageHeading
        title={title}
        subtitle={lead}
        breadcrumbLabel={tu('breadcrumbs')}
        crumbs={[{ href: '/', label: tu('home') }]}
      />
      <ContentInPersian />
      <div className={styles.tools}>
        <ListSearch pathname={pathname} q={q} label={searchLabel} category={categoryId} />
        {categories.length > 0 && (
          <nav aria-label={t('categories')} className={styles.chips}>
            <Link href={pathname} className={styles.chip} aria-current={categoryId ? undefined : 'page'}>
              {t('all')}
            </Link>
            {categories.map((c) => (
              <Link
                key={c.id}
                href={`${pathname}?category=${c.id}`}
                className={styles.chip}
                aria-current={categoryId === c.id ? 'page' : undefined}
              >
                <MixedText>{c.title}</MixedText>
              </Link>
            ))}
          </nav>
        )}
      </div>
      {list && list.data.length > 0 ? (
        <>
          <CardGrid columns={columns}>
            {list.data.map((item, i) => (
              <li key={item.id}>{renderItem(item, i)}</li>
            ))}
          </CardGrid>
          <PagingNav pathname={pathname} query={query} total={list.paging.total} limit={limit} page={page} />
        </>
      ) : (
        <EmptyState text={list ? t('noResults') : t('loadError')} />
      )}
    </div>
  );
}
