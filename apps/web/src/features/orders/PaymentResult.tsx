'use client';

import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { api } from '@vip/contract';
import { OrderStatus, PaymentStatus } from '@vip/domain';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { LinkButton } from '@/components/links';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { bookingIsOver, readDraft } from '@/features/cip/booking-draft';
import { resetCipBooking } from '@/features/cip/cip-store';
import { cipOrderPath, voucherPath } from '@/features/cip/dashboard/paths';
import { usePayCip } from '@/features/cip/use-pay-cip';
import { ApiClientError } from '@/lib/api-call';
import { ORDERS_PATH, orderPath } from './paths';
import type { PaymentResultSnapshot } from './payment-result-snapshot';
import { PayActions } from './PayActions';

const positiveId = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

function Reference({ label, code }: { label: string; code: string }) {
  const fmt = useFormat();
  return (
    <Box>
      <Typography color="text.secondary">{label}</Typography>
      <Typography
        dir="ltr"
        sx={{ fontSize: '1.6rem', fontWeight: 800, letterSpacing: '0.08em' }}
        data-testid="order-reference"
      >
        {fmt.digits(code)}
      </Typography>
    </Box>
  );
}

/** What a failed or cancelled bank step gave back: the wallet part held beside it, back in the wallet at once. */
function WalletReleased({ amount }: { amount: number | undefined }) {
  const t = useTranslations('orders');
  const fmt = useFormat();
  if (!amount) return null;
  return (
    <Alert severity="info" sx={{ textAlign: 'start', width: '100%' }} data-testid="result-wallet-released">
      {t('walletReleased', { amount: fmt.toman(amount) })}
    </Alert>
  );
}

function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}
    >
      {icon}
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Back from the bank. The query (`order_id`, `payment_id`, `state`) only says which order to look at: what the page
 * shows comes from the order and payment the API verified. Paid → the reference and what happens next; still
 * being verified → waits and rereads; failed or cancelled → why, and ways to pay again (bank or wallet). Never
 * blank: a missing or foreign order says so with a way on. A CIP booking (the bank returns every order here) is
 * not a store order: the return's `kind=cip` (or the wizard's draft) reads the CIP order at once, else the store call's
 * 404 leads to it; a paid one leads to its voucher. `initial` is what the site's server read while rendering (the
 * first paint already shows the outcome); the page's own calls take over when they answer.
 */
