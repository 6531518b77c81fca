/** Persons of a booking (passengers, greeters, attendants; §3) and the checks a person's form must pass. */
import { toPersianDigits } from './digits';
import { AgeType, Gender, Nationality, PersonRole } from './enums';
import { validateMobile, validateNationalId, validatePassportNumber } from './validation';

/** Country id of Iran, the default country of a person (§3 "countryId (default country)"); the API seeds it. */
export const DEFAULT_COUNTRY_ID = 1;

/** A passenger, greeter or attendant (§3). */
export interface Person {
  mobile: string;
  passportNumber: string;
  firstName: string;
  lastName: string;
  ageType: AgeType;
  nationalCode: string;
  gender: Gender;
  nationality: Nationality;
  countryId: number;
}

/** A greeter or an attendant: a person with the role that says which (PersonRole.greeter or .attendant). */
export interface GreeterAttendant extends Person {
  role: PersonRole;
}

/** The identity number a person is known by: an Iranian's national code, anyone else's passport number. */
export function identityOf(p: Pick<Person, 'nationality' | 'nationalCode' | 'passportNumber'>): string {
  return p.nationality === Nationality.iranian ? p.nationalCode : p.passportNumber;
}

/** An identity number masked but for its last four characters (what a voucher or a summary shows). */
export function maskedIdentity(value: string): string {
  return value.length <= 4 ? value : `${'•'.repeat(value.length - 4)}${value.slice(-4)}`;
}

/** A blank person of an age type with the §3 defaults (gender 1 male, nationality 0 Iranian, default country). */
export function blankPerson(ageType: AgeType = AgeType.adult): Person {
  return {
    mobile: '',
    passportNumber: '',
    firstName: '',
    lastName: '',
    ageType,
    nationalCode: '',
    gender: Gender.male,
    nationality: Nationality.iranian,
    countryId: DEFAULT_COUNTRY_ID,
  };
}

/** A blank adult greeter/attendant with the given role. */
export function blankGreeterAttendant(role: PersonRole = PersonRole.greeter): GreeterAttendant {
  return { ...blankPerson(AgeType.adult), role };
}

/** Whether a person has a non-blank first and last name. */
export function hasFullName(person: Pick<Person, 'firstName' | 'lastName'>): boolean {
  return person.firstName.trim().length > 0 && person.lastName.trim().length > 0;
}

/**
 * What is wrong with a passenger, in Persian, each message starting with `label` (e.g. «مسافر ۱»): first and last
 * name required; an Iranian needs a valid national code, a foreigner a passport number; a mobile is required when
 * `requireMobile` and must be valid whenever one is given.
 */
export function personProblems(person: Person, label: string, requireMobile = false): string[] {
  const problems: string[] = [];
  if (person.firstName.trim() === '') problems.push(`${label}: نام وارد نشده است.`);
  if (person.lastName.trim() === '') problems.push(`${label}: نام خانوادگی وارد نشده است.`);
  if (person.nationality === Nationality.iranian) {
    const r = validateNationalId(person.nationalCode);
    if (!r.ok) problems.push(`${label}: ${r.reason}`);
  } else {
    const r = validatePassportNumber(person.passportNumber);
    if (!r.ok) problems.push(`${label}: ${r.reason}`);
  }
  if (requireMobile || person.mobile.trim() !== '') {
    const r = validateMobile(person.mobile);
    if (!r.ok) problems.push(`${label}: ${r.reason}`);
  }
  return problems;
}

/** «مسافر n» with n in Persian digits, counting from 1. */
export function passengerLabel(index: number): string {
  return `مسافر ${toPersianDigits(index + 1)}`;
}

/**
 * Problems of a passenger list (§3/§4 passengers step), in Persian: each person's personProblems (the first
 * passenger must give a mobile) and the same national code or passport number used twice.
 */
export function passengerListProblems(persons: readonly Person[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  persons.forEach((p, i) => {
    problems.push(...personProblems(p, passengerLabel(i), i === 0));
    const id =
      p.nationality === Nationality.iranian
        ? validateNationalId(p.nationalCode)
        : validatePassportNumber(p.passportNumber);
    if (id.ok) {
      const key = `${p.nationality}:${id.value}`;
      const first = seen.get(key);
      if (first !== undefined) {
        problems.push(`${passengerLabel(i)}: شناسه او با ${passengerLabel(first)} یکی است.`);
      } else seen.set(key, i);
    }
  });
  return problems;
}
