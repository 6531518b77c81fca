'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { api, type Order } from '@vip/contract';
import { type ArchiveStatus, type OrderStatus, PaymentStatus } from '@vip/domain';
import { type DomainLabels, useDomainLabels } from '@/features/ui/domain-labels';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { UserText } from '@/features/ui/UserText';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { LinkButton } from '@/components/links';
import { useMemberCall } from '@/features/auth/use-member-api';
import { ApiClientError } from '@/lib/api-client';
import { BillSummary } from './BillSummary';
import { useInvalidateMember, useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { OrderShipment } from './OrderShipment';
import { PayActions } from './PayActions';
import { InvoiceLink } from '@/features/invoice/InvoiceLink';
import { ReviewDeliveredItems } from './ReviewDeliveredItems';
import { ORDERS_PATH } from './paths';
import { StatusChips } from '@/features/ui/StatusChips';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const statusText = (labels: DomainLabels, machine: 'order' | 'payment' | 'archive', code: number | null) =>
  code === null
    ? '—'
    : machine === 'order'
      ? labels.ORDER_STATUS_LABELS[code as OrderStatus]
      : machine === 'payment'
        ? labels.PAYMENT_STATUS_LABELS[code as PaymentStatus]
        : labels.ARCHIVE_STATUS_LABELS[code as ArchiveStatus];

/** Cancelling asks first; the answer says what happens to the money (stock released, or a refund to the wallet). */
function CancelOrder({ order }: { order: Order }) {
  const t = useTranslations('orders');
  const fmt = useFormat();
  const memberCall = useMemberCall();
  const invalidate = useInvalidateMember();
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: () => memberCall(api.cancelStoreOrder, { params: { id: order.id }, body: {} }),
    onSuccess: async () => {
      await invalidate('getStoreOrder', 'listStoreOrders', 'getCreditBalance');
      setOpen(false);
    },
  });
  const busy = cancel.isPending;
  const error = cancel.error
    ? cancel.error instanceof ApiClientError
      ? cancel.error.message
      : String(cancel.error)
    : null;
  const paid = order.payment_status === PaymentStatus.paid;
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} data-testid="cancel-order">
        {t('cancelOrder')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="cancel-title">
        <DialogTitle id="cancel-title">{t('cancelConfirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {paid ? t('cancelPaidText', { amount: fmt.toman(order.paid_amount) }) : t('cancelUnpaidText')}
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('keepOrder')}
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={busy}
            onClick={() => cancel.mutate()}
            data-testid="confirm-cancel"
          >
            {t('confirmCancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** One store order: status, pay or cancel where allowed, items and totals, recipient, payments and status history. */
export function OrderDetail({ id }: { id: number }) {
  const t = useTranslations('orders');
  const fmt = useFormat();
  const labels = useDomainLabels();
  const { PAYMENT_GATEWAY_LABELS, PAYMENT_STATE_LABELS } = labels;
  const when = (iso: string) => fmt.dateTime(iso, { style: 'long', weekday: false });
  const query = useMemberEndpoint(api.getStoreOrder, { params: { id } });
  if (query.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('loading')} />;
  if (query.isError) {
    return (
      <Alert
        severity="warning"
        action={
          <LinkButton href={ORDERS_PATH} color="inherit">
            {t('myOrders')}
          </LinkButton>
        }
      >
        {query.error.message}
      </Alert>
    );
  }
  const o = query.data.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, justifyContent: 'space-between' }}
        >
          <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
            {t('orderTitle')} <bdi data-testid="order-reference">{fmt.digits(o.reference)}</bdi>
          </Typography>
          <Typography color="text.secondary">{when(o.created_at)}</Typography>
        </Box>
        <StatusChips status={o.status} paymentStatus={o.payment_status} stage={o.stage} />
        {o.can_pay && o.expires_at && (
          <Typography variant="body2" color="warning.dark">
            {t('expiresAt', { at: when(o.expires_at) })}
          </Typography>
        )}
        {o.can_pay && <PayActions order={o} />}
        <InvoiceLink orderId={o.id} kind="store" paymentStatus={o.payment_status} />
        {o.can_cancel && (
          <Box>
            <CancelOrder order={o} />
          </Box>
        )}
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Section title={t('items')}>
          <BillSummary lines={o.items} totals={o} vatIncluded={o.bill.vat_included}>
            {o.paid_amount > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('paidAmount', { amount: fmt.toman(o.paid_amount) })}
              </Typography>
            )}
          </BillSummary>
        </Section>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title={t('recipient')}>
            {o.recipient ? (
              <Box sx={{ display: 'grid', gap: 0.5 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  <UserText>{o.recipient.full_name}</UserText>
                </Typography>
                <Typography variant="body2">
                  <UserText>{`${o.recipient.province_title}، ${o.recipient.city_title}، ${o.recipient.address}`}</UserText>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('recipientContact', {
                    mobile: fmt.digits(o.recipient.mobile),
                    postal: fmt.digits(o.recipient.postal_code),
                  })}
                </Typography>
              </Box>
            ) : (
              <Typography color="text.secondary">{t('noRecipient')}</Typography>
            )}
          </Section>
          <Section title={t('shipmentTitle')}>
            <OrderShipment order={o} />
          </Section>
          {o.stage === 'delivered' && (
            <Section title={t('reviewTitle')} testId="order-review">
              <ReviewDeliveredItems order={o} />
            </Section>
          )}
          <Section title={t('payments')} testId="order-payments">
            {o.payments.length === 0 ? (
              <Typography color="text.secondary">{t('noPayments')}</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {o.payments.map((p) => (
                  <Box component="li" key={p.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                      <Typography sx={{ fontWeight: 600 }}>
                        {PAYMENT_GATEWAY_LABELS[p.gateway]} – {PAYMENT_STATE_LABELS[p.state]}
                      </Typography>
                      <Typography sx={{ whiteSpace: 'nowrap' }}>{fmt.toman(p.amount)}</Typography>
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      {when(p.paid_at ?? p.created_at)}
                      {p.bank_reference ? ` – ${t('bankReference', { ref: fmt.digits(p.bank_reference) })}` : ''}
                    </Typography>
                    {p.message && <Typography variant="body2">{p.message}</Typography>}
                  </Box>
                ))}
              </Box>
            )}
          </Section>
        </Box>
      </Box>
      <Section title={t('history')} testId="order-history">
        <Box component="ol" sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 1, listStyleType: 'persian' }}>
          {o.history.map((h) => (
            <li key={`${h.created_at}:${h.machine}:${h.to}`}>
              <Typography variant="body2">
                {t('historyLine', {
                  machine: t(`machine_${h.machine}`),
                  from: statusText(labels, h.machine, h.from),
                  to: statusText(labels, h.machine, h.to),
                  actor: t(`actor_${h.actor}`),
                })}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {when(h.created_at)}
                {h.reason ? ` – ${h.reason}` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      </Section>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <LinkButton href={ORDERS_PATH}>{t('backToOrders')}</LinkButton>
        <LinkButton href={`/dashboard/tickets/new?order_id=${o.id}`} data-testid="order-support">
          {t('askSupport')}
        </LinkButton>
      </Box>
    </Box>
  );
}
