import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDigits, parseLocalizedNumber, toLatinDigits, toPersianDigits } from './digits';

describe('digits (§5)', () => {
  it('converts Persian and Arabic-Indic digits to Latin and keeps the rest', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('پرواز ۱۲۳-A٤')).toBe('پرواز 123-A4');
  });

  it('converts Latin and Arabic-Indic digits to Persian', () => {
    expect(toPersianDigits('0123456789')).toBe('۰۱۲۳۴۵۶۷۸۹');
    expect(toPersianDigits(1403)).toBe('۱۴۰۳');
    expect(toPersianDigits('٤ and 5')).toBe('۴ and ۵');
  });

  it('round-trips any text of Latin digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]*$/), (s) => {
        const fa = toPersianDigits(s);
        expect(/[0-9]/.test(fa)).toBe(false);
        expect(toLatinDigits(fa)).toBe(s);
      }),
    );
  });

  it('tells digit-only text', () => {
    expect(isDigits('۰۹۱۲')).toBe(true);
    expect(isDigits('12a')).toBe(false);
    expect(isDigits('')).toBe(false);
  });

  it('parses numbers typed in any digit set with separators', () => {
    expect(parseLocalizedNumber('۱٬۲۵۰٬۰۰۰')).toBe(1250000);
    expect(parseLocalizedNumber('1,250')).toBe(1250);
    expect(parseLocalizedNumber('۳٫۵')).toBe(3.5);
    expect(parseLocalizedNumber('−۲')).toBe(-2);
    expect(parseLocalizedNumber(' ٤٢ ')).toBe(42);
    expect(parseLocalizedNumber('abc')).toBeNull();
    expect(parseLocalizedNumber('')).toBeNull();
    expect(parseLocalizedNumber('1.2.3')).toBeNull();
  });
});
