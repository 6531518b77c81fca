'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { api, type CipOrder, type SideCancelSettlement } from '@vip/contract';
import {
  type AgeType,
  type OrderType,
  OrderStatus,
  type PriceLine,
  reservationBill,
  type ReservationType,
} from '@vip/domain';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { UserText } from '@/features/ui/UserText';
import { useState } from 'react';
import { LinkButton } from '@/components/links';
import { useMember, useMemberCall } from '@/features/auth/use-member-api';
import { StatusChips } from '@/features/ui/StatusChips';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { ApiClientError } from '@/lib/api-call';
import { BillTable } from '../BillTable';
import { usePayCip } from '../use-pay-cip';
import { CancellationPolicy } from '../CancellationPolicy';
import { ChangeFlight } from '../ChangeFlight';
import { FlightSummary, toFlightCard } from '../FlightSummary';
import { CancelSide } from './CancelSide';
import { FlightOrderEditor, type Settlement } from './FlightOrderEditor';
import { CIP_ORDER_LIST_PATH, voucherPath } from './paths';
import { InvoiceLink } from '@/features/invoice/InvoiceLink';
import { useDomainLabels } from '@/features/ui/domain-labels';

/** /dashboard/cip/order?id=… (§2 CIP order page): one booking with its bill, voucher, edit and cancellation. */
export function CipOrderPage() {
  const t = useTranslations('cipDashboard');
  const raw = useSearchParams().get('id') ?? '';
  const id = /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const order = useMemberEndpoint(api.getCipOrder, { params: { id: id ?? 0 } }, { enabled: id !== null });
  if (id === null) {
    return (
      <Alert severity="info" action={<LinkButton href={CIP_ORDER_LIST_PATH}>{t('toList')}</LinkButton>}>
        {t('pickOrder')}
      </Alert>
    );
  }
  if (order.isLoading) return <CircularProgress aria-label={t('loading')} />;
  if (order.error || !order.data) {
    return (
      <Alert severity="error" action={<LinkButton href={CIP_ORDER_LIST_PATH}>{t('toList')}</LinkButton>}>
        {order.error?.message}
      </Alert>
    );
  }
  return <OrderBody order={order.data.data} />;
}

