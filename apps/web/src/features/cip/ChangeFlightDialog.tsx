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
import { toIsoDate } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { type ReactNode, useId, useState } from 'react';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { ApiClientError } from '@/lib/api-call';
import { useApi } from '@/lib/api-client';
import { FlightStatusBadge, flightStatusOf } from './FlightStatusBadge';

/** A booked flight of a booking (the member's or an agency's: the same shape). */
export type FlightOrderView = CipOrder['flight_orders'][number];

const DAY_MS = 86_400_000;
/** A day chip names the weekday and date only: the year (last, in any digits) is the same for all of them. */
const withoutYear = (date: string) => date.replace(/[,،]? [0-9۰-۹٠-٩]{4}$/, '');

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

/** A failure's Persian sentence (the API's own), or null. */
export const errorOf = (e: unknown) => (e instanceof ApiClientError ? e.message : e ? String(e) : null);

/**
 * The change of flight dialog the member's booking page and the agency's share (docs/cip.md, docs/agencies.md): a
 * day, a flight of the same route that day, the caller's preview of the picked flight, then the change. What is
 * called and how its preview reads is the caller's: `preview`/`apply` take the picked flight's id.
 */
export function ChangeFlightDialog<P, R>({
  flightOrder,
  freeMove = false,
  intro,
  previewKey,
  preview,
  renderPreview,
  apply,
  onApplied,
  onClose,
}: {
  flightOrder: FlightOrderView;
  /** The free move of a booking its flight's cancellation refunded (its own title, intro and confirm). */
  freeMove?: boolean;
  /** Replaces the member's introduction (who settles the difference). */
  intro?: string;
  /** The preview's query key, the picked flight's id appended. */
  previewKey: readonly unknown[];
  preview: (flightId: number) => Promise<P>;
  renderPreview: (answer: P) => ReactNode;
  apply: (flightId: number) => Promise<R>;
  onApplied: (answer: R, picked: FlightBriefView) => void;
  onClose: () => void;
}) {
  const t = useTranslations('flightStatus');
  const fmt = useFormat();
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
  const previewed = useQuery({
    queryKey: [...previewKey, picked?.id],
    enabled: picked !== null,
    retry: false,
    queryFn: () => preview(picked!.id),
  });
  const change = useMutation({
    mutationFn: (flight: FlightBriefView) => apply(flight.id),
    onSuccess: (answer, flight) => onApplied(answer, flight),
  });
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t(freeMove ? 'freeMoveTitle' : 'changeTitle', { number: current.flight_number })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">
          {intro ??
            t(freeMove ? 'freeMoveIntro' : 'changeIntro', {
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
        {picked && previewed.isLoading && <Typography role="status">{t('previewing')}</Typography>}
        {picked && previewed.error && <Alert severity="error">{errorOf(previewed.error)}</Alert>}
        {picked && previewed.data !== undefined && renderPreview(previewed.data)}
        {change.error && <Alert severity="error">{errorOf(change.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={!picked || previewed.data === undefined || change.isPending}
          onClick={() => picked && change.mutate(picked)}
          data-testid={freeMove ? 'confirm-free-move' : 'confirm-change-flight'}
        >
          {change.isPending ? <CircularProgress size={20} aria-hidden /> : t(freeMove ? 'freeMoveConfirm' : 'confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * What a change of flight's preview says for every caller: the new total, the difference, the fee and the services
 * dropped; `children` add the caller's own lines (the member's settlement sentence, the agency's account).
 */
export function ChangePreview({
  settlement,
  children,
}: {
  settlement: { previous_total: number; new_total: number; change_fee: number; dropped: string[] };
  children?: ReactNode;
}) {
  const t = useTranslations('flightStatus');
  const fmt = useFormat();
  const difference = settlement.new_total - settlement.previous_total;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="change-preview" aria-live="polite">
      <Typography sx={{ fontWeight: 700 }}>{t('newTotal', { amount: fmt.toman(settlement.new_total) })}</Typography>
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
      {children}
    </Box>
  );
}
