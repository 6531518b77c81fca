import { ARABIC_INDIC_DIGITS, toLatinDigits, toPersianDigits } from '@vip/domain';

/**
 * A count in a client island's label in the page's digits: Persian, Latin (English) or Arabic-Indic (Arabic). A
 * light stand-in for the format settings' `digits` where loading the formatter would weigh on every list page.
 */
export function readerDigits(locale: string, value: number | string): string {
  if (locale === 'fa') return toPersianDigits(value);
  const latin = toLatinDigits(String(value));
  return locale === 'ar' ? latin.replace(/[0-9]/g, (d) => ARABIC_INDIC_DIGITS[Number(d)]) : latin;
}
