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
import { api, type CipOrder, type FlightOrderView } from '@vip/contract';
import {
  AGE_TYPE_LABELS,
  type EditCountField,
  editOrderReducer,
  editOrderTotal,
  formatToman,
  initialEditOrderState,
  RESERVATION_TYPE_LABELS,
  type ReservationType,
} from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useReducer, useState } from 'react';
import { useMemberCall } from '@/features/auth/use-member-api';
import { ApiClientError } from '@/lib/api-call';
import { extrasInput, personInput } from '../booking-body';
import { CountField } from '../CountField';
import { editReservationsOf } from './edit-mapping';

const COUNT_FIELDS: [EditCountField, string][] = [
  ['wheelchairCount', 'wheelchairOutdoor'],
  ['indoorWheelchairCount', 'wheelchairIndoor'],
  ['parkingCount', 'parkingCount'],
  ['parkingAdditionalHours', 'parkingHours'],
  ['petCount', 'petCount'],
];

/** What saving an edit did to the money (the API's settlement). */
export interface Settlement {
  previous_total: number;
  new_total: number;
  refunded_to_wallet: number;
  amount_due: number;
  /** A paid order whose price rose: taken from the wallet. */
  charged_from_wallet?: number;
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
  const t = useTranslations('cipDashboard');
  const tc = useTranslations('cip');
  const memberCall = useMemberCall();
  const [state, dispatch] = useReducer(editOrderReducer, undefined, () =>
    editOrderReducer(initialEditOrderState(), {
      type: 'edit/load',
      order: { id: order.id },
      reservations: editReservationsOf(flightOrder),
    }),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const r = state.reservationList[state.currentReservationIndex];
  const before = flightOrder.total_price;
  const after = editOrderTotal(state.reservationList);
  const passengers = state.reservationList[0]?.passengers ?? [];

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      // The API takes every reservation of the order: the other flight's go back unchanged.
      const others = order.flight_orders.filter((f) => f.id !== flightOrder.id);
      const reservations = [...state.reservationList, ...others.flatMap(editReservationsOf)];
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
        {t('editPrices', { before: formatToman(before), after: formatToman(after) })}{' '}
        {after < before
          ? t('editRefund', { amount: formatToman(before - after) })
          : after > before
            ? t('editDue', { amount: formatToman(after - before) })
            : t('editSame')}
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
