import { toLatinDigits, toPersianDigits } from './digits';

/** One piece of a text as the site shows it: Persian text, or a Latin run that must be isolated (`<bdi>`). */
export interface BidiRun {
  text: string;
  latin: boolean;
}

// A run of Latin words: starts with a letter or digit, may hold model-number punctuation (WH-1000XM5, S'Cure,
// Air 2.0, RB3025) and spaces between such words ("Redmi Buds 4 Pro").
const WORD = "[A-Za-z0-9][A-Za-z0-9\\-_.'’/&+:®™]*";
const RUN = new RegExp(`${WORD}(?: +${WORD})*`, 'g');
const LATIN_LETTER = /[A-Za-z]/;
// Sentence punctuation that ends a run belongs to the Persian text around it.
const TRAILING = /[.:/'’-]+$/;

/**
 * Splits text for display in a right-to-left page (issue #16): every run holding Latin letters is returned on its
 * own, to be isolated with `<bdi>` so its order survives ("WH-1000XM5" does not become "-WH / 1000XM5"); digits
 * outside such runs are Persian ("ترمینال 2" → "ترمینال ۲"). Codes, flight numbers, mobiles and e-mails are not
 * content: show them as LTR Latin elements instead of passing them here.
 */
export function bidiRuns(text: string): BidiRun[] {
  const runs: BidiRun[] = [];
  const push = (piece: string, latin: boolean) => {
    if (!piece) return;
    const last = runs[runs.length - 1];
    if (last && last.latin === latin && !latin) last.text += piece;
    else runs.push({ text: piece, latin });
  };
  let at = 0;
  for (const m of text.matchAll(RUN)) {
    let run = m[0];
    const start = m.index;
    push(toPersianDigits(text.slice(at, start)), false);
    if (LATIN_LETTER.test(run)) {
      const tail = run.match(TRAILING)?.[0] ?? '';
      run = run.slice(0, run.length - tail.length);
      push(run, true);
      push(tail, false);
    } else {
      push(toPersianDigits(run), false);
    }
    at = start + m[0].length;
  }
  push(toPersianDigits(text.slice(at)), false);
  return runs;
}

/** True when text mixes Persian and Latin letters in one run that is not isolated (what `<bdi>` is for). */
export const hasPersianAndLatin = (text: string) => /[\u0600-\u06ff]/.test(text) && LATIN_LETTER.test(text);

/**
 * A (masked) identity number as one run: a passport number is Latin letters and digits, kept whole as one run to
 * isolate left-to-right (`•••••A123`, never Persian digits beside Latin letters); a national code reads in Persian
 * digits.
 */
export function identityRun(value: string, passport: boolean): BidiRun {
  return passport ? { text: toLatinDigits(value), latin: true } : { text: toPersianDigits(value), latin: false };
}
