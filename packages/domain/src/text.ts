/**
 * Search text normalisation. The API applies the SAME rule in an IMMUTABLE SQL function so that a trigram index
 * over the normalised text answers searches; keep both in step. The rule, in order:
 *
 * 1. Character mapping (one character to one character), exported as SEARCH_FOLD_FROM → SEARCH_FOLD_TO:
 *    - U+064A ARABIC LETTER YEH `ي`        → U+06CC FARSI YEH `ی`
 *    - U+0649 ARABIC LETTER ALEF MAKSURA `ى` → U+06CC FARSI YEH `ی`
 *    - U+0643 ARABIC LETTER KAF `ك`        → U+06A9 KEHEH `ک`
 *    - U+06F0–U+06F9 Persian digits `۰…۹`  → U+0030–U+0039 `0…9`
 *    - U+0660–U+0669 Arabic-Indic digits `٠…٩` → U+0030–U+0039 `0…9`
 *    - U+0041–U+005A `A…Z`                 → U+0061–U+007A `a…z` (ASCII lowercase only, so the rule does not
 *      depend on a database collation; other letters are left as they are)
 *    - U+00A0 NO-BREAK SPACE, U+2000–U+200A (en quad … hair space), U+202F, U+3000 → U+0020 space
 *    - U+200C ZERO WIDTH NON-JOINER → U+0020 space: it separates the parts of a word («ایران‌ایر», «بی‌سیم») as a
 *      space does in other spellings («ایران ایر»), so each part is a word of the search (migration 0023)
 * 2. Characters removed, exported as SEARCH_STRIP_CHARS:
 *    - U+200B ZERO WIDTH SPACE, U+200D ZERO WIDTH JOINER, U+200E LRM, U+200F RLM, U+FEFF BOM
 *    - U+0640 ARABIC TATWEEL `ـ`
 *    - U+064B–U+065F Arabic diacritics (fathatan … wavy hamza below), U+0670 superscript alef
 * 3. Runs of ASCII whitespace (space, \t, \n, \v, \f, \r) become one space; leading and trailing spaces are removed.
 *
 * In SQL (PostgreSQL `translate` deletes characters of `from` that have no counterpart in `to`):
 *   btrim(regexp_replace(translate(x, SEARCH_FOLD_FROM || SEARCH_STRIP_CHARS, SEARCH_FOLD_TO), '[ \t\n\v\f\r]+', ' ', 'g'), ' ')
 * SEARCH_TRANSLATE_FROM and SEARCH_TRANSLATE_TO are those two strings ready to use.
 */

const range = (from: number, to: number): string => {
  let out = '';
  for (let c = from; c <= to; c++) out += String.fromCharCode(c);
  return out;
};

/** Characters folded by search normalisation (pairs position by position with SEARCH_FOLD_TO). */
export const SEARCH_FOLD_FROM: string = [
  '\u064A\u0649\u0643',
  range(0x06f0, 0x06f9),
  range(0x0660, 0x0669),
  range(0x41, 0x5a),
  '\u00A0',
  range(0x2000, 0x200a),
  '\u202F\u3000',
  '\u200C',
].join('');

/** What each character of SEARCH_FOLD_FROM becomes. */
export const SEARCH_FOLD_TO: string = [
  '\u06CC\u06CC\u06A9',
  '0123456789',
  '0123456789',
  range(0x61, 0x7a),
  ' ',
  ' '.repeat(11),
  '  ',
  ' ',
].join('');

/** Characters removed by search normalisation: ZWSP, ZWJ, LRM, RLM, BOM, tatweel, Arabic diacritics. */
export const SEARCH_STRIP_CHARS: string = [
  '\u200B\u200D\u200E\u200F\uFEFF\u0640',
  range(0x064b, 0x065f),
  '\u0670',
].join('');

/** `from` argument of the SQL translate() that mirrors normalizeSearchText. */
export const SEARCH_TRANSLATE_FROM: string = SEARCH_FOLD_FROM + SEARCH_STRIP_CHARS;
/** `to` argument of the SQL translate() that mirrors normalizeSearchText. */
export const SEARCH_TRANSLATE_TO: string = SEARCH_FOLD_TO;

const FOLD = new Map<string, string>();
for (let i = 0; i < SEARCH_FOLD_FROM.length; i++) FOLD.set(SEARCH_FOLD_FROM[i], SEARCH_FOLD_TO[i]);
for (const ch of SEARCH_STRIP_CHARS) FOLD.set(ch, '');

/** Normalises text for search exactly as described at the top of this file (and as the API's SQL function). */
export function normalizeSearchText(text: string): string {
  let folded = '';
  for (const ch of text) folded += FOLD.get(ch) ?? ch;
  return folded.replace(/[ \t\n\v\f\r]+/g, ' ').replace(/^ | $/g, '');
}

/** The distinct normalised words of a search query, in order of first appearance. */
export function searchTokens(query: string): string[] {
  const words = normalizeSearchText(query)
    .split(' ')
    .filter((w) => w.length > 0);
  return [...new Set(words)];
}

/**
 * Whether `text` matches `query` after normalisation: with mode 'all' every query word must occur in the text,
 * with 'any' at least one; `wholeWord` requires the word to be a whole word of the text. An empty query matches.
 */
export function matchesSearch(
  text: string,
  query: string,
  options: { mode?: 'all' | 'any'; wholeWord?: boolean } = {},
): boolean {
  const tokens = searchTokens(query);
  if (tokens.length === 0) return true;
  const haystack = normalizeSearchText(text);
  const words = new Set(haystack.split(' '));
  const hit = (token: string) => (options.wholeWord ? words.has(token) : haystack.includes(token));
  return options.mode === 'any' ? tokens.some(hit) : tokens.every(hit);
}

/** Arabic letters typed on an Arabic keyboard layout and their Persian forms (ي ى → ی, ك → ک). */
export const ARABIC_LETTERS = '\u064a\u0649\u0643';
export const PERSIAN_LETTERS = '\u06cc\u06cc\u06a9';

/**
 * Names and titles as stored: Arabic yeh/kaf become Persian ones, so "علي" and "علی" are one name and one spelling
 * shows on the site. Migration `persian_letters` applies the same mapping (SQL translate) to rows written before.
 */
export function persianLetters(text: string): string {
  return text.replace(/[\u064a\u0649\u0643]/g, (ch) => PERSIAN_LETTERS[ARABIC_LETTERS.indexOf(ch)]);
}
