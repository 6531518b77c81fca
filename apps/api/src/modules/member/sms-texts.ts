/** A member's SMS that are not a booking's: the sign-in code, an order paid (docs/member-area.md, "Languages"). */
import { isLang, type Lang } from '@vip/contract';
import { ARABIC_INDIC_DIGITS, formatToman, rialToToman, toLatinDigits, toPersianDigits } from '@vip/domain';

/** A member's remembered language (members.locale) as a language the texts speak; Persian when unknown. */
export const readerLang = (locale: string | null | undefined): Lang => (isLang(locale) ? locale : 'fa');

/**
 * Digits of a reference, a phone, a time or an amount as the site shows them by default in `lang`: Persian digits in
 * Persian, Arabic-Indic in Arabic, Latin in English (a code to type, like a sign-in code, stays Latin everywhere).
 */
export function digitsIn(lang: Lang, text: string | number): string {
  if (lang === 'fa') return toPersianDigits(text);
  const latin = toLatinDigits(String(text));
  return lang === 'ar' ? latin.replace(/[0-9]/g, (d) => ARABIC_INDIC_DIGITS[Number(d)]) : latin;
}

/** A member's sign-in code SMS in the language of the page that asked for it. */
export function signInCodeText(lang: Lang, code: string, minutes: number): string {
  if (lang === 'en') return `Your sign-in code: ${code}\nValid for ${minutes} minutes; do not share it with anyone.`;
  if (lang === 'ar') return `رمز الدخول: ${code}\nصالح لمدة ${minutes} دقائق؛ لا تشاركه مع أحد.`;
  return `کد ورود شما: ${code}\nاین کد تا ${toPersianDigits(String(minutes))} دقیقه معتبر است؛ آن را به کسی ندهید.`;
}

/** An order paid (any kind), told to the member or an agency's customer in the language they read. */
export function orderPaidText(lang: Lang, reference: string, totalRials: number): string {
  const toman = rialToToman(totalRials);
  if (lang === 'en')
    return `Aseman VIP: order ${reference} of ${toman.toLocaleString('en-US')} Toman is paid. Thank you.`;
  if (lang === 'ar') {
    return `آسمان VIP: تم دفع الطلب رقم ${digitsIn('ar', reference)} بمبلغ ${toman.toLocaleString('ar-u-nu-arab')} تومان. شكرًا لك.`;
  }
  return `آسمان ویژه: سفارش ${toPersianDigits(reference)} به مبلغ ${formatToman(totalRials)} پرداخت شد. سپاس از خرید شما.`;
}
