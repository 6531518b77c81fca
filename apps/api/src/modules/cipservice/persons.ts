/**
 * A traveller's own fields (no row id, role or position) in the three shapes they travel in: the domain's Person,
 * a stored row (cip_persons, cip_saved_passengers) and the API's snake_case body and answer. One list of the nine
 * fields, so a field added to a person is added here once.
 */
import type { ParsedPerson } from '@vip/contract';
import type { Person } from '@vip/domain';

/**
 * A stored traveller as the domain reads them (a change of flight, the free move after a cancelled one), and the
 * fields a booking writes under its role and position.
 */
export function personOf(p: Person): Person {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    mobile: p.mobile,
    nationalCode: p.nationalCode,
    passportNumber: p.passportNumber,
    ageType: p.ageType,
    gender: p.gender,
    nationality: p.nationality,
    countryId: p.countryId,
  };
}

/** The domain Person of a person the API parsed (a booking's traveller, a saved passenger). */
export function toPerson(p: ParsedPerson): Person {
  return {
    firstName: p.first_name,
    lastName: p.last_name,
    mobile: p.mobile,
    nationalCode: p.national_code,
    passportNumber: p.passport_number,
    ageType: p.person_age_type,
    gender: p.gender,
    nationality: p.nationality,
    countryId: p.country_id,
  };
}

/** A traveller's fields as the API shows them (and as a booking body carries them). */
export function personAnswer(p: Person) {
  return {
    first_name: p.firstName,
    last_name: p.lastName,
    mobile: p.mobile,
    national_code: p.nationalCode,
    passport_number: p.passportNumber,
    person_age_type: p.ageType,
    gender: p.gender,
    nationality: p.nationality,
    country_id: p.countryId,
  };
}
