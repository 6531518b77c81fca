'use client';

import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { api, type CipEditSettlement, type CipOrder, type FlightOrderView } from '@vip/contract';
import {
  type EditCountField,
  editOrderReducer,
  editOrderTotal,
  initialEditOrderState,
  PaymentStatus,
  paidEditMoney,
  paidEditSummary,
  type ReservationType,
  refundPercentAt,
} from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useReducer, useState } from 'react';
import { useMemberCall } from '@/features/auth/use-member-api';
import { ApiClientError } from '@/lib/api-call';
import { extrasInput, personInput } from '../booking-body';
import { CountField } from '../CountField';
import { editReservationsOf } from './edit-mapping';
import { useDomainLabels } from '@/features/ui/domain-labels';

const COUNT_FIELDS: [EditCountField, string][] = [
  ['wheelchairCount', 'wheelchairOutdoor'],
  ['indoorWheelchairCount', 'wheelchairIndoor'],
  ['parkingCount', 'parkingCount'],
  ['parkingAdditionalHours', 'parkingHours'],
  ['petCount', 'petCount'],
];

/** What saving an edit did to the money (the API's settlement). */
export type Settlement = CipEditSettlement;

/**
 * What saving would do to the money, in one Persian sentence, by the API's own rule: on a paid order the amount the
 * edit removes comes back at the cancellation policy's share of this moment, what it adds is taken from the wallet.
 */
function moneyOfEdit(order: CipOrder, newOrderTotal: number, now: number): string | null {
  if (order.payment_status !== PaymentStatus.paid) return null;
  const policy = order.cancellation_policy.map((w) => ({
    hoursBefore: w.hours_before,
    refundPercent: w.refund_percent,
  }));
  const percent = refundPercentAt(policy, (Date.parse(order.first_flight_at) - now) / 3_600_000);
  const money = paidEditMoney({ total: order.total_price, net: order.paid_amount }, newOrderTotal, percent);
  return paidEditSummary(money, percent);
}

/**
 * The edit of §4 for one flight order, on the domain's edit-order reducer: extras counts and passengers of each
 * reservation, the new price shown live against the current one; saving reprices on the server both ways.
 */
export function FlightOrderEditor({
  order,
  flightOrder,
  onSaved,
  onClose,
}: {
  order: CipOrder;
  flightOrder: FlightOrderView;
  onSaved: (o: CipOrder, s: Settlement) => void;
  onClose: () => void;
}) {
  const { AGE_TYPE_LABELS, RESERVATION_TYPE_LABELS } = useDomainLabels();
  const t = useTranslations('cipDashboard');
  const fmt = useFormat();
  const tc = useTranslations('cip');
  const memberCall = useMemberCall();
  const [state, dispatch] = useReducer(editOrderReducer, undefined, () =>
    editOrderReducer(initialEditOrderState(), {
      type: 'edit/load',
      order: { id: order.id },
      reservations: editReservationsOf(flightOrder, order.created_at),
    }),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const r = state.reservationList[state.currentReservationIndex];
  const before = flightOrder.total_price;
  const after = editOrderTotal(state.reservationList);
  const passengers = state.reservationList[0]?.passengers ?? [];
  const newOrderTotal = order.total_price - before + after;
  const paidMoney = moneyOfEdit(order, newOrderTotal, Date.now());

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      // The API takes every reservation of the order: the other flight's go back unchanged.
      const others = order.flight_orders.filter((f) => f.id !== flightOrder.id);
      const reservations = [
        ...state.reservationList,
        ...others.flatMap((f) => editReservationsOf(f, order.created_at)),
      ];
      const answer = await memberCall(api.updateCipOrder, {
        params: { id: order.id },
        body: {
          reservations: reservations.map((x) => ({
            ...extrasInput(x),
            id: x.id,
            passengers: x.passengers.map(personInput),
          })),
          client_total: after + others.reduce((sum, f) => sum + f.total_price, 0),
        },
      });
      onSaved(answer.data, answer.settlement);
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : tc('unknownError'));
    } finally {
      setBusy(false);
    }
  };

  if (!r) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="order-editor">
      {state.reservationList.length > 1 && (
        <Tabs
          value={state.currentReservationIndex}
          onChange={(_, index: number) => dispatch({ type: 'edit/setCurrentReservation', index })}
          variant="fullWidth"
        >
          {state.reservationList.map((x, i) => (
            <Tab key={x.id} value={i} label={RESERVATION_TYPE_LABELS[x.reservationType as ReservationType]} />
          ))}
        </Tabs>
      )}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4 }}>
        {COUNT_FIELDS.map(([field, label]) => (
          <CountField
            key={field}
            label={tc(label)}
            value={r[field]}
            onChange={(value) => dispatch({ type: 'edit/setCount', field, value })}
            testId={`edit-${field}`}
          />
        ))}
      </Box>
      <Box>
        <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t('passengers')}
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {passengers.map((p, i) => (
            <Box
              component="li"
              key={`${p.nationalCode}${p.passportNumber}${p.firstName}`}
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography variant="body2">
                {p.firstName} {p.lastName} ({AGE_TYPE_LABELS[p.ageType]})
              </Typography>
              <IconButton
                size="small"
                aria-label={t('removePassenger', { name: `${p.firstName} ${p.lastName}` })}
                onClick={() => dispatch({ type: 'edit/deletePassenger', index: i })}
                disabled={passengers.length <= 1}
              >
                <Delete fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      </Box>
      <Alert severity={after < before ? 'success' : after > before ? 'warning' : 'info'} data-testid="edit-difference">
        {t('editPrices', { before: fmt.toman(before), after: fmt.toman(after) })}{' '}
        {paidMoney ??
          (after === before
            ? t('editSame')
            : t('editDue', { amount: fmt.toman(Math.max(0, newOrderTotal - order.paid_amount)) }))}
      </Alert>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('cancelEdit')}</Button>
        <Button variant="contained" onClick={save} disabled={busy || !state.isEdited} data-testid="save-edit">
          {t('saveEdit')}
        </Button>
      </Box>
    </Paper>
  );
}