export function PaymentResult({ initial = {} }: { initial?: PaymentResultSnapshot }) {
  const t = useTranslations('orders');
  const fmt = useFormat();
  const tCip = useTranslations('cipDashboard');
  const params = useSearchParams();
  const orderId = positiveId(params.get('order_id'));
  const paymentId = positiveId(params.get('payment_id'));
  const claimed = params.get('state');
  // The order's API is asked first: the bank's return names the kind, and the wizard's draft knows its own booking.
  // Only a return without either asks the store first (a VIP booking answers 404 there).
  const [cipFirst] = useState(
    () =>
      params.get('kind') === 'cip' ||
      initial.cip !== undefined ||
      (orderId !== null && readDraft()?.orderId === orderId),
  );
  const order = useMemberEndpoint(
    api.getStoreOrder,
    { params: { id: orderId ?? 0 } },
    {
      enabled: orderId !== null && !cipFirst,
      // Still at the bank's mercy: reread until the payment settles.
      refetchInterval: (claimed === 'pending' ? 4000 : false) as number | false,
    },
  );
  const isCip = cipFirst || (order.error instanceof ApiClientError && order.error.status === 404);
  const cip = useMemberEndpoint(
    api.getCipOrder,
    { params: { id: orderId ?? 0 } },
    { enabled: orderId !== null && isCip, refetchInterval: (claimed === 'pending' ? 4000 : false) as number | false },
  );
  const payment = useMemberEndpoint(
    api.getPayment,
    { params: { id: paymentId ?? 0 } },
    { enabled: paymentId !== null },
  );
  const payCip = usePayCip();
  // The page's own answers once they come; until then what the server read.
  const cipOrder = cip.data?.data ?? initial.cip;
  const storeOrder = order.data?.data ?? initial.store;
  const paymentNow = payment.data?.data ?? initial.payment;
  // The wizard's booking ends with its order paid, cancelled or expired: the wizard opens a new booking next time.
  useEffect(() => {
    if (cipOrder && bookingIsOver(cipOrder) && readDraft()?.orderId === cipOrder.id) resetCipBooking();
  }, [cipOrder]);

  const toOrders = (
    <LinkButton href={ORDERS_PATH} variant="outlined">
      {t('myOrders')}
    </LinkButton>
  );
  if (orderId === null || (order.isError && !isCip) || cip.isError) {
    return (
      <Outcome icon={<ErrorOutline color="warning" sx={{ fontSize: 56 }} />} title={t('resultUnknown')}>
        <Typography color="text.secondary">{(cip.error ?? order.error)?.message ?? t('resultUnknownText')}</Typography>
        {toOrders}
      </Outcome>
    );
  }
  if (cipOrder) {
    const c = cipOrder;
    const paid = c.payment_status === PaymentStatus.paid;
    const pending = paymentNow ? paymentNow.state === 'pending' : claimed === 'pending';
    // A failed or cancelled bank step: a new payment of this same order is the way on.
    const canRetry = !paid && !pending && c.amount_due > 0 && c.status !== OrderStatus.canceled;
    return (
      <Outcome
        icon={
          paid ? (
            <CheckCircleOutline color="success" sx={{ fontSize: 64 }} />
          ) : (
            <ErrorOutline color={pending ? 'info' : 'error'} sx={{ fontSize: 64 }} />
          )
        }
        title={paid ? t('paidTitle') : pending ? t('pendingTitle') : t('failedTitle')}
      >
        <Reference label={t('reference')} code={c.reference} />
        {!paid && !pending && <WalletReleased amount={paymentNow?.wallet_released} />}
        {!paid && <Typography color="text.secondary">{paymentNow?.message ?? t('failedText')}</Typography>}
        {payCip.error && (
          <Alert severity="error" role="alert">
            {payCip.error}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
          {canRetry && (
            <Button
              variant="contained"
              loading={payCip.paying}
              onClick={() => void payCip.pay(c)}
              data-testid="pay-again"
            >
              {t('payAgain')}
            </Button>
          )}
          {paid && (
            <LinkButton href={voucherPath(c.reference)} variant="contained" data-testid="result-voucher">
              {tCip('voucher')}
            </LinkButton>
          )}
          <LinkButton href={cipOrderPath(c.id)} variant={paid || canRetry ? 'outlined' : 'contained'}>
            {t('viewOrder')}
          </LinkButton>
        </Box>
      </Outcome>
    );
  }
  if (!storeOrder) {
    return (
      <Box role="status" sx={{ py: 8, textAlign: 'center' }}>
        <CircularProgress aria-label={t('checkingPayment')} />
      </Box>
    );
  }
  const o = storeOrder;
  const p = paymentNow;
  const reference = <Reference label={t('reference')} code={o.reference} />;
  const detailLink = (
    <LinkButton href={orderPath(o.id)} variant="contained">
      {t('viewOrder')}
    </LinkButton>
  );

  if (o.payment_status === PaymentStatus.paid) {
    return (
      <Outcome icon={<CheckCircleOutline color="success" sx={{ fontSize: 64 }} />} title={t('paidTitle')}>
        {reference}
        <Typography data-testid="result-paid">{t('paidText', { total: fmt.toman(o.total_price) })}</Typography>
        {p?.bank_reference && (
          <Typography variant="body2" color="text.secondary">
            {t('bankReference', { ref: fmt.digits(p.bank_reference) })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('paidNext')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
          {detailLink}
          <LinkButton href="/products">{t('continueShopping')}</LinkButton>
        </Box>
      </Outcome>
    );
  }
  if (o.status === OrderStatus.canceled) {
    return (
      <Outcome icon={<ErrorOutline color="warning" sx={{ fontSize: 56 }} />} title={t('canceledTitle')}>
        {reference}
        <Typography color="text.secondary">{t('canceledText')}</Typography>
        {detailLink}
      </Outcome>
    );
  }
  if (p ? p.state === 'pending' : claimed === 'pending') {
    return (
      <Outcome icon={<HourglassEmpty color="info" sx={{ fontSize: 56 }} />} title={t('pendingTitle')}>
        {reference}
        <Typography role="status">{t('pendingText')}</Typography>
        {detailLink}
      </Outcome>
    );
  }
  return (
    <Outcome
      icon={<ErrorOutline color="error" sx={{ fontSize: 64 }} />}
      title={claimed === 'canceled' ? t('cancelledAtBank') : t('failedTitle')}
    >
      {reference}
      <WalletReleased amount={p?.wallet_released} />
      <Alert severity="warning" sx={{ textAlign: 'start', width: '100%' }} data-testid="result-failed">
        {p?.message ?? t('failedText')}
      </Alert>
      <Typography color="text.secondary">
        {t('retryHint', { total: fmt.toman(o.total_price - o.paid_amount) })}
      </Typography>
      {o.can_pay ? <PayActions order={o} /> : detailLink}
      {toOrders}
    </Outcome>
  );
}
