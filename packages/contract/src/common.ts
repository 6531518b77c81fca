import { toLatinDigits, toPersianDigits } from '@vip/domain';
import { z } from 'zod';
import { fieldLabel, invalidValueMessage } from './messages';

// Persian validation messages for every schema built from this package: zod's fa locale, except that its generic
// ones («ورودی نامعتبر: می‌بایست string می‌بود…», «خیلی بزرگ: string باید <=50…») become sentences naming the field.
const faLocale = z.locales.fa().localeError;
z.config({
  localeError: (issue) => {
    const label = fieldLabel(issue.path ?? []);
    const sized = (issue as { origin?: string }).origin;
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return `${label ?? 'این مقدار'} را وارد کنید.`;
        return invalidValueMessage(label);
      case 'invalid_value':
        // A missing choice (an enum, a code) is asked for like any missing field.
        if (issue.input === undefined) return `${label ?? 'این مقدار'} را وارد کنید.`;
        return invalidValueMessage(label);
      case 'invalid_union':
      case 'invalid_element':
      case 'invalid_key':
      case 'invalid_format':
      case 'not_multiple_of':
        return invalidValueMessage(label);
      case 'too_small':
      case 'too_big': {
        const small = issue.code === 'too_small';
        const limit = toPersianDigits(String(small ? issue.minimum : issue.maximum));
        const bound = small ? 'دست‌کم' : 'حداکثر';
        if (sized === 'string') {
          if (small && Number(issue.minimum) <= 1) return `${label ?? 'این مقدار'} را وارد کنید.`;
          return `${label ?? 'این مقدار'} باید ${bound} ${limit} نویسه باشد.`;
        }
        if (sized === 'array' || sized === 'set') {
          return `${label ? `فهرست «${label}»` : 'این فهرست'} باید ${bound} ${limit} مورد داشته باشد.`;
        }
        return `${label ?? 'این مقدار'} باید ${bound} ${limit} باشد.`;
      }
      default:
        return faLocale(issue);
    }
  },
});

/** Default page size of §9 for most lists. */
export const DEFAULT_LIMIT = 12;
/** Largest page a client may ask for. */
export const MAX_LIMIT = 100;

/** Largest id, count or offset the API accepts: PostgreSQL's `integer` (a larger one is a 400, not a database error). */
export const MAX_INT32 = 2 ** 31 - 1;

/** Whether `YYYY-MM-DD` names a real Gregorian day (not 2026-02-31). */
export function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/**
 * A Gregorian calendar date `YYYY-MM-DD` (Persian digits accepted): the shape, then a real day, each a Persian 400
 * (an impossible date such as 2026-02-31 never reaches the database).
 */
export function calendarDate(shapeMessage = 'تاریخ باید به شکل YYYY-MM-DD باشد.') {
  return z.preprocess(
    latinDigits,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, shapeMessage)
      .refine(isCalendarDate, 'تاریخ واردشده معتبر نیست.'),
  );
}

/** An integer id from a path or query string ("12", "۱۲" are both accepted). */
export const idParam = z.preprocess(latinDigits, z.coerce.number().int().positive().max(MAX_INT32));

/** `{ id }` path parameters. */
export const idParams = z.object({ id: idParam });
/** An id inside a JSON body: a positive PostgreSQL `integer` (a larger one is a 400, not a database error). */
export const bodyId = z.number().int().positive().max(MAX_INT32);

/** Query-string boolean: `true`/`false`/`1`/`0`. */
export const queryBool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

/** Comma-separated list of positive ids (`1,2,3`), also accepted as a repeated parameter. */
export const idList = z.preprocess(
  (v) =>
    (Array.isArray(v) ? (v as unknown[]) : String(v).split(','))
      .map((s) => latinDigits(String(s)).trim())
      .filter((s) => s !== '')
      .map(Number),
  z.array(z.number().int().positive().max(MAX_INT32)).max(100),
);

