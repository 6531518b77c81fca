import { AgeType, Gender, Nationality, type Person } from '@vip/domain';
import { describe, expect, it } from 'vitest';
import { personInput } from './cipservice';
import { personFromWire, personToWire } from './person-wire';

// Every field holds a value no other field holds, so a field mapped to the wrong name shows.
const foreignChild: Person = {
  firstName: 'Lina',
  lastName: 'Haddad',
  mobile: '09351234567',
  nationalCode: '',
  passportNumber: 'N12345678',
  ageType: AgeType.child,
  gender: Gender.female,
  nationality: Nationality.foreign,
  countryId: 104,
};

describe("a traveller's fields between the wire and the domain", () => {
  it('carries every field there and back unchanged', () => {
    expect(personFromWire(personToWire(foreignChild))).toEqual(foreignChild);
  });

  it('writes a body the booking schema accepts as the same traveller', () => {
    const parsed = personInput.parse(personToWire(foreignChild));
    expect(personFromWire(parsed)).toEqual(foreignChild);
  });
});
