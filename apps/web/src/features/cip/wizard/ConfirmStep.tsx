'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { api } from '@vip/contract';
import {
  type CipAction,
  type CipState,
  cipStateTotal,
  flightOrderTotal,
  formatToman,
  ORDER_TYPE_LABELS,
  ordersInUse,
  RESERVATION_TYPE_LABELS,
  ReservationType,
} from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { signInUrl } from '@/features/auth/paths';
import { useMember, useMemberCall } from '@/features/auth/use-member-api';
import { LinkButton } from '@/components/links';
import { ApiClientError } from '@/lib/api-call';
import { BillTable } from '../BillTable';
import { cipOrderBodyOf } from '../booking-body';
import { draftFor, writeDraft } from '../booking-draft';
import { FlightSummary } from '../FlightSummary';
import { CancellationPolicy, DEFAULT_CANCELLATION_POLICY } from '../CancellationPolicy';

/**
 * Step 4 (§4 confirm): every line of each reservation's bill at the domain's prices, the total, the cancellation
 * policy; confirming books the order on the server (signed in) and moves to payment.
 */
export function ConfirmStep({ state, dispatch }: { state: CipState; dispatch: (a: CipAction) => void }) {
  const t = useTranslations('cip');
  const { signedIn } = useMember();
  const memberCall = useMemberCall();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const orders = ordersInUse(state);
  const total = cipStateTotal(state);

  const book = async () => {
    setBusy(true);
    setError(null);
    const body = cipOrderBodyOf(state);
    const draft = draftFor(JSON.stringify(body.flight_orders));
    writeDraft(draft);
    try {
      if (draft.orderId === null) {
        const created = await memberCall(api.createCipOrder, { body }, { idempotencyKey: draft.idempotencyKey });
        writeDraft({ ...draft, orderId: created.data.id, reference: created.data.reference });
      }
      dispatch({ type: 'cip/nextStep' });
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : t('unknownError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {orders.map((o) => {
        const bill = flightOrderTotal(o);
        return (
          <Paper
            key={o.orderType}
            variant="outlined"
            sx={{ p: 2, display: 'grid', gap: 1 }}
            data-testid={`confirm-order-${o.orderType}`}
          >
            <Typography component="h2" variant="h6">
              {ORDER_TYPE_LABELS[o.orderType]}
            </Typography>
            {o.flightBrief && <FlightSummary flight={o.flightBrief} showDate />}
            {(
              [
                [ReservationType.Departure, o.reservations.Departure, bill.departure],
                [ReservationType.Arrival, o.reservations.Arrival, bill.arrival],
              ] as const
            ).map(
              ([type, r, b]) =>
                r.service && (
                  <Box key={type} sx={{ overflowX: 'auto' }}>
                    <BillTable
                      caption={`${RESERVATION_TYPE_LABELS[type]}: ${r.service.title}`}
                      lines={b.lines}
                      total={b.total}
                      testId={`bill-${o.orderType}-${type}`}
                    />
                  </Box>
                ),
            )}
          </Paper>
        );
      })}
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 800 }}>{t('grandTotal')}</Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.2rem' }} color="primary.dark" data-testid="grand-total">
          {formatToman(total)}
        </Typography>
      </Paper>
      <CancellationPolicy windows={DEFAULT_CANCELLATION_POLICY} />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        {signedIn ? (
          <Button variant="contained" size="large" onClick={book} disabled={busy} data-testid="confirm-book">
            {busy ? t('booking') : t('confirmAndPay')}
          </Button>
        ) : (
          <LinkButton variant="contained" size="large" href={signInUrl('/cip/booking')} data-testid="confirm-signin">
            {t('signInToBook')}
          </LinkButton>
        )}
      </Box>
    </Box>
  );
}
