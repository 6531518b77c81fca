'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, type CipOrder, type FlightBriefView } from '@vip/contract';
import { formatJalaliDate, formatToman, toIsoDate, toPersianDigits } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { LinkButton } from '@/components/links';
import { useMemberApi } from '@/features/auth/use-member-api';
import { ApiClientError } from '@/lib/api-call';
import { useApi } from '@/lib/api-client';
import { FlightStatusBadge, flightStatusOf } from './FlightStatusBadge';

type FlightOrderView = CipOrder['flight_orders'][number];

const DAY_MS = 86_400_000;
/** The days offered: a week either side of the booked flight, from today on (two weeks of chips at most). */
function daysAround(flightDate: string, now = Date.now()) {
  const flightAt = new Date(`${flightDate}T12:00:00Z`).getTime();
  const last = flightAt + 7 * DAY_MS;
  const days: string[] = [];
  for (let at = Math.max(now, flightAt - 6 * DAY_MS); at <= last && days.length < 14; at += DAY_MS) {
    days.push(toIsoDate(new Date(at)));
  }
  return days;
}

/**
 * «تغییر پرواز» of a booked flight on the member's booking page: a day, then a flight of the same route that day, the
 * price difference and fee from the API's preview, then the change (TanStack mutations).
 */
export function ChangeFlight({
  order,
  flightOrder,
  onChanged,
}: {
  order: CipOrder;
  flightOrder: FlightOrderView;
  onChanged: (next: CipOrder, summary: string) => void;
}) {
  const t = useTranslations('flightStatus');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const canceled = flightOrder.flight.status === 'cancelled';
  if (!order.editable && !canceled) return null;
  return (
    <>
      {canceled && (
        <Alert
          severity="warning"
          data-testid="flight-canceled-offer"
          action={
            <LinkButton href={`/cip/booking?date=${flightOrder.flight.date}&q=${flightOrder.flight.origin.iata}`}>
              {t('rebook')}
            </LinkButton>
          }
        >
          {t('canceledFlight', { number: flightOrder.flight.flight_number })}
        </Alert>
      )}
      {order.editable && (
        <Box>
          <Button
            variant="outlined"
            onClick={() => setOpen(true)}
            data-testid={`change-flight-${flightOrder.order_type}`}
          >
            {t('changeFlight')}
          </Button>
        </Box>
      )}
      {done && (
        <Alert severity="success" onClose={() => setDone(null)} data-testid="flight-changed">
          {done}
        </Alert>
      )}
      {open && (
        <ChangeFlightDialog
          order={order}
          flightOrder={flightOrder}
          onClose={() => setOpen(false)}
          onChanged={(next, text) => {
            setOpen(false);
            setDone(text);
            onChanged(next, text);
          }}
        />
      )}
    </>
  );
}

