import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchesSearch,
  normalizeSearchText,
  persianLetters,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
  SEARCH_STRIP_CHARS,
  SEARCH_TRANSLATE_FROM,
  SEARCH_TRANSLATE_TO,
  searchTokens,
} from './text';

/** An independent model of PostgreSQL's translate() + regexp_replace + btrim, as the API's SQL runs it. */
function sqlModel(x: string): string {
  let out = '';
  for (const ch of x) {
    const i = SEARCH_TRANSLATE_FROM.indexOf(ch);
    if (i === -1) out += ch;
    else if (i < SEARCH_TRANSLATE_TO.length) out += SEARCH_TRANSLATE_TO[i];
  }
  return out.replace(/[ \t\n\v\f\r]+/g, ' ').replace(/^ +| +$/g, '');
}

describe('search normalisation (§7)', () => {
  it('folds Arabic yeh, alef maksura and kaf to Persian', () => {
    expect(normalizeSearchText('علي')).toBe('علی');
    expect(normalizeSearchText('مصطفى')).toBe('مصطفی');
    expect(normalizeSearchText('كتاب')).toBe('کتاب');
  });

  it('turns Persian and Arabic-Indic digits to Latin', () => {
    expect(normalizeSearchText('پرواز ۱۲۳ و ٤٥٦')).toBe('پرواز 123 و 456');
  });

  it('reads ZWNJ as a word boundary, so «ایران‌ایر» is the words of «ایران ایر»', () => {
    expect(normalizeSearchText('می\u200Cروم')).toBe('می روم');
    expect(normalizeSearchText('ایران\u200Cایر')).toBe(normalizeSearchText('ایران ایر'));
    expect(searchTokens('ایران\u200Cایر')).toEqual(['ایران', 'ایر']);
    expect(normalizeSearchText('\u200Cبی\u200C \u200Cسیم\u200C')).toBe('بی سیم');
    expect(normalizeSearchText('ZW\u200BJ\u200D')).toBe('zwj');
  });

  it('removes tatweel and diacritics and lowercases ASCII', () => {
    expect(normalizeSearchText('خـــوب')).toBe('خوب');
    expect(normalizeSearchText('مُحَمَّد')).toBe('محمد');
    expect(normalizeSearchText('IKA Airport')).toBe('ika airport');
    expect(normalizeSearchText('É')).toBe('É');
  });

  it('collapses whitespace and trims', () => {
    expect(normalizeSearchText('  سلام \t\n  دنیا  ')).toBe('سلام دنیا');
    expect(normalizeSearchText('a\u00A0\u00A0b')).toBe('a b');
    expect(normalizeSearchText('')).toBe('');
  });

  it('has fold tables of equal length with no character both folded and stripped', () => {
    expect(SEARCH_FOLD_FROM.length).toBe(SEARCH_FOLD_TO.length);
    for (const ch of SEARCH_STRIP_CHARS) expect(SEARCH_FOLD_FROM.includes(ch)).toBe(false);
    expect(SEARCH_TRANSLATE_FROM.length).toBe(SEARCH_FOLD_FROM.length + SEARCH_STRIP_CHARS.length);
    expect(new Set(SEARCH_TRANSLATE_FROM).size).toBe(SEARCH_TRANSLATE_FROM.length);
  });

  const alphabet = fc.constantFrom(
    ...'abcXYZ ي ى ك ی ک ۰۹٠٩09\u200C\u200D\u0640\u064E\u0651\u0670\u00A0\t\n\u2003ـآبپ'.split(''),
  );
  const text = fc.array(alphabet, { maxLength: 30 }).map((a) => a.join(''));

  it('equals the SQL translate() model on random text', () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(normalizeSearchText(s)).toBe(sqlModel(s));
      }),
    );
  });

  it('is idempotent and leaves no folded or stripped character', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.string()), (s) => {
        const once = normalizeSearchText(s);
        expect(normalizeSearchText(once)).toBe(once);
        for (const ch of SEARCH_TRANSLATE_FROM) if (ch !== ' ') expect(once.includes(ch)).toBe(false);
        expect(/^ | $| {2}/.test(once)).toBe(false);
      }),
    );
  });

  it('splits a query into distinct words', () => {
    expect(searchTokens(' كتاب  ۱۲  كتاب ')).toEqual(['کتاب', '12']);
    expect(searchTokens('   ')).toEqual([]);
  });

  it('matches all or any words, optionally whole words', () => {
    const title = 'خدمات CIP فرودگاه امام خمینی';
    expect(matchesSearch(title, 'فرودگاه امام')).toBe(true);
    expect(matchesSearch(title, 'فرودگاه مشهد')).toBe(false);
    expect(matchesSearch(title, 'فرودگاه مشهد', { mode: 'any' })).toBe(true);
    expect(matchesSearch(title, 'cip')).toBe(true);
    expect(matchesSearch(title, 'فرود')).toBe(true);
    expect(matchesSearch(title, 'فرود', { wholeWord: true })).toBe(false);
    expect(matchesSearch(title, 'فرودگاه', { wholeWord: true })).toBe(true);
    expect(matchesSearch('علي', 'علی')).toBe(true);
    expect(matchesSearch(title, '')).toBe(true);
  });
});

describe('persianLetters', () => {
  it('turns Arabic yeh and kaf into Persian ones and leaves everything else', () => {
    expect(persianLetters('علي كريمي')).toBe('علی کریمی');
    expect(persianLetters('مصطفى')).toBe('مصطفی');
    expect(persianLetters('Ali ۱۲ كـ')).toBe('Ali ۱۲ کـ');
    expect(persianLetters('سامسونت')).toBe('سامسونت');
  });
});
