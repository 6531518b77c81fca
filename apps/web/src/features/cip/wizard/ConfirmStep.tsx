'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { api } from '@vip/contract';
import {
  type CipAction,
  type CipState,
  type FlightOrder,
  flightOrderTotal,
  flightOrdersBill,
  identityOf,
  maskedIdentity,
  ordersInUse,
  reservationBill,
  ReservationType,
} from '@vip/domain';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useRouter } from '@/i18n/navigation';
import { useTranslations } from 'next-intl';
import { signInUrl } from '@/features/auth/paths';
import { useMember, useMemberCall } from '@/features/auth/use-member-api';
import { LinkButton } from '@/components/links';
import { ApiClientError } from '@/lib/api-call';
import { BillTable } from '../BillTable';
import { cipOrderBodyOf } from '../booking-body';
import { draftFor, writeDraft } from '../booking-draft';
import { resetCipBooking } from '../cip-store';
import { FlightSummary } from '../FlightSummary';
import { CancellationPolicy, DEFAULT_CANCELLATION_POLICY } from '../CancellationPolicy';
import { useBookingChannel } from './booking-channel';
import { useDomainLabels } from '@/features/ui/domain-labels';

/**
 * Step 4 (§4 confirm): every line of each reservation's bill at the domain's prices, the total, the cancellation
 * policy; confirming books the order on the server (signed in) and moves to payment.
 */
export function ConfirmStep({ state, dispatch }: { state: CipState; dispatch: (a: CipAction) => void }) {
  const { ORDER_TYPE_LABELS, RESERVATION_TYPE_LABELS } = useDomainLabels();
  const t = useTranslations('cip');
  const f = useFormat();
  const { signedIn } = useMember();
  const memberCall = useMemberCall();
  const orders = ordersInUse(state);
  // Priced as the server will bill a booking placed now: fares of the flight, surcharges and VAT included.
  const bookedAt = new Date();
  const priced = new Map(orders.map((o) => [o.orderType, flightOrderTotal(o, bookedAt)]));
  const total = flightOrdersBill(orders, bookedAt).total;

  const channel = useBookingChannel();
  const router = useRouter();
  // An agency's booking is confirmed at once: the wizard is done and its page opens (booking-channel.ts).
  const bookForChannel = useMutation({
    mutationFn: async () => (channel ? channel.book(cipOrderBodyOf(state)) : null),
    onSuccess: (next) => {
      if (!next) return;
      resetCipBooking();
      router.push(next.href);
    },
  });
  // The same body books once: a retried confirm reuses the created order or its Idempotency-Key.
  const book = useMutation({
    mutationFn: async () => {
      const body = cipOrderBodyOf(state);
      const draft = draftFor(JSON.stringify(body.flight_orders));
      writeDraft(draft);
      if (draft.orderId !== null) return;
      const created = await memberCall(api.createCipOrder, { body }, { idempotencyKey: draft.idempotencyKey });
      writeDraft({ ...draft, orderId: created.data.id, reference: created.data.reference });
    },
    onSuccess: () => dispatch({ type: 'cip/nextStep' }),
  });
  const failed = book.error ?? bookForChannel.error;
  const error = failed ? (failed instanceof ApiClientError ? failed.message : t('unknownError')) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {orders.map((o) => (
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
              [ReservationType.Departure, o.reservations.Departure, priced.get(o.orderType)?.departure],
              [ReservationType.Arrival, o.reservations.Arrival, priced.get(o.orderType)?.arrival],
            ] as const
          ).map(
            ([type, r, b]) =>
              r.service &&
              b && (
                <Box key={type} sx={{ overflowX: 'auto' }}>
                  <BillTable
                    caption={`${RESERVATION_TYPE_LABELS[type]}: ${r.service.title}`}
                    bill={reservationBill(b.lines)}
                    testId={`bill-${o.orderType}-${type}`}
                  />
                </Box>
              ),
          )}
          <TransfersOf order={o} />
          <PassengerList order={o} />
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 800 }}>{t('grandTotal')}</Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.2rem' }} color="primary.dark" data-testid="grand-total">
          {f.price(total)}
        </Typography>
      </Paper>
      <CancellationPolicy windows={DEFAULT_CANCELLATION_POLICY} />
      {channel?.confirmExtra}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        {channel ? (
          <Button
            variant="contained"
            size="large"
            onClick={() => bookForChannel.mutate()}
            loading={bookForChannel.isPending}
            loadingPosition="start"
            data-testid="confirm-book"
          >
            {bookForChannel.isPending ? t('booking') : channel.confirmLabel}
          </Button>
        ) : signedIn ? (
          <Button
            variant="contained"
            size="large"
            onClick={() => book.mutate()}
            loading={book.isPending}
            loadingPosition="start"
            data-testid="confirm-book"
          >
            {book.isPending ? t('booking') : t('confirmAndPay')}
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

/** Who travels on a flight: name, age type and the identity number masked but for its last four characters. */
function PassengerList({ order }: { order: FlightOrder }) {
  const { AGE_TYPE_LABELS } = useDomainLabels();
  const t = useTranslations('cip');
  const f = useFormat();
  const titleId = `confirm-passengers-${order.orderType}`;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('confirmPassengers')}
      </Typography>
      <Box
        component="ol"
        sx={{ m: 0, ps: 2.5, display: 'grid', gap: 0.25, listStyleType: 'persian' }}
        data-testid={`confirm-passengers-${order.orderType}`}
      >
        {order.passengerInfo.personList.map((p, i) => (
          <li key={i}>
            <Typography variant="body2">
              {p.firstName} {p.lastName} ({AGE_TYPE_LABELS[p.ageType]}) —{' '}
              <bdi dir="ltr">{f.digits(maskedIdentity(identityOf(p)))}</bdi>
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The flight's transfers: kind, address and when the car comes. */
function TransfersOf({ order }: { order: FlightOrder }) {
  const { RESERVATION_TYPE_LABELS } = useDomainLabels();
  const t = useTranslations('cip');
  const f = useFormat();
  return [order.reservations.Departure, order.reservations.Arrival].map((r) => {
    const item = r.service ? r.transferItem : null;
    if (!item) return null;
    const when = t('transferWhen', {
      date: f.date(`${item.date}T12:00:00Z`, { style: 'long' }),
      time: f.digits(item.time),
    });
    return (
      <Typography
        key={r.reservationType}
        variant="body2"
        data-testid={`confirm-transfer-${order.orderType}-${r.reservationType}`}
      >
        <strong>
          {t('confirmTransfer')} ({RESERVATION_TYPE_LABELS[r.reservationType]}):
        </strong>{' '}
        {item.transfer} — {item.address} — {when}
      </Typography>
    );
  });
}
