import { describe, expect, it } from 'vitest';
import { AgeType, Gender, Nationality, PersonRole } from './enums';
import {
  blankGreeterAttendant,
  blankPerson,
  DEFAULT_COUNTRY_ID,
  hasFullName,
  passengerLabel,
  passengerListProblems,
  personProblems,
} from './person';

const iranian = {
  ...blankPerson(),
  firstName: 'علی',
  lastName: 'رضایی',
  nationalCode: '0067749828',
  mobile: '09121234567',
};

describe('persons (§3)', () => {
  it('has the §3 defaults', () => {
    expect(blankPerson(AgeType.child)).toEqual({
      mobile: '',
      passportNumber: '',
      firstName: '',
      lastName: '',
      ageType: AgeType.child,
      nationalCode: '',
      gender: Gender.male,
      nationality: Nationality.iranian,
      countryId: DEFAULT_COUNTRY_ID,
    });
    expect(blankGreeterAttendant()).toMatchObject({ role: PersonRole.greeter, ageType: AgeType.adult });
    expect(blankGreeterAttendant(PersonRole.attendant).role).toBe(PersonRole.attendant);
  });

  it('checks full names', () => {
    expect(hasFullName({ firstName: ' a ', lastName: 'b' })).toBe(true);
    expect(hasFullName({ firstName: 'a', lastName: '  ' })).toBe(false);
  });

  it('asks an Iranian for a national code and a foreigner for a passport', () => {
    expect(personProblems(iranian, 'مسافر ۱', true)).toEqual([]);
    expect(personProblems({ ...iranian, nationalCode: '1234567890' }, 'مسافر ۱')).toEqual([
      'مسافر ۱: کد ملی معتبر نیست.',
    ]);
    const foreign = { ...iranian, nationality: Nationality.foreign, nationalCode: '', passportNumber: '' };
    expect(personProblems(foreign, 'مسافر ۲')).toEqual(['مسافر ۲: شماره گذرنامه را وارد کنید.']);
    expect(personProblems({ ...foreign, passportNumber: 'AB12345' }, 'مسافر ۲')).toEqual([]);
  });

  it('needs a mobile when asked and a valid one whenever given', () => {
    expect(personProblems({ ...iranian, mobile: '' }, 'م', true)).toEqual(['م: شماره همراه را وارد کنید.']);
    expect(personProblems({ ...iranian, mobile: '' }, 'م')).toEqual([]);
    expect(personProblems({ ...iranian, mobile: '123' }, 'م')).toHaveLength(1);
  });

  it('labels passengers in Persian digits and flags the same identity twice', () => {
    expect(passengerLabel(11)).toBe('مسافر ۱۲');
    const twin = { ...iranian, firstName: 'رضا', mobile: '', nationalCode: '۰۰۶۷۷۴۹۸۲۸' };
    expect(passengerListProblems([iranian, twin])).toEqual(['مسافر ۲: شناسه او با مسافر ۱ یکی است.']);
    expect(passengerListProblems([iranian, { ...twin, nationalCode: '0499370899' }])).toEqual([]);
  });
});
