/** Validation rules of §5. Every validator returns a value ready to store or a Persian reason a form can show. */
import { toLatinDigits, toPersianDigits } from './digits';
import { PasswordLevel } from './enums';

/** Outcome of a validator: the normalised value, or a Persian reason fit to show next to the field. */
export type ValidationResult<T = string> = { ok: true; value: T } | { ok: false; reason: string };

/** A successful validation result. */
export function valid<T>(value: T): ValidationResult<T> {
  return { ok: true, value };
}

/** A failed validation result with its Persian reason. */
export function invalid<T = string>(reason: string): ValidationResult<T> {
  return { ok: false, reason };
}

// ── Password ────────────────────────────────────────────────────────────────────────────────────────────────

/** Minimum password length per level (§5): EASY 6, MEDIUM 7, HARD 8. */
export const PASSWORD_MIN_LENGTH: Record<PasswordLevel, number> = { 1: 6, 2: 7, 3: 8 };
/** Special characters that earn the special-character point (§5). */
export const PASSWORD_SPECIAL_CHARACTERS = '$@#&!';
/**
 * Strength score a password needs to be accepted at each level (our choice; §5 only defines the score): EASY
 * needs the length plus one character class (2), MEDIUM length plus two classes (3), HARD length plus three (4).
 */
export const PASSWORD_REQUIRED_SCORE: Record<PasswordLevel, number> = { 1: 2, 2: 3, 3: 4 };
/** Persian names of the strength scores 0–5. */
export const PASSWORD_STRENGTH_LABELS = ['خیلی ضعیف', 'خیلی ضعیف', 'ضعیف', 'متوسط', 'قوی', 'خیلی قوی'] as const;

/**
 * Password strength 0–5 (§5): one point each for a lowercase letter, an uppercase letter, a digit (any digit
 * set), one of `$ @ # & !`, and reaching the level's minimum length.
 */
