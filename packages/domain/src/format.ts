/**
 * Formatting for display (§9): Jalali and Gregorian dates in Asia/Tehran, Persian digits, thousands grouping,
 * Rial and Toman amounts and the hh:mm:ss countdown. Calendar arithmetic comes from Intl.DateTimeFormat
 * (calendar 'persian', time zone 'Asia/Tehran'); month and weekday names are ours so that every runtime shows
 * the same text.
 *
 * Choices where the specification is open: numbers group thousands with `,` by default (§9), `٬` (U+066C) on
 * request; digits are Persian by default; a `YYYY-MM-DD` text is a calendar date and is shown as that very day;
 * an invalid date formats as ''; rialToToman rounds to the nearest whole Toman.
 */
import { toLatinDigits, toPersianDigits } from './digits';
import { CalendarType } from './enums';

/** Time zone of every date shown (§9). */
export const TIME_ZONE = 'Asia/Tehran';
/** Jalali month names, Farvardin first. */
export const JALALI_MONTH_NAMES = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;
/** Persian weekday names, Saturday (شنبه) first as the Iranian week starts. */
export const PERSIAN_WEEKDAY_NAMES = ['شنبه', 'یک‌شنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنج‌شنبه', 'جمعه'] as const;
/** Gregorian month names as written in Persian, January first. */
export const GREGORIAN_MONTH_NAMES_FA = [
  'ژانویه',
  'فوریه',
  'مارس',
  'آوریل',
  'مه',
  'ژوئن',
  'ژوئیه',
  'اوت',
  'سپتامبر',
  'اکتبر',
  'نوامبر',
  'دسامبر',
] as const;

/** Which digits to write: Persian (default) or Latin. */
export type DigitStyle = 'fa' | 'latn';
/** Thousands separator: comma (default, §9) or the Persian separator ٬ (U+066C). */
export type GroupSeparator = ',' | '٬';

/** Options of the number formatters. */
export interface NumberFormatOptions {
  digits?: DigitStyle;
  separator?: GroupSeparator;
  /** Also mark a positive number with `+` (a ledger's incoming line); zero stays unsigned. */
  signed?: boolean;
}

/**
 * The sign in front of a Persian number, as CLDR's `fa` writes it: a left-to-right mark, then the sign. Without the
 * mark a leading `-` takes the right-to-left side of the line and shows after the digits ("۱۲۵-"); with it the sign
 * stays on the left of the number, where a reader expects it (bidi rule W7 makes the digits and the sign one
 * left-to-right run).
 */
const signOf = (value: number, options: NumberFormatOptions): string => {
  const fa = (options.digits ?? 'fa') === 'fa';
  if (value < 0) return fa ? '\u200E\u2212' : '-';
  if (value > 0 && options.signed) return fa ? '\u200E+' : '+';
  return '';
};

const applyDigits = (text: string, digits: DigitStyle = 'fa'): string =>
  digits === 'fa' ? toPersianDigits(text) : toLatinDigits(text);

/** Groups the integer part of a number in thousands: 1250000 → '۱,۲۵۰,۰۰۰' (decimals kept, `.` → `٫` in Persian). */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const separator = options.separator ?? ',';
  const [intPart, fraction] = String(Math.abs(value)).includes('e')
    ? [BigInt(Math.round(Math.abs(value))).toString(), undefined]
    : String(Math.abs(value)).split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  const decimalPoint = (options.digits ?? 'fa') === 'fa' ? '٫' : '.';
  const text = `${signOf(value, options)}${grouped}${fraction ? decimalPoint + fraction : ''}`;
  return applyDigits(text, options.digits);
}

/** Rials to Toman (÷ 10, rounded to a whole Toman). */
export function rialToToman(rial: number): number {
  return Math.round(rial / 10);
}

/** Toman to Rials (× 10). */
export function tomanToRial(toman: number): number {
  return toman * 10;
}

/** A Rial amount with its unit: '۱,۲۵۰,۰۰۰ ریال'. */
export function formatRial(rial: number, options: NumberFormatOptions = {}): string {
  return `${formatNumber(rial, options)} ریال`;
}

/** A Rial amount shown in Toman with its unit: 1250000 → '۱۲۵,۰۰۰ تومان' ('۱۲۵٬۰۰۰ تومان' with separator '٬'). */
export function formatToman(rial: number, options: NumberFormatOptions = {}): string {
  return `${formatNumber(rialToToman(rial), options)} تومان`;
}

