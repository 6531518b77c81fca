'use client';

import {
  AgeType,
  type CipAction,
  type CipState,
  currentOrder,
  enumOptions,
  FlightClass,
  type FlightOrder,
  type FlightService,
  faresFor,
  Nationality,
  OrderType,
  ReservationType,
  SCHEDULE_DAYS_AHEAD,
  type ServiceType,
  toIsoDate,
} from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/features/ui/Icon';
import { CountField } from '../CountField';
import { type FlightCard, FlightSummary, useFlightLabel } from '../FlightSummary';
import { type FlightEndpoints, useFlightServices, useFlights } from '../flight-data';
import { FlightDateField } from './FlightDateField';
import { PlainAlert, Spinner } from './Plain';
import { returnMinDate } from './round-trip';
import field from '@/features/ui/field.module.css';
import { useFormat } from '@/features/ui/format/FormatProvider';
import s from './wizard.module.css';
import { useDomainLabels } from '@/features/ui/domain-labels';

const DAY = 86_400_000;

/**
 * Step 0 (§4 service): date, text search, class and passenger counts, then a flight and a service per side. Plain
 * HTML: this is what the traveller sees on the cold load of /cip/booking (issue 17).
 */
export function ServiceStep({
  state,
  dispatch,
  endpoints,
  preferred = null,
}: {
  state: CipState;
  dispatch: (a: CipAction) => void;
  endpoints: FlightEndpoints;
  /** The service type chosen on the home bar: chosen for each flight picked, on the side that offers it. */
  preferred?: ServiceType | null;
}) {
  const { AGE_TYPE_LABELS, FLIGHT_CLASS_LABELS } = useDomainLabels();
  const t = useTranslations('cip');
  const order = currentOrder(state);
  const info = order.passengerInfo;
  const [text, setText] = useState(order.flightSearchKeywords);
  // Typing searches after a short pause, not on every key.
  useEffect(() => {
    const id = setTimeout(() => {
      if (text !== order.flightSearchKeywords) dispatch({ type: 'cip/setSearchKeywords', keywords: text });
    }, 350);
    return () => clearTimeout(id);
  }, [text, order.flightSearchKeywords, dispatch]);
  useEffect(() => setText(order.flightSearchKeywords), [order.flightSearchKeywords]);

  const flights = useFlights(endpoints, order.flightDate, order.flightSearchKeywords);
  const services = useFlightServices(endpoints, order.flightId);
  const today = toIsoDate(Date.now());
  usePreferredService(order, services.data, preferred, dispatch);

  return (
    <div className={s.stack}>
      <div className={`${s.paper} ${s.stack}`}>
        <div className={s.fields}>
          <FlightDateField
            // A new field per order: the round trip's return opens on its own month.
            key={state.currentOrderType}
            label={t('flightDate')}
            value={order.flightDate}
            onChange={(date) => dispatch({ type: 'cip/setDate', date })}
            // The return cannot leave before the outbound's day.
            minDate={state.currentOrderType === OrderType.Returning ? returnMinDate(state, today) : today}
            maxDate={toIsoDate(Date.now() + SCHEDULE_DAYS_AHEAD * DAY)}
            id="flight-date"
          />
          <label className={field.field} htmlFor="flight-search">
            <span className={field.label}>{t('flightSearch')}</span>
            <input
              id="flight-search"
              placeholder={t('flightSearchHint')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={60}
              data-testid="flight-search"
            />
          </label>
          <label className={field.field} htmlFor="flight-class">
            <span className={field.label}>{t('flightClass')}</span>
            <select
              id="flight-class"
              value={order.flightClass}
              onChange={(e) => dispatch({ type: 'cip/setClass', flightClass: Number(e.target.value) as FlightClass })}
            >
              {enumOptions(FlightClass, FLIGHT_CLASS_LABELS).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className={s.counts}>
          {(
            [
              [AgeType.adult, info.adultsCount, t('adultHint')],
              [AgeType.child, info.childrenCount, t('childHint')],
              [AgeType.infant, info.infantsCount, t('infantHint')],
            ] as const
          ).map(([ageType, count, hint]) => (
            <CountField
              key={ageType}
              label={AGE_TYPE_LABELS[ageType]}
              hint={hint}
              value={count}
              onChange={(n) => dispatch({ type: 'cip/setPassengerCount', ageType, count: n })}
              testId={`count-age-${ageType}`}
            />
          ))}
        </div>
      </div>

      <section aria-labelledby="flights-title">
        <h2 id="flights-title" className={s.h2}>
          {t('flights')}
        </h2>
        {!order.flightDate ? (
          <PlainAlert severity="info">{t('pickDateFirst')}</PlainAlert>
        ) : flights.isLoading ? (
          <Spinner label={t('loading')} />
        ) : flights.error ? (
          <PlainAlert severity="error">{flights.error.message}</PlainAlert>
        ) : flights.data?.length === 0 ? (
          <PlainAlert severity="warning">{t('noFlights')}</PlainAlert>
        ) : (
          <div role="radiogroup" aria-labelledby="flights-title" className={s.twoColumns}>
            {flights.data?.map((f) => (
              <FlightOption
                key={f.id}
                flight={f}
                selected={f.id === order.flightId}
                onSelect={() => dispatch({ type: 'cip/chooseFlight', flight: f })}
              />
            ))}
          </div>
        )}
      </section>

      {order.flightId !== null && (
        <section aria-labelledby="services-title">
          <h2 id="services-title" className={s.h2}>
            {t('services')}
          </h2>
          {services.isLoading ? (
            <Spinner label={t('loading')} />
          ) : services.error ? (
            <PlainAlert severity="error">{services.error.message}</PlainAlert>
          ) : services.data ? (
            <div className={s.sides}>
              {(
                [
                  [ReservationType.Departure, services.data.departure, services.data.departureAirport],
                  [ReservationType.Arrival, services.data.arrival, services.data.arrivalAirport],
                ] as const
              ).map(([type, list, airport]) => (
                <ServiceChoice
                  key={type}
                  type={type}
                  airport={airport}
                  services={list}
                  international={order.flightBrief?.international ?? false}
                  chosen={order.reservations[type === ReservationType.Arrival ? 'Arrival' : 'Departure'].service}
                  onChoose={(service) => dispatch({ type: 'cip/chooseService', service, reservationType: type })}
                />
              ))}
            </div>
          ) : null}
        </section>
      )}
    </div>
  );
}

/**
 * Chooses the home bar's service type once per flight picked, when no service is chosen yet: on a departing flight
 * at its origin first, on a return at its destination first. The traveller may change or clear it.
 */
function usePreferredService(
  order: FlightOrder,
  services: { departure: FlightService[]; arrival: FlightService[] } | undefined,
  preferred: ServiceType | null,
  dispatch: (a: CipAction) => void,
) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    const key = `${order.orderType}|${order.flightId}`;
    if (preferred === null || !services || order.flightId === null || done.current === key) return;
    done.current = key;
    if (order.reservations.Departure.service || order.reservations.Arrival.service) return;
    const departure = [ReservationType.Departure, services.departure] as const;
    const arrival = [ReservationType.Arrival, services.arrival] as const;
    const sides = order.orderType === OrderType.Returning ? [arrival, departure] : [departure, arrival];
    for (const [reservationType, list] of sides) {
      const service = list.find((x) => x.serviceType === preferred);
      if (service) {
        dispatch({ type: 'cip/chooseService', service, reservationType });
        return;
      }
    }
  }, [order, services, preferred, dispatch]);
}

