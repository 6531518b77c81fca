'use client';

import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { toPersianDigits } from '@vip/domain';

/** Page buttons of a member list kept in state (no URL), with Persian page numbers; nothing for a single page. */
export function PageSwitcher({
  total,
  limit,
  page,
  onChange,
}: {
  total: number;
  limit: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const count = Math.ceil(total / limit);
  if (count <= 1) return null;
  return (
    <Pagination
      sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
      count={count}
      page={page}
      onChange={(_, p) => onChange(p)}
      renderItem={(item) => (
        <PaginationItem {...item} page={item.page === null ? null : toPersianDigits(String(item.page))} />
      )}
    />
  );
}