/** Seconds as an hh:mm:ss countdown (hours not capped at 24; negative counts as 0; fractions dropped). */
export function countdown(seconds: number, digits: DigitStyle = 'latn'): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return applyDigits(text, digits);
}

// ── Dates ───────────────────────────────────────────────────────────────────────────────────────────────────

/** A date input: a Date, epoch milliseconds, an ISO instant, or a `YYYY-MM-DD` calendar date. */
export type DateInput = Date | number | string;

/** Year, month (1–12), day, weekday (0 = Saturday … 6 = Friday), hour and minute of a moment in one calendar. */
export interface CalendarParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

/** The moment of a DateInput (a `YYYY-MM-DD` text is taken at noon Tehran time); null when invalid. */
export function toDate(input: DateInput): Date | null {
  let date: Date;
  if (typeof input === 'string') {
    const text = toLatinDigits(input.trim());
    date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T12:00:00+03:30`) : new Date(text);
  } else date = new Date(input instanceof Date ? input.getTime() : input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(calendar: 'persian' | 'gregory', date: Date): CalendarParts {
  let f = formatters.get(calendar);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      calendar,
      numberingSystem: 'latn',
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formatters.set(calendar, f);
  }
  // One formatToParts per date (not one per field): the booking bar formats sixty dates while a phone hydrates.
  const parts = f.formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekdays = ['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
  return {
    year: Number.parseInt(get('year'), 10),
    month: Number.parseInt(get('month'), 10),
    day: Number.parseInt(get('day'), 10),
    weekday: weekdays.indexOf(get('weekday')),
    hour: Number.parseInt(get('hour'), 10) % 24,
    minute: Number.parseInt(get('minute'), 10),
  };
}

/** Jalali year, month, day, weekday, hour and minute of a moment in Asia/Tehran; null when invalid. */
export function toJalaliParts(input: DateInput): CalendarParts | null {
  const date = toDate(input);
  return date ? partsIn('persian', date) : null;
}

/** Gregorian year, month, day, weekday, hour and minute of a moment in Asia/Tehran; null when invalid. */
export function toGregorianParts(input: DateInput): CalendarParts | null {
  const date = toDate(input);
  return date ? partsIn('gregory', date) : null;
}

/** The Gregorian calendar date `YYYY-MM-DD` of a moment in Asia/Tehran (the API's date format); '' when invalid. */
export function toIsoDate(input: DateInput): string {
  const p = toGregorianParts(input);
  if (!p) return '';
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** A Gregorian wall-clock time: year, month (1–12), day, hour, minute. */
export type WallClock = Pick<CalendarParts, 'year' | 'month' | 'day' | 'hour' | 'minute'>;

/**
 * The moment at which Tehran's clocks read `wall` (Gregorian): a staff member abroad still enters Tehran's time.
 * Starts from the zone's present offset (+03:30) and corrects by what Tehran's clock reads then, which covers the
 * years of summer time (+04:30, until 2022). A time skipped when the clocks went forward lands an hour later.
 */
export function tehranMoment(wall: WallClock): Date {
  const asUtc = (p: WallClock) => Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  const target = asUtc(wall);
  let moment = target - 3.5 * 3_600_000;
  for (let i = 0; i < 2; i++) moment += target - asUtc(partsIn('gregory', new Date(moment)));
  return new Date(moment);
}

/** Options of the date formatters. */
export interface DateFormatOptions {
  /** 'long': «پنج‌شنبه ۲ فروردین ۱۴۰۳»; 'short' (default): «۱۴۰۳/۰۱/۰۲». */
  style?: 'long' | 'short';
  /** Show the weekday in the long form (default true). */
  weekday?: boolean;
  /** Append the time «، ساعت ۱۴:۳۰» (default false). */
  time?: boolean;
  digits?: DigitStyle;
}

function formatParts(p: CalendarParts, monthNames: readonly string[], options: DateFormatOptions): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date =
    options.style === 'long'
      ? `${options.weekday === false ? '' : `${PERSIAN_WEEKDAY_NAMES[p.weekday]} `}${p.day} ${monthNames[p.month - 1]} ${p.year}`
      : `${p.year}/${pad(p.month)}/${pad(p.day)}`;
  const text = options.time ? `${date}، ساعت ${pad(p.hour)}:${pad(p.minute)}` : date;
  return applyDigits(text, options.digits);
}

/** A date in the Jalali calendar, Asia/Tehran: short «۱۴۰۳/۰۱/۰۲» or long «پنج‌شنبه ۲ فروردین ۱۴۰۳». */
export function formatJalaliDate(input: DateInput, options: DateFormatOptions = {}): string {
  const p = toJalaliParts(input);
  return p ? formatParts(p, JALALI_MONTH_NAMES, options) : '';
}

/** A date in the Gregorian calendar, Asia/Tehran: short «۲۰۲۴/۰۳/۲۱» or long «پنج‌شنبه ۲۱ مارس ۲۰۲۴». */
export function formatGregorianDate(input: DateInput, options: DateFormatOptions = {}): string {
  const p = toGregorianParts(input);
  return p ? formatParts(p, GREGORIAN_MONTH_NAMES_FA, options) : '';
}

/** A date in the member's calendar (§9: Jalali 1, Gregorian 2; Jalali by default). */
export function formatDate(
  input: DateInput,
  calendar: CalendarType = CalendarType.jalali,
  options: DateFormatOptions = {},
): string {
  return calendar === CalendarType.gregorian ? formatGregorianDate(input, options) : formatJalaliDate(input, options);
}

/** The time of day `HH:mm` in Asia/Tehran; '' when invalid. */
export function formatTime(input: DateInput, digits: DigitStyle = 'fa'): string {
  const p = toJalaliParts(input);
  return p ? applyDigits(`${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`, digits) : '';
}

/**
 * The Gregorian `YYYY-MM-DD` of a Jalali date (month 1–12), or '' when it does not exist. Searches around the
 * estimated day with Intl so it agrees with formatJalaliDate; accepts Persian digits in text form via parseJalaliDate.
 */
export function jalaliToIsoDate(year: number, month: number, day: number): string {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1 || day > 31) return '';
  // 1 Farvardin falls on 20–21 March of Gregorian year (jy + 621); start from there and adjust.
  const approx = Date.UTC(year + 621, 2, 21, 12) + ((month - 1) * 30.6 + (day - 1)) * 86_400_000;
  for (let delta = -4; delta <= 4; delta++) {
    const d = new Date(approx + delta * 86_400_000);
    const p = partsIn('persian', d);
    if (p.year === year && p.month === month && p.day === day) return toIsoDate(d);
  }
  return '';
}

/** A Jalali month: year and month (1–12). */
export interface JalaliMonth {
  year: number;
  month: number;
}

/**
 * Reads a Jalali month written `YYYY-MM` (any digit set, surrounding space ignored): the agency statement's month, as
 * the API's query and the panel's month list carry it. Null when it is not one (`1405-13`, `1405-9`, `2026/11`).
 */
export function parseJalaliMonth(text: string): JalaliMonth | null {
  const m = /^(\d{4})-(\d{2})$/.exec(toLatinDigits(text.trim()));
  if (!m) return null;
  const [year, month] = [Number(m[1]), Number(m[2])];
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** A Jalali month `YYYY-MM` as it reads in Persian: «آذر ۱۴۰۵» for `1405-09`; the text itself when it is not a month. */
export function formatJalaliMonth(text: string): string {
  const m = parseJalaliMonth(text);
  return m ? toPersianDigits(`${JALALI_MONTH_NAMES[m.month - 1]} ${m.year}`) : text;
}

/** Parses a Jalali date typed as `1403/01/02` or `1403-1-2` (any digit set) to Gregorian `YYYY-MM-DD`; '' if invalid. */
export function parseJalaliDate(text: string): string {
  return parseCalendarDate(text, CalendarType.jalali);
}

/**
 * Parses a date as a person types it in `calendar` to Gregorian `YYYY-MM-DD`; '' when it is not a real day. Any
 * digit set; year first, separated by `/`, `-`, `.` or spaces (`۱۴۰۵/۹/۱۲`), or eight digits with none (`14050912`,
 * what a phone's number pad can type).
 */
export function parseCalendarDate(text: string, calendar: CalendarType): string {
  const latin = toLatinDigits(text.trim());
  const m = /^(\d{4})[/\-. ]+(\d{1,2})[/\-. ]+(\d{1,2})$/.exec(latin) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(latin);
  if (!m) return '';
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (calendar === CalendarType.jalali) return jalaliToIsoDate(year, month, day);
  const iso = `${m[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // A day the calendar has (not 30 February): the date object keeps it as typed.
  const d = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.getUTCMonth() + 1 === month && d.getUTCDate() === day ? iso : '';
}
