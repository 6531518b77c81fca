/**
 * The texts of a CIP booking's SMS in each language the member may read (members.locale): Persian as the site
 * speaks, English and Arabic for travellers from abroad (docs/cip.md, "SMS"). References, amounts, dates and times
 * are written in the reader's digits and calendar as the site shows them by default: Jalali and Persian digits in
 * Persian, Gregorian with Latin digits in English, Gregorian with Arabic-Indic digits in Arabic. A flight's moment
 * comes as data (SmsFlightMoment) and is worded here, so the delayed, changed and reminder SMS read right in each.
 */
import { type Lang, nameIn } from '@vip/contract';
import { digitsIn } from '../member/sms-texts';
import { formatJalaliDate, formatToman, rialToToman, toPersianDigits } from '@vip/domain';

/** What a booking's SMS says about a change the customer should know of. */
export type CipEvent =
  | 'paid'
  | 'confirmed'
  | 'canceled'
  | 'side-canceled'
  | 'flight-canceled'
  | 'delayed'
  | 'flight-changed'
  | 'greeter'
  | 'reminder'
  | 'checked-in'
  | 'no-show';

/** A flight's departure as an SMS tells it: the flight code as printed, the local day and time, the airport. */
export interface SmsFlightMoment {
  flight: string;
  /** The departure's local calendar day at the origin, YYYY-MM-DD. */
  date: string;
  /** The departure's local time at the origin, HH:mm. */
  time: string;
  airport: { title: string; titleEn: string; titleAr: string };
}

/** What an event's text may name besides the reference. */
export interface CipSmsExtra {
  refunded?: number;
  flight?: string;
  /** The flight's (new) departure: a delay's new time, the flight changed to, the reminded flight. */
  moment?: SmsFlightMoment;
  link?: string;
  greeter?: { name: string; mobile: string } | null;
}

// A calendar day, read at noon UTC so no time zone moves it; month and weekday names from ICU (en-GB: day first).
const dayFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const EN_DAY = dayFormat('en-GB');
const AR_DAY = dayFormat('ar-u-ca-gregory-nu-arab');
const gregorianDay = (f: Intl.DateTimeFormat, date: string) => f.format(new Date(`${date}T12:00:00Z`));

/** The departure's day: «پنج‌شنبه ۵ آذر», «Thursday 26 November», «الخميس، ٢٦ نوفمبر» (the year is understood). */
function dayOf(lang: Lang, m: SmsFlightMoment) {
  if (lang === 'en') return gregorianDay(EN_DAY, m.date);
  if (lang === 'ar') return gregorianDay(AR_DAY, m.date);
  return formatJalaliDate(m.date, { style: 'long' }).replace(/ [۰-۹]{4}$/, '');
}

/** The departure's hour and airport: «ساعت ۱۶:۳۰ از فرودگاه …», «at 16:30 from … Airport», «الساعة ١٦:٣٠ من مطار …». */
function hourAndAirport(lang: Lang, m: SmsFlightMoment) {
  const airport = nameIn(lang, m.airport.title, m.airport.titleEn, m.airport.titleAr);
  const time = digitsIn(lang, m.time);
  if (lang === 'en') return `at ${time} from ${airport}`;
  if (lang === 'ar') return `الساعة ${time} من ${airport}`;
  return `ساعت ${time} از ${airport}`;
}

/** The whole moment: «IR 721 پنج‌شنبه ۵ آذر ساعت ۱۶:۳۰ از …», «IR 721 on Thursday 26 November at 16:30 from …». */
function momentOf(lang: Lang, m: SmsFlightMoment | undefined) {
  if (!m) return '';
  const on = lang === 'en' ? 'on ' : lang === 'ar' ? 'يوم ' : '';
  return `${m.flight} ${on}${dayOf(lang, m)} ${hourAndAirport(lang, m)}`;
}

/** The reminded flight's hour and airport (the SMS says «tomorrow» itself). */
const hourOf = (lang: Lang, m: SmsFlightMoment | undefined) => (m ? hourAndAirport(lang, m) : '');

type Texts = Record<CipEvent, (ref: string, x: CipSmsExtra) => string>;

/**
 * A cancellation told to an agency's customer: the money was the agency's (its credit line), so what comes back is
 * settled through the agency, never a wallet of the customer's. In the language the agency booked in.
 */
