import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ListResponse } from '@vip/contract';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/links';
import { EmptyState } from '@/features/ui/EmptyState';
import { PageHeading } from '@/features/ui/PageHeading';
import { PagingNav } from '@/features/ui/PagingNav';
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
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <PageHeading
        title={title}
        subtitle={lead}
        breadcrumbLabel={tu('breadcrumbs')}
        crumbs={[{ href: '/', label: tu('home') }]}
      />
      <Box
        sx={{
          mt: 2,
          mb: 3,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 2,
          alignItems: { md: 'center' },
        }}
      >
        <ListSearch pathname={pathname} q={q} label={searchLabel} category={categoryId} />
        {categories.length > 0 && (
          <Box component="nav" aria-label={t('categories')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <LinkButton
              href={pathname}
              size="small"
              variant={categoryId ? 'outlined' : 'contained'}
              sx={{ borderRadius: 6 }}
              aria-current={categoryId ? undefined : 'page'}
            >
              {t('all')}
            </LinkButton>
            {categories.map((c) => (
              <LinkButton
                key={c.id}
                href={`${pathname}?category=${c.id}`}
                size="small"
                variant={categoryId === c.id ? 'contained' : 'outlined'}
                aria-current={categoryId === c.id ? 'page' : undefined}
                sx={{ borderRadius: 6 }}
              >
                <MixedText>{c.title}</MixedText>
              </LinkButton>
            ))}
          </Box>
        )}
      </Box>
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
    </Container>
  );
}
