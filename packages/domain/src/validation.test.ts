import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PasswordLevel } from './enums';
import {
  isValidNationalId,
  nationalIdCheckDigit,
  normalizeMobile,
  normalizeRating,
  PASSWORD_MIN_LENGTH,
  passwordStrength,
  validateEmail,
  validateMobile,
  validateNationalId,
  validatePassportNumber,
  validatePassword,
  validatePostalCode,
  validateRequired,
} from './validation';

const reason = (r: { ok: boolean; reason?: string }) => (r.ok ? undefined : r.reason);

describe('password strength (§5)', () => {
  it('has the minimum lengths 6, 7, 8 for EASY, MEDIUM, HARD', () => {
    expect(PASSWORD_MIN_LENGTH).toEqual({ 1: 6, 2: 7, 3: 8 });
  });

  it('scores one point per rule', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('a')).toBe(1);
    expect(passwordStrength('aA')).toBe(2);
    expect(passwordStrength('aA1')).toBe(3);
    expect(passwordStrength('aA1$')).toBe(4);
    expect(passwordStrength('aA1$xyz')).toBe(5);
    expect(passwordStrength('aaaaaa', PasswordLevel.EASY)).toBe(2);
    expect(passwordStrength('aaaaaa', PasswordLevel.MEDIUM)).toBe(1);
    expect(passwordStrength('aaaaaaa', PasswordLevel.MEDIUM)).toBe(2);
    expect(passwordStrength('aaaaaaa', PasswordLevel.HARD)).toBe(1);
    expect(passwordStrength('۱۲۳')).toBe(1);
    for (const special of '$@#&!') expect(passwordStrength(special)).toBe(1);
    expect(passwordStrength('%^*')).toBe(0);
  });

  it('agrees with the rule on random passwords', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.constantFrom(1, 2, 3) as fc.Arbitrary<PasswordLevel>,
        (pw, level) => {
          const expected =
            Number(/[a-z]/.test(pw)) +
            Number(/[A-Z]/.test(pw)) +
            Number(/[0-9]/.test(pw)) +
            Number(/[$@#&!]/.test(pw)) +
            Number([...pw].length >= PASSWORD_MIN_LENGTH[level]);
          expect(passwordStrength(pw, level)).toBe(expected);
        },
      ),
    );
  });

  it('accepts a password by level with a reason when refused', () => {
    expect(reason(validatePassword(''))).toBe('رمز عبور را وارد کنید.');
    expect(reason(validatePassword('aB1', PasswordLevel.EASY))).toBe('رمز عبور باید دست‌کم ۶ نویسه باشد.');
    expect(validatePassword('abcdef', PasswordLevel.EASY).ok).toBe(true);
    expect(validatePassword('abcdefg', PasswordLevel.MEDIUM).ok).toBe(false);
    expect(reason(validatePassword('abcdefg', PasswordLevel.MEDIUM))).toContain('حرف بزرگ');
    expect(validatePassword('abcdef1', PasswordLevel.MEDIUM)).toEqual({ ok: true, value: 'abcdef1' });
    expect(validatePassword('abcdefg1', PasswordLevel.HARD).ok).toBe(false);
    expect(validatePassword('abcdefG1', PasswordLevel.HARD).ok).toBe(true);
    expect(reason(validatePassword('abcdefgh', PasswordLevel.HARD))).toContain('۳ مورد');
  });
});

describe('national ID (§5)', () => {
  const arithmetic = (code: string): boolean => {
    if (/^0+$/.test(code)) return false;
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += Number(code[i]) * (10 - i);
    const r = sum % 11;
    return Number(code[9]) === (r < 2 ? r : 11 - r);
  };

  it('accepts known valid codes and rejects a wrong check digit', () => {
    for (const code of ['0067749828', '0499370899', '4608968882', '0013542419']) {
      expect(isValidNationalId(code)).toBe(true);
      expect(isValidNationalId(code.slice(0, 9) + ((Number(code[9]) + 1) % 10))).toBe(false);
    }
  });

  it('computes the check digit with weights 10…2 modulo 11', () => {
    expect(nationalIdCheckDigit('006774982')).toBe(8);
    expect(nationalIdCheckDigit('000000001')).toBe(9); // 2 mod 11 = 2 → 11 − 2
    expect(nationalIdCheckDigit('000000005')).toBe(1); // 10 mod 11 = 10 → 1
    expect(nationalIdCheckDigit('100000000')).toBe(1);
    expect(nationalIdCheckDigit('000000000')).toBe(0);
  });

  it('agrees with the §5 arithmetic on random 10-digit strings', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{10}$/), (code) => {
        expect(isValidNationalId(code)).toBe(arithmetic(code));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees on random valid codes built from nine digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{9}$/), (nine) => {
        const code = nine + String(nationalIdCheckDigit(nine));
        expect(isValidNationalId(code)).toBe(!/^0+$/.test(code));
      }),
    );
  });

  it('needs at least 8 characters, pads 8 or 9 digits, rejects all zeros and non-digits', () => {
    expect(isValidNationalId('0000000000')).toBe(false);
    expect(isValidNationalId('1234567')).toBe(false);
    expect(isValidNationalId('67749828')).toBe(true);
    expect(isValidNationalId('067749828')).toBe(true);
    expect(isValidNationalId('00677498281')).toBe(false);
    expect(isValidNationalId('006774982a')).toBe(false);
    expect(isValidNationalId('۰۰۶۷۷۴۹۸۲۸')).toBe(true);
    expect(isValidNationalId(' 0067749828 ')).toBe(true);
  });

  it('explains a refusal and normalises the value', () => {
    expect(validateNationalId('۶۷۷۴۹۸۲۸')).toEqual({ ok: true, value: '0067749828' });
    expect(reason(validateNationalId(''))).toBe('کد ملی را وارد کنید.');
    expect(reason(validateNationalId('12ab'))).toBe('کد ملی فقط باید شامل رقم باشد.');
    expect(reason(validateNationalId('123'))).toBe('کد ملی باید ۱۰ رقم باشد.');
    expect(reason(validateNationalId('0067749827'))).toBe('کد ملی معتبر نیست.');
  });
});

