'use client';

import { META_SEPARATOR } from '@/features/ui/meta';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { api } from '@vip/contract';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMemberQuery } from '@/features/auth/use-member-api';
import { LinkButton } from '@/components/links';
import { PageTitle } from '@/features/dashboard/PageTitle';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { MixedText } from '@/features/ui/MixedText';
import { ApiClientError } from '@/lib/api-call';
import { agencyBookingPath } from './nav';
import { BOOKINGS_KEY } from './queries';

const PAGE = 12;

/** The agency's bookings, newest first: customer, flight, status, the public total and the net charged. */
export function AgencyBookings() {
  const t = useTranslations('agency');
  const f = useFormat();
  const [offset, setOffset] = useState(0);
  const list = useMemberQuery([...BOOKINGS_KEY, offset], api.agencyPanelListCipOrders, {
    query: { offset, limit: PAGE, sort: '-created_at' },
  });
  const rows = list.data?.data ?? [];
  const paging = list.data?.paging;
  return (
    <>
      <PageTitle
        title={t('bookingsTitle')}
        actions={
          <LinkButton href="/agency/new" variant="contained" data-testid="agency-new-booking">
            {t('navItems.newBooking')}
          </LinkButton>
        }
      />
      {list.error && (
        <Alert severity="error" role="alert">
          {list.error instanceof ApiClientError ? list.error.message : t('error')}
        </Alert>
      )}
      {list.isPending && !list.error && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      )}
      {list.data && rows.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{t('noBookings')}</Typography>
        </Paper>
      )}
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        data-testid="agency-bookings"
      >
        {rows.map((o) => {
          const flight = o.flights[0];
          return (
            <Paper component="li" variant="outlined" key={o.id} data-testid={`agency-booking-${o.reference}`}>
              <Box
                component={Link}
                href={agencyBookingPath(o.id)}
                sx={{ display: 'grid', gap: 0.75, p: 2, color: 'inherit', textDecoration: 'none' }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontWeight: 800, flexGrow: 1 }}>
                    <MixedText>{o.customer.full_name}</MixedText>
                  </Typography>
                  <Chip size="small" label={o.status_label} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  <bdi dir="ltr">{f.digits(o.customer.mobile)}</bdi>
                  {META_SEPARATOR}
                  {t('reference')}: <bdi dir="ltr">{f.digits(o.reference)}</bdi>
                </Typography>
                {flight && (
                  <Typography variant="body2">
                    {t('flight')}: <bdi dir="ltr">{f.digits(flight.flight_number)}</bdi> —{' '}
                    {t('routeOf', { from: flight.origin, to: flight.destination })} —{' '}
                    {f.date(`${flight.date}T12:00:00Z`, { style: 'long', weekday: false })} {f.digits(flight.time)}
                  </Typography>
                )}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 3 } }}>
                  <Typography variant="body2">
                    {t('gross')}: <strong>{f.toman(o.total_price)}</strong>
                  </Typography>
                  <Typography variant="body2" data-testid="agency-booking-net">
                    {t('net')}: <strong>{f.toman(o.net_price)}</strong>
                  </Typography>
                </Box>
              </Box>
            </Paper>
          );
        })}
      </Box>
      {paging && (paging.offset > 0 || paging.has_more) && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
          <Button disabled={paging.offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            {t('previous')}
          </Button>
          <Button disabled={!paging.has_more} onClick={() => setOffset(offset + PAGE)}>
            {t('next')}
          </Button>
        </Box>
      )}
    </>
  );
}
