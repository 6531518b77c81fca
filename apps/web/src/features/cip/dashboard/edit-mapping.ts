import { type FlightOrderView, type PersonView, personFromWire, type ReservationView } from '@vip/contract';
import {
  type EditReservation,
  type GreeterAttendant,
  PersonRole,
  type PricingContext,
  type ReservationType,
} from '@vip/domain';

function greeterOfView(p: PersonView): GreeterAttendant {
  return { ...personFromWire(p), role: p.role === PersonRole.attendant ? PersonRole.attendant : PersonRole.greeter };
}

/**
 * A stored reservation as the edit-order reducer's EditReservation: its tariff is the one it was priced with (the
 * answer's service.price), its suites and transfer priced as booked, so the edit preview equals the server's bill.
 */
export function editReservationOf(r: ReservationView, pricing?: PricingContext): EditReservation {
  const tr = r.transfer;
  const price = r.service.price;
  return {
    id: r.id,
    reservationType: r.reservation_type as ReservationType,
    pricing,
    service: {
      fares: price.fares,
      surcharges: price.surcharges && {
        lateBooking: price.surcharges.late_booking,
        night: price.surcharges.night,
        holiday: price.surcharges.holiday,
        utcOffsetMinutes: price.surcharges.utc_offset_minutes,
      },
      vatPercent: price.vat_percent,
      passenger: r.service.price.passenger,
      greeterAttendant: r.service.price.greeter_attendant,
      pet: r.service.price.pet,
      parking: r.service.price.parking,
      wheelchair: r.service.price.wheelchair,
      visa: r.service.price.visa,
      suites: r.suite_list.map((s) => ({ id: s.suite_id, title: s.title, price: s.price })),
      transfers: tr
        ? [{ id: tr.transfer_id, title: tr.title, servicePrice: tr.service_price, stopPrice: tr.stop_price }]
        : [],
    },
    passengers: r.passengers.map(personFromWire),
    visaCount: r.visa_count,
    visaNumberList: r.visa_number,
    suiteList: r.suite_list.map((s) => ({ suiteId: s.suite_id })),
    suiteDescription: r.suite_description,
    wheelchairCount: r.wheelchair_count,
    indoorWheelchairCount: r.indoor_wheelchair_count,
    parkingCount: r.parking_count,
    parkingAdditionalHours: r.parking_hour,
    petCount: r.pet_count,
    greeterAttendantList: [...r.greeters, ...r.attendants].map(greeterOfView),
    transferItem: tr
      ? {
          id: tr.transfer_id,
          transfer: tr.title,
          address: tr.address,
          date: tr.date,
          time: tr.time,
          latitude: tr.latitude,
          longitude: tr.longitude,
          servicePrice: tr.service_price,
          stopPrice: tr.stop_price,
          stopCount: tr.stop_count,
        }
      : null,
  };
}

/** The reservations of a flight order, ready for the edit reducer. */
export const editReservationsOf = (f: FlightOrderView, bookedAt?: string) =>
  f.reservations.map((r) =>
    editReservationOf(r, {
      international: f.flight.international,
      serviceAt: r.reservation_type === 1 ? f.flight.destination.at : f.flight.origin.at,
      bookedAt,
    }),
  );
