import { type AnyColumn, and, or, type SQL, sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';
import type { SearchQuery } from '@vip/contract';
import { normalizeSearchText } from '@vip/domain';

const escapeLike = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);
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
 * WHERE clause for the search parameters of §7 over `fields`, the searchColumn copies of the searched text (the first
 * is the title's): words of `search_keywords`/`search_text` are matched on normalised text; `search_type` and
 * (default) needs every word, or any; `search_mode` all (default) looks in every field, title only the first;
 * whole-word matching on request. Substring matching can use the trigram indexes on the copies.
 */
export function searchWhere(q: SearchQuery, fields: SearchColumn[]): SQL | undefined {
  const input = q.search_keywords ?? q.search_text;
  if (!input) return undefined;
  // Same rule as the fa_normalize SQL function (migration 0000) that fills the copies, so both sides compare alike.
  const words = normalizeSearchText(input).split(' ').filter(Boolean);
  if (!words.length) return undefined;
  const columns = q.search_mode === 'title' ? fields.slice(0, 1) : fields;
  const whole = q.match_whole_word_for_search_keywords === true;
  const wordMatch = (word: string) =>
    or(
      ...columns.map((c) =>
        whole
          ? sql`${c} ~ ${`(^|${BOUNDARY})${escapeRegex(word)}($|${BOUNDARY})`}`
          : sql`${c} like ${`%${escapeLike(word)}%`}`,
      ),
    )!;
  const parts = words.map(wordMatch);
  return q.search_type === 'or' ? or(...parts) : and(...parts);
}
