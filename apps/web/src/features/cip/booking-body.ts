import {
  type CipOrderBody,
  type FlightOrderInput,
  type GreeterAttendantInput,
  type PersonInput,
  personToWire,
  type ReservationInput,
} from '@vip/contract';
import {
  type CipState,
  cipStateTotal,
  type FlightOrder,
  type GreeterAttendant,
  ordersInUse,
  type Person,
  type Reservation,
} from '@vip/domain';

/** A person as the API reads it (text fields trimmed). */
export function personInput(p: Person): PersonInput {
  const wire = personToWire(p);
  return {
    ...wire,
    first_name: wire.first_name.trim(),
    last_name: wire.last_name.trim(),
    mobile: wire.mobile.trim(),
    national_code: wire.national_code.trim(),
    passport_number: wire.passport_number.trim(),
  };
}

/** A greeter or attendant as the API reads them: a name, an optional mobile and what prices them. */
export function greeterAttendantInput(g: GreeterAttendant): GreeterAttendantInput {
  return {
    first_name: g.firstName.trim(),
    last_name: g.lastName.trim(),
    mobile: g.mobile.trim(),
    person_age_type: g.ageType,
    role: g.role,
  };
}

/** What extrasInput reads: the wizard's Reservation and the edit form's EditReservation both fit. */
type Extras = Pick<
  Reservation,
  | 'visaCount'
  | 'visaNumberList'
  | 'suiteList'
  | 'suiteDescription'
  | 'wheelchairCount'
  | 'indoorWheelchairCount'
  | 'parkingCount'
  | 'parkingAdditionalHours'
  | 'petCount'
  | 'greeterAttendantList'
  | 'transferItem'
>;

/** The extras of a reservation as the API reads them (shared by booking and the dashboard's edit). */
export function extrasInput(r: Extras): Omit<ReservationInput, 'reservation_type' | 'service_id'> {
  const t = r.transferItem;
  return {
    visa_count: r.visaCount,
    visa_number_list: r.visaNumberList.map((v) => v.trim()).filter(Boolean),
    suite_list: r.suiteList.flatMap((s) => (s.suiteId === null ? [] : [{ suite_id: s.suiteId }])),
    suite_description: r.suiteDescription,
    wheelchair_count: r.wheelchairCount,
    indoor_wheelchair_count: r.indoorWheelchairCount,
    parking_count: r.parkingCount,
    parking_additional_hours: r.parkingAdditionalHours,
    pet_count: r.petCount,
    greeter_attendant_list: r.greeterAttendantList.map(greeterAttendantInput),
    transfer: t
      ? {
          transfer_id: t.id,
          address: t.address.trim(),
          date: t.date,
          time: t.time,
          latitude: t.latitude,
          longitude: t.longitude,
          stop_count: t.stopCount,
        }
      : null,
  };
}

function flightOrderInput(o: FlightOrder): FlightOrderInput {
  const reservations: ReservationInput[] = [];
  for (const r of [o.reservations.Departure, o.reservations.Arrival]) {
    if (r.service)
      reservations.push({ ...extrasInput(r), reservation_type: r.reservationType, service_id: r.service.id });
  }
  return {
    order_type: o.orderType,
    flight_id: o.flightId as number,
    flight_class: o.flightClass,
    passengers: o.passengerInfo.personList.map(personInput),
    reservations,
  };
}

/** POST /cipservice/fa/orders body of the wizard's booking, with the preview total the server compares. */
export function cipOrderBodyOf(state: CipState): CipOrderBody {
  return { flight_orders: ordersInUse(state).map(flightOrderInput), client_total: cipStateTotal(state) };
}
