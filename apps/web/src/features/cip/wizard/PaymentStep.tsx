'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { api, PAYMENT_GATEWAY_LABELS } from '@vip/contract';
import { type CipAction, formatJalaliDate, formatToman, PaymentStatus, toPersianDigits } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useMember, useMemberCall } from '@/features/auth/use-member-api';
import { usePayCip } from '../use-pay-cip';
import { bookingIsOver, readDraft } from '../booking-draft';
import { resetCipBooking } from '../cip-store';
import { CancellationPolicy } from '../CancellationPolicy';

/** The configured bank (the API picks it: the site never names one it may not offer) or the wallet alone. */
type Gateway = 'bank' | 'credit';

/**
 * Step 5 (§4 payment): the server's bill of the booked order (equal to the preview), its own cancellation policy
 * and cut-off, then payment through the orders core (wallet first, the bank for the rest).
 */
export function PaymentStep({ dispatch }: { dispatch: (a: CipAction) => void }) {
  const t = useTranslations('cip');
  const memberCall = useMemberCall();
  const { member } = useMember();
  const [draft] = useState(readDraft);
  const [gateway, setGateway] = useState<Gateway>('bank');
  const { pay, paying, error } = usePayCip();
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
    const reference = toPersianDigits(over.reference);
    resetCipBooking(
      over.payment_status === PaymentStatus.paid
        ? t('bookingWasPaid', { reference })
        : t('bookingHasEnded', { reference }),
    );
  }, [over, t]);

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

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography>
          {t('orderReference')}:{' '}
          <bdi dir="ltr" data-testid="order-reference">
            {o.reference}
          </bdi>
        </Typography>
        <Typography sx={{ fontWeight: 800 }}>
          {t('amountToPay')}:{' '}
          <span data-testid="server-total">{formatToman(o.amount_due > 0 ? o.amount_due : o.total_price)}</span>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('editableUntil', { when: formatJalaliDate(o.editable_until, { style: 'long', time: true }) })}
        </Typography>
      </Paper>
      <CancellationPolicy windows={o.cancellation_policy} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography id="gateway-title" component="h2" sx={{ fontWeight: 700 }}>
          {t('payWith')}
        </Typography>
        <RadioGroup
          aria-labelledby="gateway-title"
          value={gateway}
          onChange={(e) => setGateway(e.target.value as Gateway)}
        >
          <FormControlLabel value="bank" control={<Radio />} label={t('payBank')} />
          <FormControlLabel value="credit" control={<Radio />} label={PAYMENT_GATEWAY_LABELS.credit} />
        </RadioGroup>
        <Typography variant="caption" color="text.secondary">
          {t('walletFirst')}
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
          onClick={() => pay(o, gateway === 'credit' ? 'credit' : undefined)}
          disabled={paying}
          data-testid="pay"
        >
          {paying ? t('paying') : t('pay')}
        </Button>
      </Box>
    </Box>
  );
}
