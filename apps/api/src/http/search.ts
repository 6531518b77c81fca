import { and, type AnyColumn, or, type SQL, sql } from 'drizzle-orm';
import type { SearchQuery } from '@vip/contract';
import { normalizeSearchText } from '@vip/domain';

const escapeLike = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);
const escapeRegex = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);
// Word boundaries: start/end, white space, ASCII and Persian punctuation.
const BOUNDARY = '[[:space:][:punct:]،؛؟«»]';

/**
 * WHERE clause for the search parameters of §7 over `fields` (the first is the title):
 * words of `search_keywords`/`search_text` are matched on normalised text; `search_type` and (default) needs every
 * word, or any; `search_mode` all (default) looks in every field, title only the first; whole-word matching on request.
 * Substring matching uses the trigram index on fa_normalize(column).
 */
export function searchWhere(q: SearchQuery, fields: AnyColumn[]): SQL | undefined {
  const text = q.search_keywords ?? q.search_text;
  if (!text) return undefined;
  // Same rule as the fa_normalize SQL function (migration 0000), so both sides compare like with like.
  const words = normalizeSearchText(text).split(' ').filter(Boolean);
  if (!words.length) return undefined;
  const columns = q.search_mode === 'title' ? fields.slice(0, 1) : fields;
  const whole = q.match_whole_word_for_search_keywords === true;
  const wordMatch = (word: string) =>
    or(
      ...columns.map((c) =>
        whole
          ? sql`fa_normalize(${c}) ~ ${`(^|${BOUNDARY})${escapeRegex(word)}($|${BOUNDARY})`}`
          : sql`fa_normalize(${c}) like ${`%${escapeLike(word)}%`}`,
      ),
    )!;
  const parts = words.map(wordMatch);
  return q.search_type === 'or' ? or(...parts) : and(...parts);
}
