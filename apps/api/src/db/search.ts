import { type AnyColumn, and, or, type SQL, sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';
import type { SearchQuery } from '@vip/contract';
import { normalizeSearchText } from '@vip/domain';

const escapeLike = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The `like` pattern of "holds `w`" (its `%` and `_` taken literally). */
export const containsPattern = (w: string) => `%${escapeLike(w)}%`;
const escapeRegex = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);
// Word boundaries: start/end, white space, ASCII and Persian punctuation.
const BOUNDARY = '[[:space:][:punct:]،؛؟«»]';

/**
 * The stored search copy of text column `source`: `<source>_search` = fa_normalize(source), written by the database
 * on insert and update. Normalising once per write instead of per row and query is what makes search cheap on PGlite.
 * Declare one next to every searched column (`titleSearch: searchColumn('title')`), give the busy ones a trigram
 * index (`index('<t>_title_trgm_idx').using('gin', t.titleSearch.op('gin_trgm_ops'))`) and pass them to searchWhere.
 */
export function searchColumn<S extends string>(source: S) {
  return text(`${source}_search`)
    .notNull()
    .generatedAlwaysAs(sql`fa_normalize(coalesce(${sql.identifier(source)}, ''))`);
}

/** A column made by searchColumn (its name ends in `_search`), so a raw text column cannot be passed by mistake. */
export type SearchColumn = AnyColumn<{ name: `${string}_search` }>;

/**
 * The words a §7 search looks for, normalised by the same rule as the fa_normalize SQL function (migration 0000) that
 * fills the stored copies, so both sides compare alike.
 */
export function searchedWords(q: SearchQuery): string[] {
  const input = q.search_keywords ?? q.search_text;
  return input ? normalizeSearchText(input).split(' ').filter(Boolean) : [];
}

/** Shorter words are looked for only as typed: read across two words they would match by chance. */
export const SOLID_MIN_LENGTH = 4;

/**
 * WHERE clause for the search parameters of §7 over `fields`, the searchColumn copies of the searched text (the first
 * is the title's): words of `search_keywords`/`search_text` are matched on normalised text; `search_type` and
 * (default) needs every word, or any; `search_mode` all (default) looks in every field, title only the first;
 * whole-word matching on request. Substring matching can use the trigram indexes on the copies.
 */
export function searchWhere(q: SearchQuery, fields: SearchColumn[]): SQL | undefined {
  const words = searchedWords(q);
  if (!words.length) return undefined;
  const columns = q.search_mode === 'title' ? fields.slice(0, 1) : fields;
  const whole = q.match_whole_word_for_search_keywords === true;
  // A ZWNJ is a space in the copies («ایران‌ایر» is «ایران ایر»), yet a word typed solid still finds its parts
  // («کمتوان» finds «کم‌توان»): a word long enough not to match by chance across words may hold a space between
  // any two of its letters.
  const wordMatch = (word: string) => {
    const solid = word.length >= SOLID_MIN_LENGTH;
    const pattern = solid ? [...word].map(escapeRegex).join(' ?') : escapeRegex(word);
    return or(
      ...columns.flatMap((c) =>
        whole
          ? [sql`${c} ~ ${`(^|${BOUNDARY})${pattern}($|${BOUNDARY})`}`]
          : [sql`${c} like ${containsPattern(word)}`, ...(solid ? [sql`${c} ~ ${pattern}`] : [])],
      ),
    )!;
  };
  const parts = words.map(wordMatch);
  return q.search_type === 'or' ? or(...parts) : and(...parts);
}

/** One searched text for ranking: a searchColumn copy, or a test resolved before the query (e.g. a joined brand's). */
export interface RankedField {
  /** The searchColumn copy this field reads (required for the first field, the title). */
  text?: SearchColumn;
  /** Points a word found in this text adds to the score (the title weighs most). */
  weight: number;
  /** A misspelt word may match this text by trigram word similarity (pg_trgm, on PGlite as on PostgreSQL). */
  fuzzy?: boolean;
  /**
   * For a text in another table (e.g. the brand's names): "this row's text passes `test`" as a condition the
   * searched table's indexes serve, looked up before the query (e.g. `brand_id in (<brands whose names pass>)`,
   * or `false`). Literal ids let the planner estimate the arm (an `any(array(subquery))` is guessed at half the
   * table, which turns the filter into a sequential scan); used by the filter and the score alike.
   */
  matches?: (test: (text: SQL) => SQL, word: string) => Promise<SQL>;
}

