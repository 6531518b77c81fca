'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CipAction,
  type CipState,
  currentOrder,
  currentReservation,
  PersonRole,
  ReservationType,
  totalPassengers,
} from '@vip/domain';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CountField } from '../CountField';
import { TransferSection } from './TransferSection';
import { useDomainLabels } from '@/features/ui/domain-labels';

/** Steps 1 and 2 (§4): the extras of the current order's Departure or Arrival reservation, each priced live. */
export function ExtrasStep({ state, dispatch }: { state: CipState; dispatch: (a: CipAction) => void }) {
  const { SERVICE_KIND_LABELS } = useDomainLabels();
  const t = useTranslations('cip');
  const f = useFormat();
  const order = currentOrder(state);
  const r = currentReservation(state);
  const passengers = totalPassengers(order.passengerInfo);
  const side = r.reservationType === ReservationType.Arrival ? t('arrivalShort') : t('departureShort');
  if (!r.service) return <Alert severity="info">{t('noServiceOnSide', { side })}</Alert>;
  const service = r.service;
  const role = r.reservationType === ReservationType.Arrival ? PersonRole.greeter : PersonRole.attendant;
  // A booking restored from before the tariff said its hours shows the plain unit price.
  const parkingHours = service.parking.includedHours ? f.digits(service.parking.includedHours) : null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Typography sx={{ gridColumn: '1 / -1' }} color="text.secondary">
        {t('extrasFor', { service: service.title, side })}
      </Typography>
      <Extra title={SERVICE_KIND_LABELS.wheelchair} price={r.price.wheelchair} testId="extra-wheelchair">
        <CountField
          label={t('wheelchairOutdoor')}
          hint={t('unitPrice', { price: f.toman(service.wheelchair.outdoor) })}
          value={r.wheelchairCount}
          max={passengers - r.indoorWheelchairCount}
          onChange={(count) => dispatch({ type: 'cip/setWheelchairCount', count })}
          testId="wheelchair-outdoor"
        />
        <CountField
          label={t('wheelchairIndoor')}
          hint={t('unitPrice', { price: f.toman(service.wheelchair.indoor) })}
          value={r.indoorWheelchairCount}
          max={passengers - r.wheelchairCount}
          onChange={(count) => dispatch({ type: 'cip/setWheelchairCount', count, indoor: true })}
          testId="wheelchair-indoor"
        />
      </Extra>
      <Extra title={SERVICE_KIND_LABELS.parking} price={r.price.parking} testId="extra-parking">
        <CountField
          label={t('parkingCount')}
          hint={
            parkingHours
              ? t('parkingPlacePrice', { price: f.toman(service.parking.main), hours: parkingHours })
              : t('unitPrice', { price: f.toman(service.parking.main) })
          }
          value={r.parkingCount}
          onChange={(count) => dispatch({ type: 'cip/setParkingCount', count })}
          testId="parking-count"
        />
        <CountField
          label={t('parkingHours')}
          hint={
            parkingHours
              ? t('parkingHourPrice', { price: f.toman(service.parking.hourly), hours: parkingHours })
              : t('unitPrice', { price: f.toman(service.parking.hourly) })
          }
          value={r.parkingAdditionalHours}
          onChange={(hours) => dispatch({ type: 'cip/setParkingHours', hours })}
          testId="parking-hours"
        />
      </Extra>
      <Extra title={SERVICE_KIND_LABELS.visa} price={r.price.visa} testId="extra-visa">
        <CountField
          label={t('visaCount')}
          hint={t('unitPrice', { price: f.toman(service.visa) })}
          value={r.visaCount}
          max={passengers}
          onChange={(count) => dispatch({ type: 'cip/setVisaCount', count })}
          testId="visa-count"
        />
        {r.visaNumberList.map((v, i) => (
          <TextField
            key={i}
            size="small"
            label={t('visaNumber', { n: f.digits(i + 1) })}
            value={v}
            onChange={(e) => dispatch({ type: 'cip/setVisaNumber', index: i, value: e.target.value })}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 30 } }}
          />
        ))}
      </Extra>
      <Extra title={SERVICE_KIND_LABELS.pet} price={r.price.pet} testId="extra-pet">
        <CountField
          label={t('petCount')}
          hint={t('unitPrice', { price: f.toman(service.pet) })}
          value={r.petCount}
          onChange={(count) => dispatch({ type: 'cip/setPetCount', count })}
          testId="pet-count"
        />
      </Extra>
      {service.suites.length > 0 && (
        <Extra title={SERVICE_KIND_LABELS.suite} price={r.price.suite} testId="extra-suite">
          <CountField
            label={t('suiteCount')}
            value={r.suiteCount}
            max={5}
            onChange={(count) => dispatch({ type: 'cip/setSuiteCount', count })}
            testId="suite-count"
          />
          {r.suiteList.map((s, i) => (
            <TextField
              key={i}
              select
              size="small"
              label={t('suiteN', { n: f.digits(i + 1) })}
              value={s.suiteId ?? ''}
              onChange={(e) => dispatch({ type: 'cip/setSuite', index: i, suiteId: Number(e.target.value) || null })}
            >
              {service.suites.map((x) => (
                <MenuItem key={x.id} value={x.id}>
                  {x.title} — {f.toman(x.price)}
                </MenuItem>
              ))}
            </TextField>
          ))}
          {r.suiteCount > 0 && (
            <TextField
              size="small"
              label={t('suiteDescription')}
              value={r.suiteDescription}
              onChange={(e) => dispatch({ type: 'cip/setSuiteDescription', description: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          )}
        </Extra>
      )}
      <Extra
        title={role === PersonRole.greeter ? t('greeters') : t('attendants')}
        price={r.price.greeterAttendant}
        testId="extra-greeter"
      >
        <CountField
          label={t('greeterCount')}
          hint={t('unitPrice', { price: f.toman(service.greeterAttendant.adult) })}
          value={r.greeterAttendantCount}
          max={20}
          onChange={(count) => dispatch({ type: 'cip/setGreeterAttendantCount', count })}
          testId="greeter-count"
        />
        {r.greeterAttendantList.map((p, i) => (
          <Box key={i} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              size="small"
              label={t('firstNameN', { n: f.digits(i + 1) })}
              value={p.firstName}
              onChange={(e) =>
                dispatch({ type: 'cip/editGreeterAttendant', index: i, patch: { firstName: e.target.value } })
              }
              slotProps={{ htmlInput: { maxLength: 50 } }}
            />
            <TextField
              size="small"
              label={t('lastNameN', { n: f.digits(i + 1) })}
              value={p.lastName}
              onChange={(e) =>
                dispatch({ type: 'cip/editGreeterAttendant', index: i, patch: { lastName: e.target.value } })
              }
              slotProps={{ htmlInput: { maxLength: 50 } }}
            />
            <TextField
              size="small"
              label={t('mobileOptional')}
              value={p.mobile}
              onChange={(e) =>
                dispatch({ type: 'cip/editGreeterAttendant', index: i, patch: { mobile: e.target.value } })
              }
              sx={{ gridColumn: '1 / -1' }}
              slotProps={{
                htmlInput: { dir: 'ltr', inputMode: 'tel', maxLength: 13, 'data-testid': `greeter-mobile-${i}` },
              }}
            />
          </Box>
        ))}
      </Extra>
      {service.transfers.length > 0 && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Extra title={SERVICE_KIND_LABELS.transfer} price={r.price.transfer} testId="extra-transfer">
            <TransferSection reservation={r} order={order} dispatch={dispatch} />
          </Extra>
        </Box>
      )}
    </Box>
  );
}

/** One extra service's card with its live price. */
function Extra({
  title,
  price,
  testId,
  children,
}: {
  title: string;
  price: number;
  testId: string;
  children: ReactNode;
}) {
  const t = useTranslations('cip');
  const f = useFormat();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1.25 }}
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography
          variant="body2"
          color={price > 0 ? 'primary.dark' : 'text.secondary'}
          data-testid={`${testId}-price`}
        >
          {price > 0 ? f.toman(price) : t('notChosen')}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}
