'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { api } from '@vip/contract';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { UserText } from '@/features/ui/UserText';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LinkCardArea } from '@/components/links';
import { EmptyState } from '@/features/ui/EmptyState';
import { MixedText } from '@/features/ui/MixedText';
import { PagingNav } from '@/features/ui/PagingNav';
import { SearchField } from '@/features/ui/SearchField';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { orderPath } from './paths';
import { StatusChips } from '@/features/ui/StatusChips';

const LIMIT = 12;

/** /dashboard/order: the member's store orders, newest first, searchable by reference or item title, paged (`?q=&page=`). */
export function OrderList() {
  const t = useTranslations('orders');
  const fmt = useFormat();
  const params = useSearchParams();
  const pathname = usePathname();
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useMemberEndpoint(api.listStoreOrders, {
    query: { limit: LIMIT, offset: (page - 1) * LIMIT, sort: '-created_at', ...(q ? { search_keywords: q } : {}) },
  });
  const orders = list.data?.data ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="form" role="search" action={pathname} sx={{ maxWidth: 420 }}>
        <SearchField
          label={t('search')}
          defaultValue={q}
          submitLabel={t('searchSubmit')}
          testId="orders-search"
          placeholder={t('searchPlaceholder')}
        />
      </Box>
      {list.isPending ? (
        <Skeleton variant="rounded" height={240} aria-label={t('loading')} />
      ) : list.isError ? (
        <EmptyState text={list.error.message} />
      ) : orders.length === 0 ? (
        <EmptyState text={q ? t('noMatch', { q }) : t('none')} />
      ) : (
        <Box
          component="ul"
          // One column no wider than the page: a row's one-line title is cut with «…», never widens the list.
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
          aria-label={t('listLabel')}
        >
          {orders.map((o) => (
            <li key={o.id} data-testid="order-row">
              <Paper variant="outlined">
                {/* A phone puts the amount under the title and reference (beside them it would squeeze them); wider
                    screens keep it on the row's end. The picture spans both lines. */}
                <LinkCardArea
                  href={orderPath(o.id)}
                  sx={{
                    p: 2,
                    display: 'grid',
                    gridTemplateColumns: { xs: '56px minmax(0, 1fr)', sm: '56px minmax(0, 1fr) auto' },
                    columnGap: 2,
                    rowGap: 1,
                    alignItems: 'center',
                  }}
                >
                  <Box sx={{ gridRow: { xs: 'span 2', sm: 'auto' }, display: 'flex' }}>
                    {o.image_url ? (
                      // biome-ignore lint/performance/noImgElement: API images are already sized WebP
                      <img
                        src={o.image_url}
                        alt=""
                        width={56}
                        height={56}
                        style={{ borderRadius: 8, objectFit: 'cover' }}
                      />
                    ) : (
                      <Box sx={{ width: 56, height: 56, borderRadius: 2, bgcolor: 'action.hover' }} />
                    )}
                  </Box>
                  <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
                    {/* The API's title already ends «و N کالای دیگر» for several lines. */}
                    <Typography sx={{ fontWeight: 700 }} noWrap>
                      <UserText>
                        <MixedText>{o.title}</MixedText>
                      </UserText>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('rowMeta', {
                        reference: fmt.digits(o.reference),
                        date: fmt.date(o.created_at, { style: 'long', weekday: false }),
                      })}
                    </Typography>
                    <StatusChips status={o.status} paymentStatus={o.payment_status} stage={o.stage} />
                  </Box>
                  <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap', justifySelf: 'end' }}>
                    {fmt.toman(o.total_price)}
                  </Typography>
                </LinkCardArea>
              </Paper>
            </li>
          ))}
        </Box>
      )}
      {list.data && (
        <PagingNav
          pathname={pathname}
          query={q ? { q } : {}}
          total={list.data.paging.total}
          limit={LIMIT}
          page={page}
        />
      )}
    </Box>
  );
}
