/**
 * A traveller's own fields (no row id, role or position) as a stored row (cip_persons, cip_saved_passengers) holds
 * them. Between the row and the API's snake_case body and answer the contract's `personFromWire`/`personToWire` map.
 */
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
