import type { FlightBriefView } from '@vip/contract';
import { FLIGHT_STATUSES, type FlightStatus } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/features/ui/format/FormatProvider';
import s from './flight-status.module.css';

/** What the badge reads of a flight: its status, delay and current local departure time. */
export interface FlightStatusInfo {
  status: FlightBriefView['status'];
  label: string;
  delayMinutes: number;
  /** Local departure time now (HH:mm at the origin). */
  time: string;
}

export const flightStatusOf = (f: FlightBriefView): FlightStatusInfo => ({
  status: f.status,
  label: f.status_label,
  delayMinutes: f.delay_minutes,
  time: f.origin.time,
});

/** A flight status's word in the reader's language (the API's Persian label for a status this site does not know). */
export function useFlightStatusLabel(): (status: string, fallback: string) => string {
  const t = useTranslations('flightStatus.status');
  return (status, fallback) =>
    (FLIGHT_STATUSES as readonly string[]).includes(status) ? t(status as FlightStatus) : fallback;
}

/**
 * A flight's status beside it in the reader's language: «تأخیر ۱۲۰ دقیقه — ساعت جدید ۱۶:۳۰», «لغو شده», «تغییر مسیر»… Nothing
 * for a flight on schedule (the card already shows its time).
 */
export function FlightStatusBadge({ status }: { status?: FlightStatusInfo | null }) {
  const t = useTranslations('flightStatus');
  const fmt = useFormat();
  const statusLabel = useFlightStatusLabel();
  if (!status || (status.status === 'scheduled' && status.delayMinutes === 0)) return null;
  const time = fmt.digits(status.time);
  const label = statusLabel(status.status, status.label);
  const text =
    status.status === 'cancelled'
      ? label
      : status.delayMinutes > 0
        ? t('delayed', { minutes: fmt.digits(status.delayMinutes), time })
        : status.delayMinutes < 0
          ? t('earlier', { time })
          : label;
  const tone = status.status === 'cancelled' ? s.cancelled : status.delayMinutes !== 0 ? s.delayed : s.other;
  return (
    <span className={`${s.badge} ${tone}`} data-testid="flight-status">
      {text}
    </span>
  );
}
