'use client';

import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { toPersianDigits } from '@vip/domain';
import Link from 'next/link';
import { useTranslations } from 'next-intl';

interface Props {
  /** Path of the list page. */
  pathname: string;
  /** The other URL parameters to keep (filters). */
  query: Record<string, string>;
  total: number;
  limit: number;
  page: number;
}

/** Page links (`?page=n`, other parameters kept) with Persian page numbers. */
export function PagingNav({ pathname, query, total, limit, page }: Props) {
  const t = useTranslations('ui');
  const count = Math.ceil(total / limit);
  if (count <= 1) return null;
  const href = (p: number | null) => {
    const params = new URLSearchParams(query);
    params.delete('page');
    if (p && p > 1) params.set('page', String(p));
    const qs = params.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  return (
    <nav aria-label={t('pagination')}>
      <Pagination
        page={page}
        count={count}
        siblingCount={0}
        sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
        getItemAriaLabel={(type, p) =>
          type === 'page'
            ? t('pageN', { n: toPersianDigits(String(p)) })
            : type === 'next'
              ? t('nextPage')
              : type === 'previous'
                ? t('previousPage')
                : type
        }
        renderItem={(item) => (
          <PaginationItem
            component={Link}
            href={href(item.page)}
            {...item}
            page={item.page ? toPersianDigits(String(item.page)) : item.page}
          />
        )}
      />
    </nav>
  );
}
