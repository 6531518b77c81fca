'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { api } from '@vip/contract';
import { useTranslations } from 'next-intl';
import { useMemberQuery } from '@/features/auth/use-member-api';
import { LinkButton } from '@/components/links';
import { VoucherSheet } from '@/features/cip/voucher/VoucherView';
import { ApiClientError } from '@/lib/api-call';
import { agencyBookingPath } from './nav';
import { BOOKINGS_KEY } from './queries';

/** The printable voucher of one of the agency's bookings (the voucher names the agency it was sold through). */
export function AgencyVoucher({ id }: { id: number }) {
  const t = useTranslations('agency');
  const voucher = useMemberQuery([...BOOKINGS_KEY, 'voucher', id], api.agencyPanelGetVoucher, { params: { id } });
  if (voucher.error)
    return (
      <Alert severity="error" role="alert">
        {voucher.error instanceof ApiClientError ? voucher.error.message : t('error')}
      </Alert>
    );
  const v = voucher.data?.data;
  if (!v)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '@media print': { display: 'none' } }}
        data-testid="agency-voucher-actions"
      >
        <LinkButton href={agencyBookingPath(id)} variant="text">
          {t('toBooking')}
        </LinkButton>
      </Box>
      <VoucherSheet voucher={v} stale={false} />
    </Box>
  );
}
