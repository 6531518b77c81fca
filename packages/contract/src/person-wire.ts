import type { Person } from '@vip/domain';
import type { PersonWire } from './cipservice';

/**
 * A traveller's own fields (no row id, role or position) between the wire's snake_case and the domain's Person. The
 * one mapping the API (bodies in, answers out) and the site (answers in, bodies out) share, so a field added to a
 * person is mapped here once.
 */
export function personFromWire(p: PersonWire): Person {
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

/** A Person's fields as the wire carries them (an answer, or a body the API parses). */
export function personToWire(p: Person): PersonWire {
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