describe('mobile (§5, §6)', () => {
  it('normalises every accepted prefix to 09xxxxxxxxx', () => {
    for (const input of [
      '09121234567',
      '+989121234567',
      '00989121234567',
      '989121234567',
      '9121234567',
      '۰۹۱۲۱۲۳۴۵۶۷',
      '+۹۸۹۱۲۱۲۳۴۵۶۷',
      '٠٩١٢١٢٣٤٥٦٧',
      '0912 123 4567',
      '(0912) 123-4567',
    ]) {
      expect(validateMobile(input)).toEqual({ ok: true, value: '09121234567' });
    }
  });

  it('rejects what is not an Iranian mobile number', () => {
    expect(reason(validateMobile(''))).toBe('شماره همراه را وارد کنید.');
    expect(reason(validateMobile('0912abc4567'))).toBe('شماره همراه فقط باید شامل رقم باشد.');
    for (const bad of [
      '02112345678',
      '0912123456',
      '091212345678',
      '+9809121234567',
      '8121234567',
      '+44 7911 123456',
    ]) {
      expect(validateMobile(bad).ok).toBe(false);
    }
    expect(normalizeMobile('0912')).toBeNull();
    expect(normalizeMobile('+98 912 123 4567')).toBe('09121234567');
  });

  it('normalises any valid number written with any prefix to the same value', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^9[0-9]{9}$/),
        fc.constantFrom('', '0', '98', '+98', '0098'),
        fc.boolean(),
        (rest, prefix, persian) => {
          const raw = prefix + rest;
          const input = persian ? raw.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]) : raw;
          expect(normalizeMobile(input)).toBe(`0${rest}`);
        },
      ),
    );
  });
});

describe('postal code, e-mail, passport, required, rating', () => {
  it('accepts 10-digit postal codes', () => {
    expect(validatePostalCode('۱۲۳۴۵-۶۷۸۹۰')).toEqual({ ok: true, value: '1234567890' });
    expect(reason(validatePostalCode(''))).toBe('کد پستی را وارد کنید.');
    expect(reason(validatePostalCode('123456789'))).toBe('کد پستی باید ۱۰ رقم باشد.');
    expect(validatePostalCode('12345678901').ok).toBe(false);
  });

  it('validates e-mail addresses', () => {
    expect(validateEmail('  Ali.Rezaei@Example.COM ')).toEqual({ ok: true, value: 'Ali.Rezaei@example.com' });
    expect(validateEmail("o'neil+tag@mail.co.ir").ok).toBe(true);
    expect(reason(validateEmail(''))).toBe('ایمیل را وارد کنید.');
    for (const bad of [
      'ali',
      'ali@',
      '@x.com',
      'ali@x',
      'a b@x.com',
      'ali@@x.com',
      '.ali@x.com',
      'a..b@x.com',
      'ali@-x.com',
    ]) {
      expect(validateEmail(bad).ok).toBe(false);
    }
    expect(validateEmail(`${'a'.repeat(65)}@x.com`).ok).toBe(false);
  });

  it('validates passport numbers', () => {
    expect(validatePassportNumber(' k1234۵۶۷ ')).toEqual({ ok: true, value: 'K1234567' });
    expect(reason(validatePassportNumber(''))).toBe('شماره گذرنامه را وارد کنید.');
    expect(validatePassportNumber('K12').ok).toBe(false);
    expect(validatePassportNumber('K12-345').ok).toBe(false);
  });

  it('requires text', () => {
    expect(validateRequired('  علی ', 'نام')).toEqual({ ok: true, value: 'علی' });
    expect(reason(validateRequired('   ', 'نام'))).toBe('نام را وارد کنید.');
  });

  it('sends a rating outside 1–5 as 1', () => {
    expect([1, 2, 3, 4, 5].map(normalizeRating)).toEqual([1, 2, 3, 4, 5]);
    for (const bad of [0, 6, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(normalizeRating(bad)).toBe(1);
    fc.assert(
      fc.property(fc.double(), (r) => {
        const n = normalizeRating(r);
        expect(n >= 1 && n <= 5 && Number.isInteger(n)).toBe(true);
        if (Number.isInteger(r) && r >= 1 && r <= 5) expect(n).toBe(r);
      }),
    );
  });
});