function FlightOption({ flight, selected, onSelect }: { flight: FlightCard; selected: boolean; onSelect: () => void }) {
  const t = useTranslations('cip');
  const flightLabel = useFlightLabel();
  // Past the airport's booking cut-off: listed (the traveller may be looking for it) but not choosable.
  const closed = !flight.bookable;
  return (
    <div
      className={`${s.card} ${selected ? s.cardSelected : ''} ${closed ? s.cardClosed : ''}`}
      data-testid={`flight-card-${flight.id}`}
    >
      <label className={s.cardLabel}>
        <input
          type="radio"
          name="flight"
          className={s.radio}
          value={flight.id}
          checked={selected}
          onChange={onSelect}
          disabled={closed}
          aria-label={flightLabel(flight)}
        />
        <FlightSummary flight={flight} />
        {closed && <span className={s.closedNote}>{t('bookingClosed')}</span>}
      </label>
    </div>
  );
}

function ServiceChoice({
  type,
  airport,
  services,
  international,
  chosen,
  onChoose,
}: {
  type: ReservationType;
  airport: string;
  services: FlightService[];
  /** The flight is international: the fares shown are the international ones. */
  international: boolean;
  chosen: FlightService | null;
  onChoose: (s: FlightService | null) => void;
}) {
  const { SERVICE_TYPE_LABELS } = useDomainLabels();
  const t = useTranslations('cip');
  const f = useFormat();
  const titleId = `side-${type}-title`;
  const arrival = type === ReservationType.Arrival;
  const choose = (id: number) => onChoose(services.find((x) => x.id === id) ?? null);
  return (
    <div className={s.paper} data-testid={`side-${type}`}>
      <h3 id={titleId} className={s.h3}>
        <Icon name={arrival ? 'flightLand' : 'flightTakeoff'} className={`flip-rtl ${s.primaryIcon}`} />
        {arrival ? t('arrivalSide', { airport }) : t('departureSide', { airport })}
      </h3>
      <div role="radiogroup" aria-labelledby={titleId} className={s.radioGroup}>
        <label className={s.radioRow}>
          <input
            type="radio"
            name={`service-${type}`}
            className={s.radio}
            checked={!chosen}
            onChange={() => choose(0)}
          />
          <span>{t('noService')}</span>
        </label>
        {services.map((x) => (
          <label key={x.id} className={s.radioRow}>
            <input
              type="radio"
              name={`service-${type}`}
              className={s.radio}
              checked={chosen?.id === x.id}
              onChange={() => choose(x.id)}
              data-testid={`service-${type}-${x.id}`}
            />
            <span>
              <strong>{x.title}</strong> <small>({SERVICE_TYPE_LABELS[x.serviceType]})</small> —{' '}
              {t('perAdult', { price: f.toman(faresFor(x, Nationality.iranian, international).adult) })}
            </span>
          </label>
        ))}
      </div>
      {services.length === 0 && <p className={`${s.body2} ${s.muted}`}>{t('noServicesHere')}</p>}
    </div>
  );
}
