import type { FlightBriefView } from '@vip/contract';
import { toPersianDigits } from '@vip/domain';
import { useTranslations } from 'next-intl';
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

/**
 * A flight's status beside it in Persian: «تأخیر ۱۲۰ دقیقه — ساعت جدید ۱۶:۳۰», «لغو شده», «تغییر مسیر»… Nothing
 * for a flight on schedule (the card already shows its time).
 */
export function FlightStatusBadge({ status }: { status?: FlightStatusInfo | null }) {
  const t = useTranslations('flightStatus');
  if (!status || (status.status === 'scheduled' && status.delayMinutes === 0)) return null;
  const time = toPersianDigits(status.time);
  const text =
    status.status === 'cancelled'
      ? status.label
      : status.delayMinutes > 0
        ? t('delayed', { minutes: toPersianDigits(status.delayMinutes), time })
        : status.delayMinutes < 0
          ? t('earlier', { time })
          : status.label;
  const tone = status.status === 'cancelled' ? s.cancelled : status.delayMinutes !== 0 ? s.delayed : s.other;
  return (
    <span className={`${s.badge} ${tone}`} data-testid="flight-status">
      {text}
    </span>
  );
}
