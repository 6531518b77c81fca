import type { FlightBriefView } from '@vip/contract';
import type { FlightBrief } from '@vip/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { localeDirection } from '@/i18n/routing';
import s from './cip.module.css';
import { FlightStatusBadge, type FlightStatusInfo, flightStatusOf } from './FlightStatusBadge';

/** A flight as the wizard shows and stores it: the domain FlightBrief plus what the card prints. */
export interface FlightCard extends FlightBrief {
  flightNumber: string;
  airlineTitle: string;
  originTitle: string;
  destinationTitle: string;
  date: string;
  time: string;
  originIata: string;
  destinationIata: string;
  arrivalTime: string;
  bookable: boolean;
  flightStatus?: FlightStatusInfo;
}

/** The wizard's card of a briefflights entry. */
export function toFlightCard(f: FlightBriefView): FlightCard {
  return {
    id: f.id,
    flightNumber: f.flight_number,
    airlineTitle: f.airline.title,
    originTitle: f.origin.city,
    destinationTitle: f.destination.city,
    originIata: f.origin.iata,
    destinationIata: f.destination.iata,
    date: f.date,
    time: f.time,
    arrivalTime: f.destination.time,
    bookable: f.bookable,
    international: f.international,
    departureAt: f.origin.at,
    arrivalAt: f.destination.at,
    flightStatus: flightStatusOf(f),
  };
}

/** One line naming a flight in the reader's language (the card's label for screen readers). */
export function useFlightLabel(): (f: FlightCard) => string {
  const t = useTranslations('flightStatus');
  const fmt = useFormat();
  return useCallback(
    (f: FlightCard) =>
      t('cardLabel', {
        airline: f.airlineTitle,
        number: f.flightNumber,
        origin: f.originTitle,
        destination: f.destinationTitle,
        time: fmt.digits(f.time),
      }),
    [t, fmt],
  );
}

/** Airline, number, route and times of a flight (the stored brief may miss fields: shows what it has). Plain HTML. */
export function FlightSummary({ flight, showDate }: { flight: FlightBrief & Partial<FlightCard>; showDate?: boolean }) {
  const fmt = useFormat();
  const locale = useLocale();
  // The route's arrow points the reading direction.
  const arrow = localeDirection(locale) === 'rtl' ? '←' : '→';
  return (
    <div className={s.flightSummary}>
      <p className={s.strong}>
        {flight.airlineTitle} <bdi dir="ltr">{flight.flightNumber}</bdi>
      </p>
      <p className={s.body2}>
        {flight.originTitle}
        {flight.originIata && <small> ({flight.originIata})</small>} {arrow} {flight.destinationTitle}
        {flight.destinationIata && <small> ({flight.destinationIata})</small>}
      </p>
      <p className={`${s.body2} ${s.muted}`}>
        {showDate && flight.date && `${fmt.date(flight.date, { style: 'long' })} — `}
        {flight.time && fmt.digits(flight.time)}
        {flight.arrivalTime && `${locale === 'fa' ? ' تا ' : ' – '}${fmt.digits(flight.arrivalTime)}`}
      </p>
      <FlightStatusBadge status={flight.flightStatus} />
    </div>
  );
}
