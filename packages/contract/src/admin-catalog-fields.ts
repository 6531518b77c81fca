import { persianLetters, type StaffRole } from '@vip/domain';
import { z } from 'zod';
import { detailOf, latinDigits, MAX_INT32 } from './common';

// Field rules the back office's catalogue records share (admin-catalog.ts and its admin-catalog-*.ts areas).

/** Who edits the catalogue and the content. */
export const CATALOG_ROLES = ['admin', 'editor'] as const satisfies readonly StaffRole[];

// ── Field rules shared by the resources ──────────────────────────────────────────────────────────────────────

/** Persian text as stored: trimmed, Arabic ي/ك → Persian ی/ک (as member names are). */
export const text = (max: number) => z.string().trim().max(max, `حداکثر ${max} نویسه.`).transform(persianLetters);
/** A text that must not be empty, named in its message. */
export const requiredText = (label: string, max = 200) =>
  z
    .string(`«${label}» را وارد کنید.`)
    .trim()
    .min(1, `«${label}» را وارد کنید.`)
    .max(max, `«${label}» حداکثر ${max} نویسه است.`)
    .transform(persianLetters);
/** Latin text (English titles, IATA codes): trimmed. */
export const latin = (max: number) => z.string().trim().max(max, `حداکثر ${max} نویسه.`);
/**
 * An English or Arabic text: kept as typed (Persian text fields turn Arabic ي/ك into Persian letters, which would spoil
 * Arabic); blank means untranslated, and answers in that language fall back to Persian.
 */
export const translation = (max: number) => latin(max).optional();
/** A URL slug: lower-case letters (Latin or Persian), digits and single dashes. */
export const slug = z
  .string('نامک (slug) را وارد کنید.')
  .trim()
  .toLowerCase()
  .regex(/^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u, 'نامک فقط حرف کوچک، رقم و خط تیره دارد (مانند nike-air).')
  .max(120, 'نامک حداکثر ۱۲۰ نویسه است.');
/** A number, also as a string of Latin or Persian digits ("۱۲۰۰۰"); anything else is left for the number check. */
export const digits = (v: unknown) => {
  const latin = latinDigits(v);
  return typeof latin === 'string' && /^-?\d{1,16}$/.test(latin.trim()) ? Number(latin) : latin;
};
/** Money: integer Rials, never negative (Persian digits accepted in a string). */
export const rials = z.preprocess(
  digits,
  z
    .number('مبلغ را به ریال و به عدد وارد کنید.')
    .int('مبلغ به ریال و بدون اعشار است.')
    .min(0, 'مبلغ نمی‌تواند منفی باشد.')
    .max(Number.MAX_SAFE_INTEGER, 'مبلغ بیش از اندازه است.'),
);
/** A local time of day `HH:mm` (Persian digits accepted). */
export const clock = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? latinDigits(v).trim() : v),
    z
      .string(`«${label}» را به شکل ۲۳:۰۰ وارد کنید.`)
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `«${label}» به شکل ۲۳:۰۰ است.`),
  );
/** A whole number in a range (counts, minutes, priorities). */
export const int = (min: number, max: number, label: string) =>
  z.preprocess(
    digits,
    z
      .number(`«${label}» را به عدد وارد کنید.`)
      .int(`«${label}» عدد صحیح است.`)
      .min(min, `«${label}» دست‌کم ${min} است.`)
      .max(max, `«${label}» حداکثر ${max} است.`),
  );
export const priority = int(-100_000, 100_000, 'اولویت');
/** The id of a related row (checked by the server: an unknown one is a 400 on that field). */
export const refId = (label: string) =>
  z.preprocess(
    digits,
    z.number(`شناسهٔ «${label}» را وارد کنید.`).int().positive(`شناسهٔ «${label}» معتبر نیست.`).max(MAX_INT32),
  );
/** An instant (ISO-8601 with a zone). */
export const instant = z.iso.datetime({ offset: true, message: 'زمان باید به شکل ISO-8601 با منطقهٔ زمانی باشد.' });
/** An IATA code (airport 3 letters, airline 2 characters). */
export const iata = (length: number) =>
  z
    .string('کد IATA را وارد کنید.')
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9]{${length}}$`), `کد IATA ${length} حرف یا رقم لاتین است.`);

/**
 * An image as a body gives it: the `key` answered by the image upload (`POST /v1/admin/fa/catalog/images`), or the
 * key the record already holds, and its Persian alt text.
 */
export const catalogImageInput = z.object({
  key: z
    .string('تصویر را بارگذاری کنید.')
    .regex(/^[a-z0-9][a-z0-9_-]{2,120}$/, 'کلید تصویر معتبر نیست؛ تصویر را دوباره بارگذاری کنید.'),
  alt: text(300).optional(),
});
/** An image as a record holds it: its key, alt text, full size and the URL of its 640px variant. */
export const catalogImage = z.object({
  key: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type CatalogImage = z.infer<typeof catalogImage>;

/** What the image upload answers: the reference bodies take (`{ key, alt }`), with its size and URLs. */
export const uploadedImage = detailOf(
  z.object({
    key: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    url: z.string(),
    srcset: z.string(),
  }),
);

export const id = z.number().int();
export const nullableId = z.number().int().nullable();