export function agencyCustomerCancelText(
  lang: Lang,
  event: 'canceled' | 'side-canceled' | 'flight-canceled',
  reference: string,
  x: CipSmsExtra,
) {
  const ref = digitsIn(lang, reference);
  if (lang === 'en') {
    const what =
      event === 'side-canceled'
        ? `${x.flight} of booking ${ref} is cancelled; the rest of the booking stands.`
        : event === 'flight-canceled'
          ? `flight ${x.flight} was cancelled, and booking ${ref} with it.`
          : `booking ${ref} is cancelled.`;
    return `Aseman VIP: ${what} Any refund is made through your travel agency.`;
  }
  if (lang === 'ar') {
    const what =
      event === 'side-canceled'
        ? `أُلغي ${x.flight} من الحجز رقم ${ref} وبقية الحجز قائمة.`
        : event === 'flight-canceled'
          ? `أُلغيت الرحلة ${x.flight} وأُلغي معها الحجز رقم ${ref}.`
          : `أُلغي الحجز رقم ${ref}.`;
    return `آسمان VIP: ${what} يُسترد أي مبلغ عن طريق وكالة السفر التي حجزت لك.`;
  }
  const what =
    event === 'side-canceled'
      ? `${x.flight} از رزرو ${ref} لغو شد و بقیهٔ رزرو برقرار است.`
      : event === 'flight-canceled'
        ? `پرواز ${x.flight} لغو شد و رزرو ${ref} هم لغو شد.`
        : `رزرو ${ref} لغو شد.`;
  return `آسمان ویژه: ${what} بازگشت وجه آن از طریق آژانس شما انجام می‌شود.`;
}

const faGreeter = (g: { name: string; mobile: string }) =>
  `خوشامدگوی شما ${g.name} با شماره ${toPersianDigits(g.mobile)} است.`;
const faRefund = (x: CipSmsExtra) =>
  x.refunded ? ` مبلغ ${formatToman(x.refunded)} به کیف پول شما بازگشت.` : ' مبلغی بازگشت داده نشد.';

const fa: Texts = {
  paid: (ref, x) => `آسمان ویژه: رزرو سی‌آی‌پی ${ref} پرداخت شد. واچر: ${x.link}`,
  confirmed: (ref) => `آسمان ویژه: رزرو سی‌آی‌پی ${ref} از سوی فرودگاه تأیید شد. واچر در بخش سفارش‌های شما آماده است.`,
  canceled: (ref, x) => `آسمان ویژه: رزرو ${ref} لغو شد.${faRefund(x)}`,
  'side-canceled': (ref, x) => `آسمان ویژه: ${x.flight} از رزرو ${ref} لغو شد و بقیهٔ رزرو برقرار است.${faRefund(x)}`,
  'flight-canceled': (ref, x) =>
    `آسمان ویژه: پرواز ${x.flight} رزرو ${ref} لغو شد و تمام مبلغ (${formatToman(x.refunded ?? 0)}) به کیف پول شما بازگشت. از صفحهٔ همین رزرو می‌توانید آن را رایگان به پرواز دیگری از همین مسیر تا ۷ روز بعد منتقل کنید.`,
  delayed: (ref, x) =>
    `آسمان ویژه: پرواز رزرو ${ref} تأخیر دارد؛ زمان جدید: ${momentOf('fa', x.moment)}. خدمات شما با زمان جدید انجام می‌شود.`,
  'flight-changed': (ref, x) => `آسمان ویژه: پرواز رزرو ${ref} تغییر کرد؛ پرواز جدید: ${momentOf('fa', x.moment)}.`,
  greeter: (ref, x) => `آسمان ویژه: رزرو ${ref}؛ ${x.greeter ? faGreeter(x.greeter) : ''}`,
  reminder: (ref, x) =>
    `آسمان ویژه: یادآوری رزرو ${ref}؛ پرواز ${x.flight} فردا ${hourOf('fa', x.moment)}. لطفاً دو ساعت پیش از پرواز در محل ملاقات باشید.${x.greeter ? ` ${faGreeter(x.greeter)}` : ''}`,
  'checked-in': (ref) => `آسمان ویژه: مسافران رزرو ${ref} در فرودگاه پذیرش شدند. سفر خوشی داشته باشید.`,
  'no-show': (ref) =>
    `آسمان ویژه: در زمان پرواز رزرو ${ref} کسی به میز خدمات مراجعه نکرد و عدم حضور ثبت شد؛ طبق قوانین مبلغی بازگشت داده نمی‌شود. اگر اشتباهی رخ داده با پشتیبانی تماس بگیرید.`,
};

const toman = (rial: number, locale: string, word: string) => `${rialToToman(rial).toLocaleString(locale)} ${word}`;
const enMoney = (rial: number) => toman(rial, 'en-US', 'Toman');
const arMoney = (rial: number) => toman(rial, 'ar-u-nu-arab', 'تومان');
const enRefund = (x: CipSmsExtra) =>
  x.refunded ? ` ${enMoney(x.refunded)} has been returned to your wallet.` : ' No amount was refunded.';
const arRefund = (x: CipSmsExtra) =>
  x.refunded ? ` أُعيد مبلغ ${arMoney(x.refunded)} إلى محفظتك.` : ' لم يُسترد أي مبلغ.';
const enGreeter = (g: { name: string; mobile: string }) => `Your greeter is ${g.name}, ${g.mobile}.`;
const arGreeter = (g: { name: string; mobile: string }) =>
  `مرافقك في الاستقبال ${g.name}، الهاتف ${digitsIn('ar', g.mobile)}.`;