function ChangeFlightDialog({
  order,
  flightOrder,
  onClose,
  onChanged,
}: {
  order: CipOrder;
  flightOrder: FlightOrderView;
  onClose: () => void;
  onChanged: (next: CipOrder, summary: string) => void;
}) {
  const t = useTranslations('flightStatus');
  const memberApi = useMemberApi();
  const publicApi = useApi();
  const phone = useMediaQuery('(max-width:599.95px)');
  const titleId = useId();
  const current = flightOrder.flight;
  const days = daysAround(current.date);
  const [date, setDate] = useState(days.includes(current.date) ? current.date : days[0]);
  const [picked, setPicked] = useState<FlightBriefView | null>(null);
  const flights = useQuery({
    queryKey: ['changeFlight', current.origin.airport_id, current.destination.airport_id, date],
    queryFn: async ({ signal }) => {
      // A public list: straight to the API (the member relay carries member calls only).
      const answer = await publicApi(
        api.listBriefFlights,
        // The busy airport's day has more flights than a page: the destination's code narrows it to the route.
        { query: { date, airport_id: current.origin.airport_id, searchtext: current.destination.iata, limit: 50 } },
        { signal },
      );
      return answer.data.filter((f) => f.destination.airport_id === current.destination.airport_id);
    },
  });
  const body = (flightId: number) => ({ flight_order_id: flightOrder.id, flight_id: flightId });
  const preview = useQuery({
    queryKey: ['changeFlightPreview', order.id, flightOrder.id, picked?.id],
    enabled: picked !== null,
    retry: false,
    queryFn: () => memberApi(api.previewCipFlightChange, { params: { id: order.id }, body: body(picked!.id) }),
  });
  const change = useMutation({
    mutationFn: (flightId: number) =>
      memberApi(api.changeCipFlight, { params: { id: order.id }, body: body(flightId) }),
    onSuccess: (answer) =>
      onChanged(answer.data, t('changed', { number: picked?.flight_number ?? '', summary: answer.settlement.summary })),
  });
  const errorOf = (e: unknown) => (e instanceof ApiClientError ? e.message : e ? String(e) : null);
  const settlement = preview.data?.data;
  const difference = settlement ? settlement.new_total - settlement.previous_total : 0;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('changeTitle', { number: current.flight_number })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">
          {t('changeIntro', { origin: current.origin.city, destination: current.destination.city })}
        </Typography>
        {current.status !== 'scheduled' && current.status !== 'cancelled' && current.delay_minutes !== 0 && (
          <Alert severity="info">{t('freeBecause', { label: current.status_label })}</Alert>
        )}
        <Box role="group" aria-label={t('day')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {days.map((d) => (
            <Chip
              key={d}
              label={formatJalaliDate(`${d}T12:00:00Z`, { style: 'long' }).replace(/ [۰-۹]{4}$/, '')}
              color={d === date ? 'primary' : 'default'}
              variant={d === date ? 'filled' : 'outlined'}
              onClick={() => {
                setDate(d);
                setPicked(null);
              }}
              aria-pressed={d === date}
              data-testid={`change-day-${d}`}
            />
          ))}
        </Box>
        {flights.isLoading ? (
          <Typography role="status">{t('loadingFlights')}</Typography>
        ) : flights.error ? (
          <Alert severity="error">{errorOf(flights.error)}</Alert>
        ) : !flights.data?.length ? (
          <Typography color="text.secondary">{t('noFlights')}</Typography>
        ) : (
          <Box role="radiogroup" aria-label={t('changeFlight')} sx={{ display: 'grid', gap: 1 }}>
            {flights.data.map((f) => {
              const isCurrent = f.id === current.id;
              const disabled = isCurrent || !f.bookable;
              return (
                <Box
                  key={f.id}
                  component="label"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    p: 1,
                    border: 1,
                    borderRadius: 1,
                    borderColor: picked?.id === f.id ? 'primary.main' : 'divider',
                    opacity: disabled ? 0.6 : 1,
                    cursor: disabled ? 'default' : 'pointer',
                  }}
                  data-testid={`change-option-${f.id}`}
                >
                  <Radio checked={picked?.id === f.id} disabled={disabled} onChange={() => setPicked(f)} />
                  <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
                    <Typography>
                      {f.airline.title} <bdi dir="ltr">{f.flight_number}</bdi> —{' '}
                      {t('flightTime', { time: toPersianDigits(f.origin.time) })}
                    </Typography>
                    <FlightStatusBadge status={flightStatusOf(f)} />
                    {isCurrent && (
                      <Typography variant="caption" color="text.secondary">
                        {t('current')}
                      </Typography>
                    )}
                    {!isCurrent && !f.bookable && (
                      <Typography variant="caption" color="text.secondary">
                        {t('closed')}
                      </Typography>
                    )}
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
        {picked && preview.isLoading && <Typography role="status">{t('previewing')}</Typography>}
        {picked && preview.error && <Alert severity="error">{errorOf(preview.error)}</Alert>}
        {settlement && (
          <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="change-preview" aria-live="polite">
            <Typography sx={{ fontWeight: 700 }}>
              {t('newTotal', { amount: formatToman(settlement.new_total) })}
            </Typography>
            {difference !== 0 && (
              <Typography>
                {t('difference', {
                  amount: `${difference > 0 ? '+' : '−'}${formatToman(Math.abs(difference))}`,
                })}
              </Typography>
            )}
            {settlement.change_fee > 0 && (
              <Typography color="warning.dark">{t('fee', { amount: formatToman(settlement.change_fee) })}</Typography>
            )}
            {settlement.dropped.length > 0 && (
              <Typography color="warning.dark">{t('dropped', { titles: settlement.dropped.join('، ') })}</Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {settlement.summary}
            </Typography>
          </Box>
        )}
        {change.error && <Alert severity="error">{errorOf(change.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={!settlement || change.isPending}
          onClick={() => picked && change.mutate(picked.id)}
          data-testid="confirm-change-flight"
        >
          {change.isPending ? <CircularProgress size={20} aria-hidden /> : t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