/** `limit`/`offset` paging with the given default limit, capped at MAX_LIMIT. */
export function pagingQuery(defaultLimit = DEFAULT_LIMIT) {
  return z.object({
    limit: z.preprocess(latinDigits, z.coerce.number().int().min(1).max(MAX_LIMIT)).default(defaultLimit),
    offset: z.preprocess(latinDigits, z.coerce.number().int().min(0).max(MAX_INT32)).default(0),
    sort: z.string().max(200).optional(),
  });
}

/** Search parameters of §7, shared by every searchable list. */
export const searchQuery = z.object({
  search_keywords: z.string().max(200).optional(),
  search_text: z.string().max(200).optional(),
  /** `all` (default): search every text field; `title`: the title only. */
  search_mode: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['all', 'title'])).optional(),
  /** `and` (default): every word must match; `or`: any word suffices. */
  search_type: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['and', 'or'])).optional(),
  match_whole_word_for_search_keywords: queryBool.optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * An amount of money: Rials (IRR), a whole number; the `Money` schema of the OpenAPI document. The API never sends
 * Toman (the site divides by 10 to show them).
 */
export const money = z
  .number()
  .int()
  .meta({ id: 'Money', description: 'An amount of money in Rials (IRR), a whole number; 10 Rials are 1 Toman.' });

/** A money field saying what it is (still the document's Money, in Rials). */
export const rials = (what: string) => money.describe(`${what}, in Rials.`);

/** Paging block of every list answer. */
export const paging = z.object({
  offset: z.number().int(),
  limit: z.number().int(),
  total: z.number().int().describe('Number of items over all pages'),
  returned: z.number().int(),
  has_more: z.boolean(),
});
export type Paging = z.infer<typeof paging>;

/** `{ data: [...], paging }` list envelope. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), paging });
}

/** `{ data: {...} }` detail envelope. */
export function detailOf<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** Error body of §8; `error_message` is Persian and fit to show a person. */
export const errorBody = z.object({
  status_code: z.number().int(),
  error_code: z.string(),
  error_message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  amount_rials: z
    .number()
    .int()
    .optional()
    .describe('With `payment_required` only: what the change costs, in Rials, that the wallet could not cover'),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** A list answer as the client receives it. */
export type ListResponse<T> = { data: T[]; paging: Paging };
/** A detail answer as the client receives it. */
export type DetailResponse<T> = { data: T };

/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits to Latin for strings; other values pass through unchanged. */
export function latinDigits(v: string): string;
export function latinDigits(v: unknown): unknown;
export function latinDigits(v: unknown): unknown {
  return typeof v === 'string' ? toLatinDigits(v) : v;
}

/** `code: meaning` lines of an enumeration, for the document's description of a coded field. */
export function codeMeanings<C extends string | number>(meanings: Record<C, string>): string {
  return Object.entries(meanings)
    .map(([code, meaning]) => `\`${code}\`: ${meaning}`)
    .join('; ');
}

/**
 * A body or answer field holding one of an enumeration's codes, with what each code means: typed as the domain's
 * code, an enum in the OpenAPI document whose description lists the meanings, and (in a body) a Persian 400 for
 * any other value. `meanings` has a line for every code, so a new code cannot go undocumented.
 */
export function codeField<C extends string | number>(meanings: Record<C, string>, message?: string, what?: string) {
  // Object keys are strings: a numeric enumeration's codes are numbers again.
  const codes = Object.keys(meanings).map((k) => (/^-?\d+$/.test(k) ? Number(k) : k)) as C[];
  // A missing field keeps the shared «… را وارد کنید.»; any other value gets `message`.
  return z
    .literal(codes as [C, ...C[]], { error: (issue) => (issue.input === undefined ? undefined : message) })
    .meta({ description: [what, codeMeanings(meanings)].filter(Boolean).join(': ') });
}

/**
 * A query parameter holding one of an enumeration's numeric codes (Persian digits accepted), typed as the domain's
 * code and an enum in the OpenAPI document; anything else is a Persian 400.
 */
export const queryCode = <T extends Record<string, number>>(values: T, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(toLatinDigits(v).trim()) : v),
    z.literal(Object.values(values) as [T[keyof T], ...T[keyof T][]], { error: message }),
  );
