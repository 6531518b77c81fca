'use client';

import FlightLand from '@mui/icons-material/FlightLand';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AGE_TYPE_LABELS,
  AgeType,
  type CipAction,
  currentOrder,
  type CipState,
  enumOptions,
  FLIGHT_CLASS_LABELS,
  FlightClass,
  type FlightService,
  formatToman,
  ReservationType,
  SERVICE_TYPE_LABELS,
  toIsoDate,
} from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CountField } from '../CountField';
import { DateField } from '@/features/ui/DateField';
import { type FlightCard, FlightSummary } from '../FlightSummary';
import { useFlightServices, useFlights } from '../cip-data';

const DAY = 86_400_000;
/** How far ahead flights are offered (the schedule rolls 60 days ahead). */
const DAYS_AHEAD = 60;

/** Step 0 (§4 service): date, text search, class and passenger counts, then a flight and a service per side. */
export function ServiceStep({ state, dispatch }: { state: CipState; dispatch: (a: CipAction) => void }) {
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

  const flights = useFlights(order.flightDate, order.flightSearchKeywords);
  const services = useFlightServices(order.flightId);
  const today = toIsoDate(Date.now());

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1.3fr 0.8fr' },
            alignItems: 'start',
          }}
        >
          <DateField
            label={t('flightDate')}
            value={order.flightDate}
            onChange={(date) => dispatch({ type: 'cip/setDate', date })}
            minDate={today}
            maxDate={toIsoDate(Date.now() + DAYS_AHEAD * DAY)}
            id="flight-date"
            size="small"
            calendarSwitch
          />
          <TextField
            size="small"
            label={t('flightSearch')}
            placeholder={t('flightSearchHint')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'flight-search' } }}
          />
          <TextField
            select
            size="small"
            label={t('flightClass')}
            value={order.flightClass}
            onChange={(e) => dispatch({ type: 'cip/setClass', flightClass: Number(e.target.value) as FlightClass })}
          >
            {enumOptions(FlightClass, FLIGHT_CLASS_LABELS).map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Box
          sx={{ display: 'grid', gap: { xs: 0.5, md: 3 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
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
        </Box>
      </Paper>

      <Box component="section" aria-labelledby="flights-title">
        <Typography id="flights-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('flights')}
        </Typography>
        {!order.flightDate ? (
          <Alert severity="info">{t('pickDateFirst')}</Alert>
        ) : flights.isLoading ? (
          <CircularProgress size={28} aria-label={t('loading')} />
        ) : flights.error ? (
          <Alert severity="error">{flights.error.message}</Alert>
        ) : flights.data?.length === 0 ? (
          <Alert severity="warning">{t('noFlights')}</Alert>
        ) : (
          <RadioGroup
            aria-labelledby="flights-title"
            value={order.flightId ?? ''}
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
          >
            {flights.data?.map((f) => (
              <FlightOption
                key={f.id}
                flight={f}
                selected={f.id === order.flightId}
                onSelect={() => dispatch({ type: 'cip/chooseFlight', flight: f })}
              />
            ))}
          </RadioGroup>
        )}
      </Box>

      {order.flightId !== null && (
        <Box component="section" aria-labelledby="services-title">
          <Typography id="services-title" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('services')}
          </Typography>
          {services.isLoading ? (
            <CircularProgress size={28} aria-label={t('loading')} />
          ) : services.error ? (
            <Alert severity="error">{services.error.message}</Alert>
          ) : services.data ? (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
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
                  chosen={order.reservations[type === ReservationType.Arrival ? 'Arrival' : 'Departure'].service}
                  onChoose={(service) => dispatch({ type: 'cip/chooseService', service, reservationType: type })}
                />
              ))}
            </Box>
          ) : null}
        </Box>
      )}
    </Box>
  );
}

function FlightOption({ flight, selected, onSelect }: { flight: FlightCard; selected: boolean; onSelect: () => void }) {
  const t = useTranslations('cip');
  // Past the airport's booking cut-off: listed (the traveller may be looking for it) but not choosable.
  const closed = !flight.bookable;
  return (
    <Card
      variant="outlined"
      sx={{
        borderColor: selected ? 'primary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
        opacity: closed ? 0.75 : 1,
      }}
      data-testid={`flight-card-${flight.id}`}
    >
      <Box
        component="label"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1.5,
          cursor: closed ? 'default' : 'pointer',
          '&:hover': closed ? undefined : { bgcolor: 'action.hover' },
        }}
      >
        <Radio
          value={flight.id}
          checked={selected}
          onChange={onSelect}
          disabled={closed}
          slotProps={{ input: { 'aria-label': flight.label } }}
        />
        <FlightSummary flight={flight} />
        {closed && (
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'flex-start' }}>
            {t('bookingClosed')}
          </Typography>
        )}
      </Box>
    </Card>
  );
}

function ServiceChoice({
  type,
  airport,
  services,
  chosen,
  onChoose,
}: {
  type: ReservationType;
  airport: string;
  services: FlightService[];
  chosen: FlightService | null;
  onChoose: (s: FlightService | null) => void;
}) {
  const t = useTranslations('cip');
  const titleId = `side-${type}-title`;
  const Icon = type === ReservationType.Arrival ? FlightLand : FlightTakeoff;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`side-${type}`}>
      <Typography id={titleId} component="h3" sx={{ fontWeight: 700, display: 'flex', gap: 1, alignItems: 'center' }}>
        <Icon color="primary" className="flip-rtl" aria-hidden />
        {type === ReservationType.Arrival ? t('arrivalSide', { airport }) : t('departureSide', { airport })}
      </Typography>
      <RadioGroup
        aria-labelledby={titleId}
        value={chosen?.id ?? 0}
        onChange={(e) => onChoose(services.find((s) => s.id === Number(e.target.value)) ?? null)}
      >
        <FormControlLabel value={0} control={<Radio />} label={t('noService')} />
        {services.map((s) => (
          <FormControlLabel
            key={s.id}
            value={s.id}
            control={<Radio slotProps={{ input: { 'data-testid': `service-${type}-${s.id}` } as object }} />}
            label={
              <span>
                <strong>{s.title}</strong> <small>({SERVICE_TYPE_LABELS[s.serviceType]})</small> —{' '}
                {t('perAdult', { price: formatToman(s.passenger.adult) })}
              </span>
            }
          />
        ))}
      </RadioGroup>
      {services.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('noServicesHere')}
        </Typography>
      )}
    </Paper>
  );
}
