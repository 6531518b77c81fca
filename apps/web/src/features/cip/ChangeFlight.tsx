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
import { OrderStatus, toIsoDate } from '@vip/domain';
import { useRouter } from '@/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useId, useState } from 'react';
import { LinkButton } from '@/components/links';
import { useMemberApi } from '@/features/auth/use-member-api';
import { ApiClientError } from '@/lib/api-call';
import { cipOrderPath } from './dashboard/paths';
import { useApi } from '@/lib/api-client';
import { FlightStatusBadge, flightStatusOf } from './FlightStatusBadge';

type FlightOrderView = CipOrder['flight_orders'][number];

const DAY_MS = 86_400_000;
/** The days offered: a week either side of the booked flight, from today on (two weeks of chips at most). */
/** A day chip names the weekday and date only: the year (last, in any digits) is the same for all of them. */
const withoutYear = (date: string) => date.replace(/[,،]? [0-9۰-۹٠-٩]{4}$/, '');

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
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const canceled = flightOrder.flight.status === 'cancelled';
  // A booking its flight's cancellation refunded may move once, free (the API refuses any other); once moved, the
  // offer gives way to a link to the new booking.
  const moved = flightOrder.rebooked_order_id;
  const movable = canceled && !moved && order.status === OrderStatus.canceled && order.refunded_amount > 0;
  if (!order.editable && !canceled) return null;
  return (
    <>
      {canceled && (
        <Alert
          severity="warning"
          data-testid="flight-canceled-offer"
          action={
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {movable && (
                <Button variant="contained" size="small" onClick={() => setMoving(true)} data-testid="free-move">
                  {t('freeMove')}
                </Button>
              )}
              {moved ? (
                <LinkButton href={cipOrderPath(moved)} data-testid="moved-booking">
                  {t('movedBooking')}
                </LinkButton>
              ) : (
                <LinkButton href={`/cip/booking?date=${flightOrder.flight.date}&q=${flightOrder.flight.origin.iata}`}>
                  {t('rebook')}
                </LinkButton>
              )}
            </Box>
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
      {moving && (
        <ChangeFlightDialog
          order={order}
          flightOrder={flightOrder}
          freeMove
          onClose={() => setMoving(false)}
          onChanged={(next) => router.push(cipOrderPath(next.id))}
        />
      )}
    </>
  );
}

/**
 * The route's flights by day and the preview before confirming; `freeMove` makes it the free move of a booking its
 * flight's cancellation refunded (rebook: a new booking, paid from the refund, the rest waived).
 */
function ChangeFlightDialog({
  order,
  flightOrder,
  freeMove = false,
  onClose,
  onChanged,
}: {
  order: CipOrder;
  flightOrder: FlightOrderView;
  freeMove?: boolean;
  onClose: () => void;
  onChanged: (next: CipOrder, summary: string) => void;
}) {
  const t = useTranslations('flightStatus');
  const fmt = useFormat();
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
    enabled: picked !== null && !freeMove,
    retry: false,
    queryFn: () => memberApi(api.previewCipFlightChange, { params: { id: order.id }, body: body(picked!.id) }),
  });
  const movePreview = useQuery({
    queryKey: ['rebookPreview', order.id, flightOrder.id, picked?.id],
    enabled: picked !== null && freeMove,
    retry: false,
    queryFn: () => memberApi(api.previewCipRebook, { params: { id: order.id }, body: body(picked!.id) }),
  });
  const change = useMutation({
    mutationFn: async (flightId: number) => {
      const args = { params: { id: order.id }, body: body(flightId) };
      return freeMove ? memberApi(api.rebookCipOrder, args) : memberApi(api.changeCipFlight, args);
    },
    onSuccess: (answer) =>
      onChanged(answer.data, t('changed', { number: picked?.flight_number ?? '', summary: answer.settlement.summary })),
  });
  const errorOf = (e: unknown) => (e instanceof ApiClientError ? e.message : e ? String(e) : null);
  const settlement = preview.data?.data;
  const moveSettlement = movePreview.data?.data;
  const previewError = freeMove ? movePreview.error : preview.error;
  const difference = settlement ? settlement.new_total - settlement.previous_total : 0;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t(freeMove ? 'freeMoveTitle' : 'changeTitle', { number: current.flight_number })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">
          {t(freeMove ? 'freeMoveIntro' : 'changeIntro', {
            origin: current.origin.city,
            destination: current.destination.city,
          })}
        </Typography>
        {current.status !== 'scheduled' && current.status !== 'cancelled' && current.delay_minutes !== 0 && (
          <Alert severity="info">{t('freeBecause', { label: current.status_label })}</Alert>
        )}
        <Box role="group" aria-label={t('day')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {days.map((d) => (
            <Chip
              key={d}
              label={withoutYear(fmt.date(`${d}T12:00:00Z`, { style: 'long' }))}
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
                      {t('flightTime', { time: fmt.digits(f.origin.time) })}
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
        {picked && (preview.isLoading || movePreview.isLoading) && (
          <Typography role="status">{t('previewing')}</Typography>
        )}
        {picked && previewError && <Alert severity="error">{errorOf(previewError)}</Alert>}
        {moveSettlement && (
          <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="free-move-preview" aria-live="polite">
            <Typography sx={{ fontWeight: 700 }}>
              {t('freeMovePrice', { amount: fmt.toman(moveSettlement.new_price) })}
            </Typography>
            <Typography>{t('freeMoveWallet', { amount: fmt.toman(moveSettlement.charged_from_wallet) })}</Typography>
            {moveSettlement.waived > 0 && (
              <Typography color="success.dark">
                {t('freeMoveWaived', { amount: fmt.toman(moveSettlement.waived) })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {moveSettlement.summary}
            </Typography>
          </Box>
        )}
        {settlement && (
          <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="change-preview" aria-live="polite">
            <Typography sx={{ fontWeight: 700 }}>
              {t('newTotal', { amount: fmt.toman(settlement.new_total) })}
            </Typography>
            {difference !== 0 && (
              <Typography>
                {t('difference', {
                  amount: `${difference > 0 ? '+' : '−'}${fmt.toman(Math.abs(difference))}`,
                })}
              </Typography>
            )}
            {settlement.change_fee > 0 && (
              <Typography color="warning.dark">{t('fee', { amount: fmt.toman(settlement.change_fee) })}</Typography>
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
          disabled={!(freeMove ? moveSettlement : settlement) || change.isPending}
          onClick={() => picked && change.mutate(picked.id)}
          data-testid={freeMove ? 'confirm-free-move' : 'confirm-change-flight'}
        >
          {change.isPending ? <CircularProgress size={20} aria-hidden /> : t(freeMove ? 'freeMoveConfirm' : 'confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
