import type { FlightBriefView } from '@vip/contract';
import { type FlightBrief, formatJalaliDate, toPersianDigits } from '@vip/domain';
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
  /** One line naming the flight (radio label, screen readers). */
  label: string;
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
    label: `${f.airline.title} ${f.flight_number}، ${f.origin.city} به ${f.destination.city}، ساعت ${toPersianDigits(f.time)}`,
  };
}

/** Airline, number, route and times of a flight (the stored brief may miss fields: shows what it has). Plain HTML. */
export function FlightSummary({ flight, showDate }: { flight: FlightBrief & Partial<FlightCard>; showDate?: boolean }) {
  return (
    <div className={s.flightSummary}>
      <p className={s.strong}>
        {flight.airlineTitle} <bdi dir="ltr">{flight.flightNumber}</bdi>
      </p>
      <p className={s.body2}>
        {flight.originTitle}
        {flight.originIata && <small> ({flight.originIata})</small>} ← {flight.destinationTitle}
        {flight.destinationIata && <small> ({flight.destinationIata})</small>}
      </p>
      <p className={`${s.body2} ${s.muted}`}>
        {showDate && flight.date && `${formatJalaliDate(flight.date, { style: 'long' })} — `}
        {flight.time && `${toPersianDigits(flight.time)}`}
        {flight.arrivalTime && ` تا ${toPersianDigits(flight.arrivalTime)}`}
      </p>
      <FlightStatusBadge status={flight.flightStatus} />
    </div>
  );
}
