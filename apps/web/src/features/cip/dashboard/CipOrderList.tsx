'use client';

import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@vip/contract';
import type { OrderType } from '@vip/domain';
import { useLocale } from 'next-intl';
import { localeDirection } from '@/i18n/routing';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { LinkButton, LinkCardArea } from '@/components/links';
import { StatusChips } from '@/features/ui/StatusChips';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { cipOrderPath } from './paths';
import { useDomainLabels } from '@/features/ui/domain-labels';

const PAGE_SIZE = 12;

/** /dashboard/cip/order/order-list (§2): the member's CIP bookings with statuses, Jalali dates and search. */
export function CipOrderList() {
  const { ORDER_TYPE_LABELS } = useDomainLabels();
  // The route's arrow points the reading direction.
  const arrow = localeDirection(useLocale()) === 'rtl' ? '←' : '→';
  const t = useTranslations('cipDashboard');
  const fmt = useFormat();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const id = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, 350);
    return () => clearTimeout(id);
  }, [text]);
  const list = useMemberEndpoint(api.listCipOrders, {
    query: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, sort: '-created_at', search_keywords: q || undefined },
  });
  const total = list.data?.paging.total ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="h1" variant="h5">
          {t('ordersTitle')}
        </Typography>
        <LinkButton href="/cip/booking" variant="contained">
          {t('newBooking')}
        </LinkButton>
      </Box>
      <TextField
        size="small"
        label={t('search')}
        placeholder={t('searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{
          htmlInput: { maxLength: 100, 'data-testid': 'cip-order-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {list.isLoading ? (
        <CircularProgress aria-label={t('loading')} />
      ) : list.error ? (
        <Alert severity="error">{list.error.message}</Alert>
      ) : total === 0 ? (
        <Alert severity="info">{q ? t('nothingFound') : t('noOrders')}</Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {list.data?.data.map((o) => (
            <li key={o.id}>
              <Paper variant="outlined" data-testid={`cip-order-${o.reference}`}>
                <LinkCardArea
                  href={cipOrderPath(o.id)}
                  sx={{ p: 2, display: 'grid', gap: 1, justifyContent: 'stretch' }}
                >
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
                    <Typography sx={{ fontWeight: 700 }}>
                      {t('reference')}: <bdi dir="ltr">{fmt.digits(o.reference)}</bdi>
                    </Typography>
                    <StatusChips status={o.status} paymentStatus={o.payment_status} />
                  </Box>
                  {o.flights.map((f) => (
                    <Typography key={f.order_type} variant="body2">
                      {ORDER_TYPE_LABELS[f.order_type as OrderType]}: {f.airline} <bdi dir="ltr">{f.flight_number}</bdi>{' '}
                      — {f.origin} {arrow} {f.destination} — {fmt.date(f.date, { style: 'long' })} {fmt.digits(f.time)}
                    </Typography>
                  ))}
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.secondary' }}>
                    <Typography variant="body2">{t('passengersN', { n: fmt.digits(o.passengers_count) })}</Typography>
                    <Typography variant="body2">{fmt.price(o.total_price)}</Typography>
                    <Typography variant="body2">{t('bookedAt', { when: fmt.date(o.created_at) })}</Typography>
                  </Box>
                </LinkCardArea>
              </Paper>
            </li>
          ))}
        </Box>
      )}
      {total > PAGE_SIZE && (
        <Pagination
          count={Math.ceil(total / PAGE_SIZE)}
          page={page}
          onChange={(_, p) => setPage(p)}
          sx={{ justifySelf: 'center' }}
          getItemAriaLabel={(type, p) =>
            type === 'page' ? t('page', { n: fmt.digits(p ?? 0) }) : t(type === 'next' ? 'nextPage' : 'previousPage')
          }
          renderItem={undefined}
        />
      )}
    </Box>
  );
}
