/**
 * Server rules of a CIP booking that do not need the database: who may travel together, what a reservation's
 * extras are worth (the domain pricing over the database tariff). The refund rule is the domain's (cip-refund).
 */
import { personFromWire } from '@vip/contract';
import type { ParsedPerson, ParsedReservationExtras } from '@vip/contract';
import {
  type FlightService,
  type GreeterAttendant,
  type Person,
  PersonRole,
  type PricedReservation,
  type PricingContext,
  passengerListProblems,
  passengersByAgeType,
  ReservationType,
  reservationTotal,
  selectionProblems,
} from '@vip/domain';
import { type ApiError, apiError, type FieldError } from '../../http/errors';
import type { StoredTransfer } from './schema';

/** A 400 listing Persian problems under one field. */
export function problemsError(field: string, problems: string[]): ApiError {
  const errors: FieldError[] = problems.map((message) => ({ field, message }));
  return apiError('validation_error', problems[0], errors);
}

/**
 * The travellers of a flight: §5 identity (domain passengerListProblems, the first passenger's mobile required,
 * no identity twice) and infants only with an adult (at least one adult, and no more infants than adults to hold
 * them). Adults are listed before children and infants on the voucher.
 */
export function checkPassengers(field: string, passengers: ParsedPerson[]): Person[] {
  const persons = passengers.map(personFromWire);
  const problems = passengerListProblems(persons);
  const counts = passengersByAgeType(persons);
  if (counts.adultsCount === 0) problems.push('کودک یا نوزاد فقط همراه یک بزرگسال پذیرفته می‌شود.');
  else if (counts.infantsCount > counts.adultsCount) {
    problems.push('هر نوزاد باید همراه یک بزرگسال باشد؛ تعداد نوزادان از بزرگسالان بیشتر است.');
  }
  if (problems.length) throw problemsError(field, problems);
  return persons;
}

/** The role a side's companions have: greeters meet arrivals, attendants see departures off. */
export const companionRole = (side: ReservationType) =>
  side === ReservationType.Arrival ? PersonRole.greeter : PersonRole.attendant;

/** Greeters/attendants of a reservation: the side's role and full names (their identity rules ran in the contract). */
export function checkCompanions(
  field: string,
  side: ReservationType,
  list: ParsedReservationExtras['greeter_attendant_list'],
) {
  const role = companionRole(side);
  if (list.some((p) => p.role !== role)) {
    throw problemsError(field, [
      side === ReservationType.Arrival
        ? 'در فرودگاه مقصد فقط خوشامدگو ثبت می‌شود.'
        : 'در فرودگاه مبدأ فقط همراه (بدرقه‌کننده) ثبت می‌شود.',
    ]);
  }
  return list.map((p): GreeterAttendant => ({ ...personFromWire(p), role: p.role }));
}

/** What pricing reads of a parsed reservation. */
export function pricedOf(extras: ParsedReservationExtras, companions: GreeterAttendant[]): PricedReservation {
  return {
    visaCount: extras.visa_count,
    suiteList: extras.suite_list.map((s) => ({ suiteId: s.suite_id })),
    wheelchairCount: extras.wheelchair_count,
    indoorWheelchairCount: extras.indoor_wheelchair_count,
    parkingCount: extras.parking_count,
    parkingAdditionalHours: extras.parking_additional_hours,
    petCount: extras.pet_count,
    greeterAttendantList: companions,
    transferItem: extras.transfer ? { id: extras.transfer.transfer_id, stopCount: extras.transfer.stop_count } : null,
  };
}

/**
 * Prices a reservation with the domain function over `tariff` (from the database): choices the service does not
 * offer are a 400; the client's numbers are never read. `ctx` is the flight and the moment of booking
 * (flightPricingContext): fares by flight kind, the airport's surcharges. Answers the bill and the transfer to store.
 */
export function priceReservation(
  field: string,
  tariff: FlightService,
  extras: ParsedReservationExtras,
  passengers: Person[],
  companions: GreeterAttendant[],
  ctx: PricingContext = { international: false },
) {
  const priced = pricedOf(extras, companions);
  const problems = selectionProblems(tariff, priced);
  if (extras.visa_number_list.length > extras.visa_count) {
    problems.push('تعداد شماره‌های ویزا از تعداد ویزا بیشتر است.');
  }
  if (problems.length) throw problemsError(field, problems);
  const bill = reservationTotal(tariff, priced, passengers, ctx);
  const t = extras.transfer;
  const tariffTransfer = t ? tariff.transfers.find((x) => x.id === t.transfer_id) : undefined;
  const transfer: StoredTransfer | null =
    t && tariffTransfer
      ? {
          transferId: t.transfer_id,
          title: tariffTransfer.title,
          address: t.address,
          date: t.date,
          time: t.time,
          latitude: t.latitude,
          longitude: t.longitude,
          stopCount: t.stop_count,
          servicePrice: tariffTransfer.servicePrice,
          stopPrice: tariffTransfer.stopPrice,
        }
      : null;
  return { bill, transfer };
}

/** What pricing reads of a side of a flight booked at `bookedAt`: its kind and when the side is served. */
export const flightPricingContext = (
  side: number,
  flight: { departureAt: Date; arrivalAt: Date },
  international: boolean,
  bookedAt: Date,
): PricingContext => ({ international, serviceAt: sideFlightAt(side, flight), bookedAt });

/** Places a reservation takes in its service's slot: every passenger and every greeter/attendant. */
export const placesOf = (passengers: number, companions: number) => passengers + companions;

/** The flight time a side is served around: departure at the origin, landing at the destination. */
export const sideFlightAt = (side: number, flight: { departureAt: Date; arrivalAt: Date }) =>
  side === ReservationType.Arrival ? flight.arrivalAt : flight.departureAt;

/**
 * A transfer's pickup (`YYYY-MM-DD`, `HH:mm`, local at the airport) moved by as much as its side's flight moved: a
 * delayed or changed flight keeps the car's distance from the flight, never the old day's pickup.
 */
export function shiftedTransfer<T extends { date: string; time: string }>(transfer: T, byMs: number): T {
  if (!byMs) return transfer;
  const wall = new Date(`${transfer.date}T${transfer.time}:00Z`);
  if (Number.isNaN(wall.getTime())) return transfer;
  const moved = new Date(wall.getTime() + byMs).toISOString();
  return { ...transfer, date: moved.slice(0, 10), time: moved.slice(11, 16) };
}

/** How far a side's flight time moved between two versions of its flight (ms). */
export const sideShift = (
  side: number,
  from: { departureAt: Date; arrivalAt: Date },
  to: { departureAt: Date; arrivalAt: Date },
) => sideFlightAt(side, to).getTime() - sideFlightAt(side, from).getTime();

/** When the desk may check a side in: `hoursBefore` its flight time (the service day, never days ahead). */
export const checkInOpensAt = (side: number, flight: { departureAt: Date; arrivalAt: Date }, hoursBefore: number) =>
  new Date(sideFlightAt(side, flight).getTime() - hoursBefore * 3_600_000);
