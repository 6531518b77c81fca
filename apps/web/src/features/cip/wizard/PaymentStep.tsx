'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { api } from '@vip/contract';
import { type CipAction, PaymentStatus } from '@vip/domain';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useMember, useMemberCall } from '@/features/auth/use-member-api';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { usePayCip } from '../use-pay-cip';
import { bookingIsOver, readDraft } from '../booking-draft';
import { resetCipBooking } from '../cip-store';
import { CancellationPolicy } from '../CancellationPolicy';

/**
 * Step 5 (§4 payment): the server's bill of the booked order (equal to the preview), its own cancellation policy
 * and cut-off, then payment through the orders core: the wallet's balance first (what it covers and what the bank
 * takes are shown), or, switched off, all of it by the bank (the API picks the configured bank).
 */
export function PaymentStep({ dispatch }: { dispatch: (a: CipAction) => void }) {
  const t = useTranslations('cip');
  const f = useFormat();
  const memberCall = useMemberCall();
  const { member } = useMember();
  const [draft] = useState(readDraft);
  const [useWallet, setUseWallet] = useState(true);
  const { pay, paying, error } = usePayCip();
  const wallet = useMemberEndpoint(api.getCreditBalance, {});
  const order = useQuery({
    queryKey: ['member', member?.id, 'cip', 'order', draft?.orderId],
    enabled: !!member && !!draft?.orderId,
    queryFn: ({ signal }) => memberCall(api.getCipOrder, { params: { id: draft?.orderId as number } }, { signal }),
  });
  // An order paid (here or in another tab), cancelled or past its deadline is no longer this wizard's: a new booking
  // starts, saying what became of the old one.
  const over = order.data && bookingIsOver(order.data.data) ? order.data.data : null;
  useEffect(() => {
    if (!over) return;
    const reference = f.digits(over.reference);
    resetCipBooking(
      over.payment_status === PaymentStatus.paid
        ? t('bookingWasPaid', { reference })
        : t('bookingHasEnded', { reference }),
    );
  }, [over, t, f]);

  if (!draft?.orderId) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={() => dispatch({ type: 'cip/previousStep' })}>
            {t('back')}
          </Button>
        }
      >
        {t('noDraft')}
      </Alert>
    );
  }
  if (order.isLoading || (order.data && bookingIsOver(order.data.data))) {
    return <CircularProgress aria-label={t('loading')} />;
  }
  if (order.error || !order.data) return <Alert severity="error">{order.error?.message ?? t('unknownError')}</Alert>;
  const o = order.data.data;
  const due = o.amount_due > 0 ? o.amount_due : o.total_price;
  const balance = wallet.data?.data.balance;
  const fromWallet = useWallet && balance !== undefined ? Math.min(balance, due) : 0;
  const fromBank = due - fromWallet;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography>
          {t('orderReference')}:{' '}
          <bdi dir="ltr" data-testid="order-reference">
            {f.digits(o.reference)}
          </bdi>
        </Typography>
        <Typography sx={{ fontWeight: 800 }}>
          {t('amountToPay')}:{' '}
          <span data-testid="server-total">{f.price(o.amount_due > 0 ? o.amount_due : o.total_price)}</span>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('editableUntil', { when: f.dateTime(o.editable_until, { style: 'long' }) })}
        </Typography>
      </Paper>
      <CancellationPolicy windows={o.cancellation_policy} />
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} data-testid="pay-split">
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          {t('payWith')}
        </Typography>
        {balance !== undefined && (
          <Typography variant="body2" data-testid="pay-wallet-balance">
            {t('walletBalance', { balance: f.toman(balance) })}
          </Typography>
        )}
        {balance !== undefined && balance > 0 && (
          <FormControlLabel
            control={
              <Switch
                checked={useWallet}
                onChange={(e) => setUseWallet(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'use-wallet' } as object }}
              />
            }
            label={t('useWallet')}
          />
        )}
        <Box sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, display: 'grid', gap: 0.5 }}>
          <SplitRow label={t('fromWallet')} value={f.toman(fromWallet)} testId="pay-wallet" />
          <SplitRow label={t('fromBank')} value={f.toman(fromBank)} testId="pay-bank" strong />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {fromBank === 0 ? t('walletCoversAll') : fromWallet === 0 ? t('allByBank') : t('walletFirst')}
        </Typography>
      </Paper>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          size="large"
          onClick={() => pay(o, { useWallet })}
          loading={paying}
          loadingPosition="start"
          disabled={wallet.isLoading}
          data-testid="pay"
        >
          {paying ? t('paying') : fromBank === 0 ? t('payFromWallet') : t('pay')}
        </Button>
      </Box>
    </Box>
  );
}

function SplitRow({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: strong ? 700 : 400 }}>
      <span>{label}</span>
      <span data-testid={testId}>{value}</span>
    </Box>
  );
}
