/** Shared test data (not exported by the package). */
import { ServiceType } from './enums';
import type { FlightService } from './pricing';

/** A CIP service tariff with distinct prices so that every wrong multiplication shows. */
export const tariff: FlightService = {
  id: 7,
  title: 'سی‌آی‌پی امام',
  serviceType: ServiceType.cip,
  passenger: { adult: 10_000_000, child: 7_000_000, infant: 1_000_000 },
  greeterAttendant: { adult: 3_000_000, child: 2_000_000, infant: 500_000 },
  pet: 1_500_000,
  parking: { main: 800_000, hourly: 90_000 },
  wheelchair: { outdoor: 400_000, indoor: 250_000 },
  visa: 4_000_000,
  suites: [
    { id: 1, title: 'سوئیت طلایی', price: 20_000_000 },
    { id: 2, title: 'سوئیت نقره‌ای', price: 12_000_000 },
  ],
  transfers: [
    { id: 11, title: 'سدان', servicePrice: 5_000_000, stopPrice: 600_000 },
    { id: 12, title: 'ون', servicePrice: 8_000_000, stopPrice: 900_000 },
  ],
};

/** A second tariff (the arrival airport's fast track). */
export const otherTariff: FlightService = {
  ...tariff,
  id: 8,
  title: 'فست‌ترک مشهد',
  serviceType: ServiceType.fastTrack,
  passenger: { adult: 3_000_000, child: 2_000_000, infant: 0 },
  suites: [],
  transfers: [],
};
