/**
 * Server rules of a CIP booking that do not need the database: who may travel together, what a reservation's
 * extras are worth (the domain pricing over the database tariff). The refund rule is the domain's (cip-refund).
 */
import {
  type AgeType,
  type FlightService,
  type GreeterAttendant,
  type Person,
  PersonRole,
  type PricedReservation,
  passengerListProblems,
  passengersByAgeType,
  ReservationType,
  reservationTotal,
  selectionProblems,
} from '@vip/domain';
import { type ApiError, apiError, type FieldError } from '../../http/errors';
import type { StoredTransfer } from './schema';

/** A person as the contract parses it. */
export interface PersonFields {
  first_name: string;
  last_name: string;
  mobile: string;
  national_code: string;
  passport_number: string;
  person_age_type: number;
  gender: number;
  nationality: number;
  country_id: number;
}

/** The extras of a reservation as the contract parses them (booking and edit). */
export interface ExtrasInput {
  visa_count: number;
  visa_number_list: string[];
  suite_list: { suite_id: number }[];
  suite_description: string;
  wheelchair_count: number;
  indoor_wheelchair_count: number;
  parking_count: number;
  parking_additional_hours: number;
  pet_count: number;
  greeter_attendant_list: (PersonFields & { role: number })[];
  transfer: {
    transfer_id: number;
    address: string;
    date: string;
    time: string;
    latitude: number | null;
    longitude: number | null;
    stop_count: number;
  } | null;
  note: string;
}

/** The domain Person of a parsed person. */
export function toPerson(p: PersonFields): Person {
  return {
    firstName: p.first_name,
    lastName: p.last_name,
    mobile: p.mobile,
    nationalCode: p.national_code,
    passportNumber: p.passport_number,
    ageType: p.person_age_type as AgeType,
    gender: p.gender as Person['gender'],
    nationality: p.nationality as Person['nationality'],
    countryId: p.country_id,
  };
}

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
export function checkPassengers(field: string, passengers: PersonFields[]): Person[] {
  const persons = passengers.map(toPerson);
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
export function checkCompanions(field: string, side: ReservationType, list: ExtrasInput['greeter_attendant_list']) {
  const role = companionRole(side);
  if (list.some((p) => p.role !== role)) {
    throw problemsError(field, [
      side === ReservationType.Arrival
        ? 'در فرودگاه مقصد فقط خوشامدگو ثبت می‌شود.'
        : 'در فرودگاه مبدأ فقط همراه (بدرقه‌کننده) ثبت می‌شود.',
    ]);
  }
  return list.map((p): GreeterAttendant => ({ ...toPerson(p), role: p.role as PersonRole }));
}

/** What pricing reads of a parsed reservation. */
export function pricedOf(extras: ExtrasInput, companions: GreeterAttendant[]): PricedReservation {
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
 * offer are a 400; the client's numbers are never read. Answers the bill and the transfer to store.
 */
export function priceReservation(
  field: string,
  tariff: FlightService,
  extras: ExtrasInput,
  passengers: Person[],
  companions: GreeterAttendant[],
) {
  const priced = pricedOf(extras, companions);
  const problems = selectionProblems(tariff, priced);
  if (extras.visa_number_list.length > extras.visa_count) {
    problems.push('تعداد شماره‌های ویزا از تعداد ویزا بیشتر است.');
  }
  if (problems.length) throw problemsError(field, problems);
  const bill = reservationTotal(tariff, priced, passengersByAgeType(passengers));
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

/** Places a reservation takes in its service's slot: every passenger and every greeter/attendant. */
export const placesOf = (passengers: number, companions: number) => passengers + companions;

/** The flight time a side is served around: departure at the origin, landing at the destination. */
export const sideFlightAt = (side: number, flight: { departureAt: Date; arrivalAt: Date }) =>
  side === ReservationType.Arrival ? flight.arrivalAt : flight.departureAt;

/** When the desk may check a side in: `hoursBefore` its flight time (the service day, never days ahead). */
export const checkInOpensAt = (side: number, flight: { departureAt: Date; arrivalAt: Date }, hoursBefore: number) =>
  new Date(sideFlightAt(side, flight).getTime() - hoursBefore * 3_600_000);