export function passwordStrength(password: string, level: PasswordLevel = PasswordLevel.MEDIUM): number {
  let score = 0;
  if (/[a-z]/.test(password)) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/[0-9\u06F0-\u06F9\u0660-\u0669]/.test(password)) score++;
  if (/[$@#&!]/.test(password)) score++;
  if ([...password].length >= PASSWORD_MIN_LENGTH[level]) score++;
  return score;
}

/** Accepts a password that reaches the level's minimum length and required score (PASSWORD_REQUIRED_SCORE). */
export function validatePassword(password: string, level: PasswordLevel = PasswordLevel.MEDIUM): ValidationResult {
  if (password.length === 0) return invalid('رمز عبور را وارد کنید.');
  const min = PASSWORD_MIN_LENGTH[level];
  if ([...password].length < min) return invalid(`رمز عبور باید دست‌کم ${toPersianDigits(min)} نویسه باشد.`);
  if (passwordStrength(password, level) < PASSWORD_REQUIRED_SCORE[level]) {
    const classes = PASSWORD_REQUIRED_SCORE[level] - 1;
    return invalid(
      `رمز عبور باید دست‌کم ${toPersianDigits(classes)} مورد از این‌ها را داشته باشد: حرف کوچک انگلیسی، حرف بزرگ انگلیسی، رقم، یکی از نویسه‌های ${PASSWORD_SPECIAL_CHARACTERS}`,
    );
  }
  return valid(password);
}

// ── National ID ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The §5 check digit of the first nine digits of a 10-digit code: Σ digit[i] × (10 − i) for i = 0…8, modulo 11;
 * a remainder below 2 is the check digit itself, otherwise 11 minus the remainder.
 */
export function nationalIdCheckDigit(firstNine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(firstNine[i]) * (10 - i);
  const remainder = sum % 11;
  return remainder < 2 ? remainder : 11 - remainder;
}

/**
 * Iranian national ID check exactly as §5 states it: digits only (Persian digits accepted), at least 8 and at
 * most 10 characters (8 or 9 digits are left-padded with zeros to 10, as issued cards drop leading zeros), not
 * all zeros, and the last digit equals nationalIdCheckDigit of the first nine. Codes like 1111111111 pass: §5
 * does not exclude repeated digits and we follow it exactly.
 */
export function isValidNationalId(code: string): boolean {
  const digits = toLatinDigits(code.trim());
  if (!/^[0-9]{8,10}$/.test(digits)) return false;
  const padded = digits.padStart(10, '0');
  if (/^0+$/.test(padded)) return false;
  return Number(padded[9]) === nationalIdCheckDigit(padded);
}

/** Validates an Iranian national ID; the value is the 10-digit Latin-digit code. */
export function validateNationalId(code: string): ValidationResult {
  const digits = toLatinDigits(code.trim());
  if (digits.length === 0) return invalid('کد ملی را وارد کنید.');
  if (!/^[0-9]+$/.test(digits)) return invalid('کد ملی فقط باید شامل رقم باشد.');
  if (digits.length < 8 || digits.length > 10) return invalid('کد ملی باید ۱۰ رقم باشد.');
  if (!isValidNationalId(digits)) return invalid('کد ملی معتبر نیست.');
  return valid(digits.padStart(10, '0'));
}

// ── Mobile, postal code, e-mail, passport ───────────────────────────────────────────────────────────────────

/**
 * Normalises an Iranian mobile number to `09xxxxxxxxx`. Accepts Persian/Arabic-Indic digits, spaces, dashes,
 * dots and parentheses, and the prefixes `+98`, `0098`, `98` (only when 12 digits follow the plus-less form),
 * `0`, or none (`9xxxxxxxxx`).
 */
export function validateMobile(mobile: string): ValidationResult {
  const cleaned = toLatinDigits(mobile.trim()).replace(/[\s\-().\u200C\u200E\u200F]/g, '');
  if (cleaned.length === 0) return invalid('شماره همراه را وارد کنید.');
  let rest: string;
  if (cleaned.startsWith('+98')) rest = cleaned.slice(3);
  else if (cleaned.startsWith('0098')) rest = cleaned.slice(4);
  else if (cleaned.startsWith('98') && cleaned.length === 12) rest = cleaned.slice(2);
  else if (cleaned.startsWith('0') && cleaned.length === 11) rest = cleaned.slice(1);
  else rest = cleaned;
  if (!/^[0-9]+$/.test(rest)) return invalid('شماره همراه فقط باید شامل رقم باشد.');
  if (!/^9[0-9]{9}$/.test(rest)) return invalid('شماره همراه معتبر نیست؛ نمونه درست: ۰۹۱۲۱۲۳۴۵۶۷');
  return valid(`0${rest}`);
}

/** The mobile number as `09xxxxxxxxx`, or null when it is not a valid Iranian mobile number. */
export function normalizeMobile(mobile: string): string | null {
  const result = validateMobile(mobile);
  return result.ok ? result.value : null;
}

/** Validates a 10-digit postal code (Persian digits, spaces and dashes accepted); the value has Latin digits. */
export function validatePostalCode(code: string): ValidationResult {
  const digits = toLatinDigits(code.trim()).replace(/[\s-]/g, '');
  if (digits.length === 0) return invalid('کد پستی را وارد کنید.');
  if (!/^[0-9]{10}$/.test(digits)) return invalid('کد پستی باید ۱۰ رقم باشد.');
  return valid(digits);
}

/** Validates an e-mail address (trimmed, domain lower-cased, at most 254 characters, one `@`, a dotted domain). */
export function validateEmail(email: string): ValidationResult {
  const trimmed = email.trim();
  if (trimmed.length === 0) return invalid('ایمیل را وارد کنید.');
  const match = /^([A-Za-z0-9._%+'-]+)@((?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,})$/.exec(trimmed);
  if (trimmed.length > 254 || !match || match[1].length > 64 || /^\.|\.$|\.\./.test(match[1])) {
    return invalid('ایمیل معتبر نیست؛ نمونه درست: name@example.com');
  }
  return valid(`${match[1]}@${match[2].toLowerCase()}`);
}

/** Validates a passport number: 5–20 Latin letters and digits (Persian digits accepted); the value is upper case. */
export function validatePassportNumber(passport: string): ValidationResult {
  const cleaned = toLatinDigits(passport.trim()).replace(/\s/g, '').toUpperCase();
  if (cleaned.length === 0) return invalid('شماره گذرنامه را وارد کنید.');
  if (!/^[A-Z0-9]{5,20}$/.test(cleaned)) return invalid('شماره گذرنامه باید ۵ تا ۲۰ حرف لاتین یا رقم باشد.');
  return valid(cleaned);
}

/** Validates a required text field; the value is trimmed. `label` names the field in the message. */
export function validateRequired(text: string, label: string): ValidationResult {
  const trimmed = text.trim();
  return trimmed.length > 0 ? valid(trimmed) : invalid(`${label} را وارد کنید.`);
}

/** A review rating as sent (§5): an integer 1–5 is kept, anything else becomes 1. */
export function normalizeRating(rating: number): number {
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : 1;
}
