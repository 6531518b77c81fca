'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@vip/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMemberApi, useMemberQuery } from '@/features/auth/use-member-api';
import { LinkButton } from '@/components/links';
import { BillTable } from '@/features/cip/BillTable';
import { FlightSummary, toFlightCard } from '@/features/cip/FlightSummary';
import { PageTitle } from '@/features/dashboard/PageTitle';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { MixedText } from '@/features/ui/MixedText';
import { ApiClientError } from '@/lib/api-call';
import { AgencyChangeFlight } from './AgencyChangeFlight';
import { agencyVoucherPath } from './nav';
import { BOOKINGS_KEY } from './queries';

/** One booking of the agency: customer, flights (each with its change of flight), the prices, the voucher, cancel. */
export function AgencyBooking({ id }: { id: number }) {
  const t = useTranslations('agency');
  const f = useFormat();
  const call = useMemberApi();
  const queries = useQueryClient();
  const [asking, setAsking] = useState(false);
  const key = [...BOOKINGS_KEY, 'one', id];
  const booking = useMemberQuery(key, api.agencyPanelGetCipOrder, { params: { id } });
  const cancel = useMutation({
    mutationFn: () => call(api.agencyPanelCancelCipOrder, { params: { id }, body: {} }),
    onSuccess: () => {
      setAsking(false);
      // The list, this booking and the credit line all changed.
      void queries.invalidateQueries({ queryKey: ['member'] });
    },
  });

  if (booking.error)
    return (
      <Alert severity="error" role="alert">
        {booking.error instanceof ApiClientError ? booking.error.message : t('error')}
      </Alert>
    );
  const o = booking.data?.data;
  if (!o)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  const refundNote = cancel.data ? t('canceledRefund', { amount: f.toman(cancel.data.refunded_to_account) }) : null;
  return (
    <>
      <PageTitle
        title={t('bookingTitle', { reference: f.digits(o.reference) })}
        subtitle={t('bookedAt', { when: f.dateTime(o.created_at) })}
        actions={
          <LinkButton href="/agency" variant="text">
            {t('toList')}
          </LinkButton>
        }
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h2" sx={{ fontWeight: 800, flexGrow: 1 }}>
              {t('customer')}: <MixedText>{o.customer.full_name}</MixedText>
            </Typography>
            <Chip label={o.status_label} data-testid="agency-booking-status" />
          </Box>
          <Typography variant="body2">
            {t('customerMobile')}: <bdi dir="ltr">{f.digits(o.customer.mobile)}</bdi>
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
            data-testid="agency-booking-price"
          >
            <dt>{t('gross')}</dt>
            <Box component="dd" sx={{ m: 0 }}>
              {f.toman(o.agency_price.gross)}
            </Box>
            <dt>{t('commission')}</dt>
            <Box component="dd" sx={{ m: 0 }}>
              {f.toman(o.agency_price.commission)}
            </Box>
            <dt>
              <strong>{t('net')}</strong>
            </dt>
            <Box component="dd" sx={{ m: 0, fontWeight: 800 }}>
              {f.toman(o.agency_price.net)}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {o.voucher_available && (
              <LinkButton href={agencyVoucherPath(o.id)} variant="contained" data-testid="agency-open-voucher">
                {t('openVoucher')}
              </LinkButton>
            )}
            {o.cancellation.allowed && (
              <Button color="error" variant="outlined" onClick={() => setAsking(true)} data-testid="agency-cancel">
                {t('cancelBooking')}
              </Button>
            )}
          </Box>
          {o.voucher_available && (
            <Typography variant="body2" color="text.secondary">
              {t('voucherFor')}
            </Typography>
          )}
          {refundNote && (
            <Alert severity="success" role="status">
              {refundNote}
            </Alert>
          )}
        </Paper>
        {o.flight_orders.map((fo) => (
          <Paper
            key={fo.order_type}
            variant="outlined"
            sx={{ p: 2, display: 'grid', gap: 1, overflowX: 'auto' }}
            data-testid={`agency-flight-${fo.order_type}`}
          >
            <FlightSummary flight={toFlightCard(fo.flight)} showDate />
            <Typography variant="body2">
              {t('passengersN', { n: f.digits(fo.reservations[0]?.passengers.length ?? 0) })}
            </Typography>
            <AgencyChangeFlight order={o} flightOrder={fo} />
          </Paper>
        ))}
        <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
          <BillTable bill={o.bill} testId="agency-booking-bill" />
        </Paper>
      </Box>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="agency-cancel-title">
        <DialogTitle id="agency-cancel-title">{t('cancelBooking')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          <Typography>
            {t('cancelAsk', {
              percent: f.digits(o.cancellation.refund_percent),
            })}
          </Typography>
          {cancel.error && (
            <Alert severity="error" role="alert">
              {cancel.error instanceof ApiClientError ? cancel.error.message : t('error')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={cancel.isPending}
            onClick={() => cancel.mutate()}
            data-testid="agency-cancel-confirm"
          >
            {t('cancelConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
