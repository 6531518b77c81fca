/** A flight's operational status, as the VIP desk or a flight-data feed reports it. */
export const FLIGHT_STATUSES = ['scheduled', 'delayed', 'cancelled', 'diverted', 'departed', 'landed'] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];

const LABELS: Record<FlightStatus, string> = {
  scheduled: 'طبق برنامه',
  delayed: 'تأخیر',
  cancelled: 'لغو شده',
  diverted: 'تغییر مسیر',
  departed: 'پرواز کرد',
  landed: 'نشست',
};

/** The Persian word shown beside a flight. */
export const flightStatusLabel = (status: string): string => LABELS[status as FlightStatus] ?? status;

/** Statuses after which the schedule no longer changes: a report of another time is ignored. */
export const isFlightClosed = (status: string) => status === 'cancelled' || status === 'landed';