/** A searched word as rankedSearch took it. */
export interface SearchedWord {
  /** Normalised, without spaces. */
  word: string;
  /** Found nowhere as typed, so matched by likeness in the `fuzzy` fields only (and it adds nothing to `rough`). */
  misspelt: boolean;
  /** The test a text passes when it matches the word (`like`, whole-word regex, or likeness when misspelt). */
  matches: (text: SQL) => SQL;
}

/**
 * How close a misspelt word must be to a word of a fuzzy field (pg_trgm word_similarity, 0–1). Every connection sets
 * it as `pg_trgm.word_similarity_threshold` (db/client.ts), so the match is written `text %> word`, which the trigram
 * indexes serve (a `word_similarity(…) >= …` call would read every row).
 */
export const FUZZY_MIN_SIMILARITY = 0.4;
/** Shorter words match too much by similarity ("سه" ~ "سفر"): only words this long are matched fuzzily. */
export const FUZZY_MIN_LENGTH = 4;

/**
 * searchWhere with relevance: the same §7 parameters over `fields` (the first is the title), plus
 * - a word that no row holds as typed may still match a `fuzzy` field by trigram similarity (misspellings: "چمدون"),
 * - `score`, to sort by: per word, the weights of the fields holding it, a bonus when the title holds it as a whole
 *   word, its likeness to the title's first word and its trigram similarity to the title. So "چمدان ۵۵" puts titles
 *   holding both words before a 55 in a summary.
 * - `rough`, the part of `score` that needs no regex nor trigram work (the field weights, and 1 when the title starts
 *   with the word where `score` has the likeness to its first word): cheap enough to order every match by, so a
 *   caller can rank only the best candidates by `score` (RANKED_CANDIDATES).
 */
