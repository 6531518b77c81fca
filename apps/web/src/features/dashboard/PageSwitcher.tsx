'use client';

import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useFormat } from '@/features/ui/format/FormatProvider';

/** Page buttons of a member list kept in state (no URL), in the reader's digits; nothing for a single page. */
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
  const fmt = useFormat();
  const count = Math.ceil(total / limit);
  if (count <= 1) return null;
  return (
    <Pagination
      sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
      count={count}
      page={page}
      onChange={(_, p) => onChange(p)}
      renderItem={(item) => <PaginationItem {...item} page={item.page === null ? null : fmt.digits(item.page)} />}
    />
  );
}