function OrderBody({ order: o }: { order: CipOrder }) {
  const { AGE_TYPE_LABELS, ORDER_TYPE_LABELS, RESERVATION_TYPE_LABELS } = useDomainLabels();
  const comma = useLocale() === 'en' ? ', ' : '، ';
  const t = useTranslations('cipDashboard');
  const fmt = useFormat();
  const client = useQueryClient();
  const { member } = useMember();
  const [editing, setEditing] = useState<number | null>(null);
  const [settled, setSettled] = useState<Settlement | null>(null);
  const [canceledRefund, setCanceledRefund] = useState<number | null>(null);
  const [sideCanceled, setSideCanceled] = useState<SideCancelSettlement | null>(null);
  const { pay, paying, error: payError } = usePayCip();
  const refresh = (next: CipOrder) => {
    client.setQueriesData({ queryKey: ['member', member?.id, 'getCipOrder'] }, { data: next });
    void client.invalidateQueries({ queryKey: ['member', member?.id] });
  };
  const canceled = o.status === OrderStatus.canceled;
  // One side of a round trip may go on its own; the last one goes with the booking («لغو رزرو»).
  const sidesCancellable = o.editable && !canceled && o.flight_orders.flatMap((f) => f.reservations).length > 1;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography component="h1" variant="h5">
            {t('orderTitle')}{' '}
            <bdi dir="ltr" data-testid="order-reference">
              {o.reference}
            </bdi>
          </Typography>
          <StatusChips status={o.status} paymentStatus={o.payment_status} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('bookedAt', { when: fmt.dateTime(o.created_at, { style: 'long' }) })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          <Typography>
            {t('total')}: <strong data-testid="order-total">{fmt.price(o.total_price)}</strong>
          </Typography>
          <Typography>
            {t('paid')}: {fmt.toman(o.paid_amount)}
          </Typography>
          {o.refunded_amount > 0 && (
            <Typography data-testid="order-refunded">
              {t('refunded')}: {fmt.toman(o.refunded_amount)}
            </Typography>
          )}
          {o.amount_due > 0 && (
            <Typography color="warning.dark">
              {t('due')}: {fmt.toman(o.amount_due)}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <InvoiceLink orderId={o.id} kind="cip" paymentStatus={o.payment_status} />
          {o.voucher_available && (
            <LinkButton href={voucherPath(o.reference)} variant="contained" data-testid="open-voucher">
              {t('voucher')}
            </LinkButton>
          )}
          {o.amount_due > 0 && !canceled && (
            <Button variant="contained" color="warning" disabled={paying} onClick={() => pay(o)} data-testid="pay-due">
              {t('payDue', { amount: fmt.toman(o.amount_due) })}
            </Button>
          )}
        </Box>
        {payError && <Alert severity="error">{payError}</Alert>}
        {!canceled && (
          <Typography variant="body2" color="text.secondary">
            {o.editable
              ? t('editableUntil', { when: fmt.dateTime(o.editable_until, { style: 'long' }) })
              : t('notEditable')}
          </Typography>
        )}
      </Paper>

      {settled && (
        <Alert severity="success" onClose={() => setSettled(null)} data-testid="settlement">
          {settled.refunded_to_wallet > 0
            ? t('settledRefund', {
                amount: fmt.toman(settled.refunded_to_wallet),
                percent: fmt.digits(settled.refund_percent),
              })
            : settled.removed_amount > 0
              ? t('settledKept', { summary: settled.summary })
              : settled.charged_from_wallet > 0
                ? t('settledCharged', { amount: fmt.toman(settled.charged_from_wallet) })
                : settled.amount_due > 0
                  ? t('settledDue', { amount: fmt.toman(settled.amount_due) })
                  : t('settledSame')}
        </Alert>
      )}

      {sideCanceled && (
        <Alert severity="success" onClose={() => setSideCanceled(null)} data-testid="side-canceled">
          {t('sideCanceled', { side: sideCanceled.side, amount: fmt.toman(sideCanceled.refunded_to_wallet) })}
        </Alert>
      )}

      {o.flight_orders.map((f) => (
        <Paper
          key={f.id}
          variant="outlined"
          sx={{ p: 2, display: 'grid', gap: 1.5 }}
          component="section"
          aria-label={ORDER_TYPE_LABELS[f.order_type as OrderType]}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography component="h2" variant="h6">
              {ORDER_TYPE_LABELS[f.order_type as OrderType]}
            </Typography>
            {o.editable && !canceled && editing !== f.id && (
              <Button variant="outlined" onClick={() => setEditing(f.id)} data-testid={`edit-${f.order_type}`}>
                {t('edit')}
              </Button>
            )}
          </Box>
          <FlightSummary flight={toFlightCard(f.flight)} showDate />
          <ChangeFlight order={o} flightOrder={f} onChanged={(next) => refresh(next)} />
          {editing === f.id ? (
            <FlightOrderEditor
              order={o}
              flightOrder={f}
              onClose={() => setEditing(null)}
              onSaved={(next, s) => {
                setEditing(null);
                setSettled(s);
                refresh(next);
              }}
            />
          ) : (
            f.reservations.map((r) => (
              // A bill wider than a phone scrolls sideways; the region takes the keyboard's focus so it can be scrolled.
              <Box
                key={r.id}
                sx={{ overflowX: 'auto' }}
                tabIndex={0}
                role="region"
                aria-label={`${RESERVATION_TYPE_LABELS[r.reservation_type as ReservationType]}: ${r.service.title}`}
              >
                <BillTable
                  caption={`${RESERVATION_TYPE_LABELS[r.reservation_type as ReservationType]}: ${r.service.title} — ${r.airport}`}
                  bill={reservationBill(
                    r.lines.map((l) => ({
                      kind: l.kind as PriceLine['kind'],
                      label: l.label,
                      count: l.count,
                      unitPrice: l.unit_price,
                      amount: l.amount,
                    })),
                  )}
                  testId={`order-bill-${f.order_type}-${r.reservation_type}`}
                />
                {sidesCancellable && (
                  <CancelSide
                    order={o}
                    reservation={r}
                    onCanceled={(next, s) => {
                      setSideCanceled(s);
                      refresh(next);
                    }}
                  />
                )}
              </Box>
            ))
          )}
          <Typography variant="body2">
            {t('passengers')}:{' '}
            {(f.reservations[0]?.passengers ?? []).map((p, i) => (
              <span key={i}>
                {i > 0 && comma}
                <UserText>
                  {p.first_name} {p.last_name}
                </UserText>{' '}
                ({AGE_TYPE_LABELS[p.person_age_type as AgeType]})
              </span>
            ))}
          </Typography>
        </Paper>
      ))}

      <CancellationPolicy windows={o.cancellation_policy} />
      {canceledRefund !== null && (
        <Alert severity="success" data-testid="canceled">
          {t('canceledRefund', { amount: fmt.toman(canceledRefund) })}
        </Alert>
      )}
      {!canceled && (
        <CancelOrder
          order={o}
          onCanceled={(next, refunded) => {
            setCanceledRefund(refunded);
            refresh(next);
          }}
        />
      )}
    </Box>
  );
}

/** Cancelling: the refund (policy share of what was paid, to the wallet) is shown before confirming. */
function CancelOrder({
  order: o,
  onCanceled,
}: {
  order: CipOrder;
  onCanceled: (o: CipOrder, refunded: number) => void;
}) {
  const t = useTranslations('cipDashboard');
  const fmt = useFormat();
  const memberCall = useMemberCall();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const c = o.cancellation;
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await memberCall(api.cancelCipOrder, { params: { id: o.id }, body: {} });
      setOpen(false);
      onCanceled(answer.data, answer.refunded_to_wallet);
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} data-testid="cancel-section">
      <Typography component="h2" sx={{ fontWeight: 700 }}>
        {t('cancelTitle')}
      </Typography>
      {c.allowed ? (
        <>
          <Typography variant="body2">
            {t('cancelTerms', { percent: fmt.digits(c.refund_percent), amount: fmt.toman(c.refund_amount) })}
          </Typography>
          <Box>
            <Button color="error" variant="outlined" onClick={() => setOpen(true)} data-testid="cancel-order">
              {t('cancelOrder')}
            </Button>
          </Box>
        </>
      ) : (
        <Alert severity="warning" data-testid="cancel-refused">
          {c.reason ?? t('cancelNotAllowed')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="cancel-dialog-title">
        <DialogTitle id="cancel-dialog-title">{t('cancelConfirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText data-testid="cancel-refund-preview">
            {t('cancelConfirmText', {
              amount: fmt.toman(c.refund_amount),
              percent: fmt.digits(c.refund_percent),
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('keepOrder')}</Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={busy} data-testid="cancel-confirm">
            {t('cancelOrder')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
