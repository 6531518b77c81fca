import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import {
  type PasswordLevel,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED_SCORE,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordStrength,
  toPersianDigits,
  validatePassword,
} from '@vip/domain';

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` with a random 16-byte salt (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize('NFC'), salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;
/** A hash to check against when the e-mail is unknown, so a failed sign-in takes the same time either way. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

// The §5 character classes named in messages. Which ones a password lacks is found by asking the domain's
// passwordStrength whether adding a sample character would raise the score (so the rule stays in @vip/domain).
const CLASSES: [sample: string, label: string][] = [
  ['a', 'حرف کوچک انگلیسی'],
  ['A', 'حرف بزرگ انگلیسی'],
  ['1', 'رقم'],
  ['!', `یکی از نویسه‌های ${PASSWORD_SPECIAL_CHARACTERS.split('').join(' ')}`],
];

/** The §5 character classes the password does not have (Persian labels). */
export function missingPasswordClasses(password: string, level: PasswordLevel): string[] {
  const base = passwordStrength(`${password} `, level);
  return CLASSES.filter(([sample]) => passwordStrength(password + sample, level) > base).map(([, label]) => label);
}

/**
 * null when the password reaches `level` (§5 score, PASSWORD_REQUIRED_SCORE), else a Persian message saying
 * what is missing: the length and/or the character classes still needed.
 */
export function passwordProblem(password: string, level: PasswordLevel): string | null {
  if (validatePassword(password, level).ok) return null;
  const parts: string[] = [];
  const min = PASSWORD_MIN_LENGTH[level];
  if ([...password].length < min) parts.push(`دست‌کم ${toPersianDigits(min)} نویسه باشد`);
  const missing = missingPasswordClasses(password, level);
  const needed = PASSWORD_REQUIRED_SCORE[level] - 1;
  const lacking = needed - (CLASSES.length - missing.length);
  if (lacking > 0) {
    parts.push(`${toPersianDigits(lacking)} مورد دیگر از این‌ها را هم داشته باشد: ${missing.join('، ')}`);
  }
  if (parts.length === 0) return validatePassword(password, level).ok ? null : 'رمز عبور ضعیف است.';
  return `رمز عبور ضعیف است؛ باید ${parts.join(' و ')}.`;
}