const en: Texts = {
  paid: (ref, x) => `Aseman VIP: CIP booking ${ref} is paid. Voucher: ${x.link}`,
  confirmed: (ref) =>
    `Aseman VIP: the airport has confirmed CIP booking ${ref}. Your voucher is ready in your bookings.`,
  canceled: (ref, x) => `Aseman VIP: booking ${ref} is cancelled.${enRefund(x)}`,
  'side-canceled': (ref, x) =>
    `Aseman VIP: ${x.flight} of booking ${ref} is cancelled; the rest of the booking stands.${enRefund(x)}`,
  'flight-canceled': (ref, x) =>
    `Aseman VIP: flight ${x.flight} of booking ${ref} was cancelled and the full amount (${enMoney(x.refunded ?? 0)}) is back in your wallet. From this booking's page you may move it free to another flight on the same route within 7 days.`,
  delayed: (ref, x) =>
    `Aseman VIP: the flight of booking ${ref} is delayed; new time: ${momentOf('en', x.moment)}. Your services follow the new time.`,
  'flight-changed': (ref, x) =>
    `Aseman VIP: the flight of booking ${ref} has changed; new flight: ${momentOf('en', x.moment)}.`,
  greeter: (ref, x) => `Aseman VIP: booking ${ref}. ${x.greeter ? enGreeter(x.greeter) : ''}`,
  reminder: (ref, x) =>
    `Aseman VIP: reminder of booking ${ref}: flight ${x.flight} tomorrow ${hourOf('en', x.moment)}. Please be at the meeting point two hours before the flight.${x.greeter ? ` ${enGreeter(x.greeter)}` : ''}`,
  'checked-in': (ref) =>
    `Aseman VIP: the travellers of booking ${ref} have been received at the airport. Have a good trip.`,
  'no-show': (ref) =>
    `Aseman VIP: no one came to the service desk at the time of booking ${ref}'s flight, so it was recorded as a no-show; under the rules nothing is refunded. If this is a mistake, please contact support.`,
};

const ar: Texts = {
  paid: (ref, x) => `آسمان VIP: تم دفع حجز CIP رقم ${ref}. القسيمة: ${x.link}`,
  confirmed: (ref) => `آسمان VIP: أكد المطار حجز CIP رقم ${ref}. قسيمتك جاهزة في قسم حجوزاتك.`,
  canceled: (ref, x) => `آسمان VIP: أُلغي الحجز رقم ${ref}.${arRefund(x)}`,
  'side-canceled': (ref, x) => `آسمان VIP: أُلغي ${x.flight} من الحجز رقم ${ref} وبقية الحجز قائمة.${arRefund(x)}`,
  'flight-canceled': (ref, x) =>
    `آسمان VIP: أُلغيت الرحلة ${x.flight} للحجز رقم ${ref} وأُعيد المبلغ كاملًا (${arMoney(x.refunded ?? 0)}) إلى محفظتك. يمكنك من صفحة هذا الحجز نقله مجانًا إلى رحلة أخرى على المسار نفسه خلال ٧ أيام.`,
  delayed: (ref, x) =>
    `آسمان VIP: رحلة الحجز رقم ${ref} متأخرة؛ الموعد الجديد: ${momentOf('ar', x.moment)}. تُقدَّم خدماتك حسب الموعد الجديد.`,
  'flight-changed': (ref, x) => `آسمان VIP: تغيّرت رحلة الحجز رقم ${ref}؛ الرحلة الجديدة: ${momentOf('ar', x.moment)}.`,
  greeter: (ref, x) => `آسمان VIP: الحجز رقم ${ref}. ${x.greeter ? arGreeter(x.greeter) : ''}`,
  reminder: (ref, x) =>
    `آسمان VIP: تذكير بالحجز رقم ${ref}: الرحلة ${x.flight} غدًا ${hourOf('ar', x.moment)}. يرجى الحضور إلى نقطة اللقاء قبل الرحلة بساعتين.${x.greeter ? ` ${arGreeter(x.greeter)}` : ''}`,
  'checked-in': (ref) => `آسمان VIP: تم استقبال مسافري الحجز رقم ${ref} في المطار. رحلة سعيدة.`,
  'no-show': (ref) =>
    `آسمان VIP: لم يحضر أحد إلى مكتب الخدمة في موعد رحلة الحجز رقم ${ref} فسُجّل عدم الحضور؛ ووفق القواعد لا يُسترد أي مبلغ. إن كان ذلك خطأ فتواصل مع الدعم.`,
};

const TEXTS: Record<Lang, Texts> = { fa, en, ar };

/** The SMS of a booking event in the member's language (the reference in the reader's digits, as the site shows it). */
export function cipSmsText(lang: Lang, event: CipEvent, reference: string, extra: CipSmsExtra = {}): string {
  return TEXTS[lang][event](digitsIn(lang, reference), extra);
}
