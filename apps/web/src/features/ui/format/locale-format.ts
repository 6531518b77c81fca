import type { DisplayCurrency, Lang } from '@vip/contract';
import {
  ARABIC_INDIC_DIGITS,
  type DateInput,
  formatJalaliDate,
  formatNumber,
  formatTime,
  formatToman,
  rialToToman,
  TIME_ZONE,
  toDate,
  toLatinDigits,
  toPersianDigits,
} from '@vip/domain';
import type { FormatSettings } from './settings';

/**
 * One formatter for every date, number and price the site shows, in the reader's language and settings
 * (docs/architecture.md, "Dates, digits and prices"). Persian is exactly @vip/domain's format (Jalali, Persian digits,
 * Toman); English and Arabic use ICU (Intl) in Asia/Tehran — Gregorian, or Hijri (Umm al-Qura) for an Arabic reader
 * who picks it — with Latin or Arabic-Indic digits. Prices stay in Toman everywhere; the foreign amount is only an
 * approximation beside it, payment is always in Rials.
 */
export interface LocaleFormat {
  readonly settings: FormatSettings;
  /** 1250000 → «1,250,000» / «۱,۲۵۰,۰۰۰» / «١٬٢٥٠٬٠٠٠». */
  number(value: number): string;
  /** Digits inside a text (a reference, a phone, a count) in the reader's digits. */
  digits(text: string | number): string;
  /** A Rial amount in Toman with its unit: «125,000 Toman», «١٢٥٬٠٠٠ تومان». */
  toman(rial: number, options?: { signed?: boolean }): string;
  /** A date: 'short' «2024-03-21»-like numeric form, 'long' with month name (and weekday unless `weekday: false`). */
  date(input: DateInput, options?: DateOptions): string;
  /** Time of day HH:mm in Asia/Tehran. */
  time(input: DateInput): string;
  /** A date with its time. */
  dateTime(input: DateInput, options?: DateOptions): string;
  /**
   * The approximate amount of a Rial price in the chosen currency, clearly marked: «≈ 12.40 USD (approx.)»; '' when
   * no currency is chosen or its rate is not set.
   */
  approx(rial: number, rials: RialsPerUnit): string;
}

export interface DateOptions {
  style?: 'short' | 'long';
  weekday?: boolean;
}

/** Rials per one unit of each display currency, as the rate table answers (null = not set). */
export type RialsPerUnit = Partial<Record<DisplayCurrency, number | null>>;

const TOMAN: Record<Lang, string> = { fa: 'تومان', en: 'Toman', ar: 'تومان' };
/** How a reader names the currency after the amount: «12.40 USD», «١٢٫٤٠ دولار». */
const CURRENCY_NAMES: Record<Lang, Record<DisplayCurrency, string>> = {
  fa: { USD: 'دلار', EUR: 'یورو', AED: 'درهم' },
  en: { USD: 'USD', EUR: 'EUR', AED: 'AED' },
  ar: { USD: 'دولار', EUR: 'يورو', AED: 'درهم' },
};
const APPROX: Record<Lang, (amount: string) => string> = {
  fa: (a) => `≈ ${a} (تقریبی)`,
  en: (a) => `≈ ${a} (approx.)`,
  ar: (a) => `≈ ${a} (تقريبي)`,
};

const toArabicIndicDigits = (text: string | number): string =>
  toLatinDigits(String(text)).replace(/[0-9]/g, (d) => ARABIC_INDIC_DIGITS[Number(d)]);

/** The ICU locale of the reader's settings: 'en-GB' keeps day-month-year; the Arabic calendar and digits ride as -u-. */
function icuLocale(s: FormatSettings): string {
  if (s.lang === 'en') return 'en-GB-u-nu-latn';
  if (s.lang === 'fa') return `fa-IR-u-nu-${s.digits === 'latn' ? 'latn' : 'arabext'}`;
  const calendar = s.calendar === 'hijri' ? 'islamic-umalqura' : 'gregory';
  return `ar-u-ca-${calendar}-nu-${s.digits === 'latn' ? 'latn' : 'arab'}`;
}

export function createLocaleFormat(settings: FormatSettings): LocaleFormat {
  const locale = icuLocale(settings);
  const persian = settings.lang === 'fa';
  const faDigits = settings.digits === 'latn' ? 'latn' : 'fa';
  const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  // A ledger line: «+10,000», «-10,000»; zero unsigned (as @vip/domain's `signed`).
  const signedFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const short = new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const long = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });
  const longWeekday = new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const clock = new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  const date = (input: DateInput, options: DateOptions = {}): string => {
    if (persian) return formatJalaliDate(input, { style: options.style, weekday: options.weekday, digits: faDigits });
    const d = toDate(input);
    if (!d) return '';
    if (options.style !== 'long') return short.format(d);
    return (options.weekday === false ? long : longWeekday).format(d);
  };
  const time = (input: DateInput): string => {
    if (persian) return formatTime(input, faDigits);
    const d = toDate(input);
    return d ? clock.format(d) : '';
  };

  return {
    settings,
    digits: (text) =>
      settings.digits === 'latn' || settings.lang === 'en'
        ? toLatinDigits(String(text))
        : persian
          ? toPersianDigits(text)
          : toArabicIndicDigits(text),
    number: (value) => (persian ? formatNumber(value, { digits: faDigits }) : numberFormat.format(value)),
    toman: (rial, options = {}) =>
      persian
        ? formatToman(rial, { digits: faDigits, signed: options.signed })
        : `${(options.signed ? signedFormat : numberFormat).format(rialToToman(rial))} ${TOMAN[settings.lang]}`,
    date,
    time,
    dateTime: (input, options = {}) => {
      if (persian) return formatJalaliDate(input, { ...options, time: true, digits: faDigits });
      const day = date(input, options);
      return day ? `${day}${settings.lang === 'en' ? ', ' : '، '}${time(input)}` : '';
    },
    approx: (rial, rials) => {
      const currency = settings.currency;
      const rate = currency ? rials[currency] : null;
      if (!currency || !rate || !Number.isFinite(rial)) return '';
      const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        rial / rate,
      );
      return APPROX[settings.lang](`${amount} ${CURRENCY_NAMES[settings.lang][currency]}`);
    },
  };
}