export async function rankedSearch(
  q: SearchQuery,
  fields: RankedField[],
  /** Whether any row passes one of `arms` (`word`'s test per field): fuzzy matching is for words found nowhere. */
  anyRow: (arms: SQL[], word: string) => Promise<boolean>,
  /**
   * Every field's `text`, joined with spaces, as a trigram index holds it: the filter then tests a word once on it
   * instead of once per field (a word has no space, so it is in the joined text exactly when it is in a field).
   */
  together?: SQL,
  /**
   * For a two-letter word, which has no trigram: a condition every row whose texts hold it meets, served by an index
   * (products' two-letter pieces), so the filter narrows by the word instead of reading every row the others found.
   */
  shortWord?: (w: string) => SQL,
): Promise<{ where: SQL | undefined; score: SQL | undefined; rough: SQL | undefined; words: SearchedWord[] }> {
  const words = searchedWords(q);
  if (!words.length) return { where: undefined, score: undefined, rough: undefined, words: [] };
  const used = q.search_mode === 'title' ? fields.slice(0, 1) : fields;
  const title = used[0].text;
  if (!title) throw new Error('rankedSearch: the first field (the title) needs its searchColumn');
  const whole = q.match_whole_word_for_search_keywords === true;
  const wholeWord = (w: string) => `(^|${BOUNDARY})${escapeRegex(w)}($|${BOUNDARY})`;
  const test = (w: string) => (text: SQL | SearchColumn) =>
    whole ? sql`(${text} ~ ${wholeWord(w)})` : sql`(${text} like ${containsPattern(w)})`;
  // The same test where no index serves it (the weights of `score` and `rough`, on rows already found): strpos finds
  // a literal substring ~10 times faster than `like '%…%'` (RESULTS.md, Scale).
  const has = (w: string) => (text: SQL | SearchColumn) => (whole ? test(w)(text) : sql`(strpos(${text}, ${w}) > 0)`);
  const similar = (w: string) => (text: SQL | SearchColumn) => sql`(${text} %> ${w})`;
  // Each field's condition for a word; every one is an index's (a trigram index or the field's own `matches`), so the
  // database combines them (BitmapOr) instead of reading the whole table.
  const arm = (f: RankedField, t: (text: SQL | SearchColumn) => SQL, w: string) =>
    f.matches ? f.matches(t, w) : Promise.resolve(t(f.text!));
  const perWord = await Promise.all(
    words.map(async (w) => {
      const holds = await Promise.all(used.map((f) => arm(f, test(w), w)));
      // What the weights test: a field's own `matches` answers (ids, not a scan), a text by `has`.
      const weighs = used.map((f, i) => (f.matches ? holds[i] : has(w)(f.text!)));
      const inTexts = together && used === fields ? test(w)(together) : or(...holds.filter((_, i) => used[i].text))!;
      const exact = or(
        and(inTexts, w.length === 2 ? shortWord?.(w) : undefined),
        ...holds.filter((_, i) => !used[i].text),
      )!;
      // A word some row holds as typed is taken as meant ("sony" must not bring "Soundbox"); only a word found
      // nowhere is looked for by likeness (a misspelling). Its exact arms then match nothing and are left out of the
      // filter: alone, the `%>` arms are estimated as rare and served by the trigram indexes (with them, the planner
      // guessed thousands of rows for an unknown `like` and read the whole table).
      const misspelt = !whole && w.length >= FUZZY_MIN_LENGTH && !(await anyRow(holds, w));
      const likeness = misspelt ? await Promise.all(used.filter((f) => f.fuzzy).map((f) => arm(f, similar(w), w))) : [];
      return { w, weighs, misspelt, where: misspelt && likeness.length ? or(...likeness)! : exact };
    }),
  );
  // Weights as real, not numeric (a 0.25 makes the sum numeric): summed over thousands of matches, numeric arithmetic
  // cost a third of the rough order's time (RESULTS.md, Scale). Quarters add up exactly in real.
  const weighted = (holds: SQL[]) =>
    holds.map((h, i) => sql`(case when ${h} then ${sql.raw(String(used[i].weight))}::real else 0::real end)`);
  const wordScore = ({ w, weighs }: (typeof perWord)[number]) =>
    sql.join(
      [
        ...weighted(weighs),
        // 2 when the title holds the word whole, plus its trigram likeness to the title: 1 then (pg_trgm's words end
        // where ours do; checked on 3,508 titles at 100k products), so only the other titles pay for word_similarity.
        // (In double precision, as the sum was before: every part is exact there, so the order is the same.)
        sql`(case when ${title} ~ ${wholeWord(w)} then 3 else word_similarity(${w}, coalesce(${title}, ''))::float8 end)`,
        // Persian titles start with what the thing is ("زعفران سرگل …" is saffron, "پسته … زعفران نوین" is not).
        sql`similarity(${w}, split_part(${title}, ' ', 1))`,
      ],
      sql` + `,
    );
  // The title's first word weighs here as in the score (its likeness to the word): "هدفون بی‌سیم" must keep the
  // headphones whose summary says wireless among the candidates, ahead of wireless perfumes whose summary says
  // headphones.
  const startsTitle = (w: string) => sql`(case when starts_with(${title}, ${w}) then 1::real else 0::real end)`;
  return {
    where: q.search_type === 'or' ? or(...perWord.map((p) => p.where)) : and(...perWord.map((p) => p.where)),
    score: sql`(${sql.join(perWord.map(wordScore), sql` + `)})`,
    rough: sql`(${sql.join(
      perWord.flatMap((p) => [...weighted(p.weighs), startsTitle(p.w)]),
      sql` + `,
    )})`,
    words: perWord.map((p) => ({ word: p.w, misspelt: p.misspelt, matches: p.misspelt ? similar(p.w) : test(p.w) })),
  };
}

/**
 * How many matches are ranked by the full score when a search is ordered by relevance: the best this many by `rough`
 * (then priority, id), or more when the page asked for lies further. Every match still counts in the total; ranking
 * all of a common word's matches (9,370 of 100k products for «چمدان») cost ~270 ms.
 */
export const RANKED_CANDIDATES = 200;
