// Kept apart from cipservice.ts (its zod schemas): the booking page's first step maps the services answer in the
// browser without shipping zod (issue 17).
import type { FlightService } from '@vip/domain';
import type { FlightServiceView } from './cipservice';

/** The domain FlightService of a services answer's entry: what the site's reducers and pricing read. */
export function toFlightService(view: FlightServiceView): FlightService {
  return {
    id: view.id,
    title: view.title,
    serviceType: view.service_type,
    passenger: view.tariff.passenger,
    greeterAttendant: view.tariff.greeter_attendant,
    pet: view.tariff.pet,
    parking: {
      main: view.tariff.parking.main,
      hourly: view.tariff.parking.hourly,
      includedHours: view.tariff.parking.included_hours,
    },
    wheelchair: view.tariff.wheelchair,
    visa: view.tariff.visa,
    fares: view.tariff.fares,
    surcharges: view.tariff.surcharges && {
      lateBooking: view.tariff.surcharges.late_booking,
      night: view.tariff.surcharges.night,
      holiday: view.tariff.surcharges.holiday,
      utcOffsetMinutes: view.tariff.surcharges.utc_offset_minutes,
    },
    vatPercent: view.tariff.vat_percent,
    suites: view.suites.map((s) => ({ id: s.id, title: s.title, price: s.price })),
    transfers: view.transfers.map((t) => ({
      id: t.id,
      title: t.title,
      servicePrice: t.service_price,
      stopPrice: t.stop_price,
    })),
  };
}
