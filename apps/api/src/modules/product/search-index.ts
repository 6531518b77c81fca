import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, type SearchedWord } from '../../db/search';
import {
  PRODUCT_WORD_IN,
  productSearchPostings as postings,
  productSearchWords as vocabulary,
  products,
} from './schema';

// Product search over the inverted index of migration 0015 (product_search_postings, product_search_words). A query
// word has no space, so "a text holds it" is "one of the text's words holds it": the words holding it are found in
// the vocabulary, then their postings say which products hold it and where, without reading the products' rows.

/** How much a searched word found in each place of a product weighs (the full score and the rough order agree). */
export const PRODUCT_WEIGHT = { title: 4, brand: 3, summary: 1, description: 0.25 } as const;

/** What the index looks up for one searched word. */
export interface IndexedWord extends SearchedWord {
  /** Only titles count: search_mode title, or a misspelt word (likeness is for titles and brands). */
  titleOnly: boolean;
  /**
   * Brands whose names a misspelt word resembles; their products match with the brand's weight. (A word as typed finds
   * its brands' products in the postings: their names' words are indexed with bit `brand`, migration 0020.)
   */
  brandIds: number[];
}

/** A vocabulary word holding a searched word, and how many products it stands in. */
export interface Holder {
  word: string;
  postings: number;
}

/** Where a word is looked for: the vocabulary words holding it, and brands. */
interface Lookup {
  holders: Holder[];
  titleOnly: boolean;
  brandIds: number[];
  /** The searched word, for the title-start bit (none for a brand name's word). */
  start?: string;
}

const raw = (n: number | bigint | string) => sql.raw(String(n));
const titleOnlyPosting = sql`${postings.fields} & ${raw(PRODUCT_WORD_IN.title)} <> 0`;

/**
 * The vocabulary words (with postings) that pass `test`, those in a title when asked. A two-letter `word` has no
 * trigram, so its two letters are looked up in product_search_words_bigram_idx instead of reading every word.
 */
const holdersOf = (test: (text: SQL) => SQL, titleOnly: boolean, word?: string) =>
  sql`select ${vocabulary.word} as word, ${vocabulary.postings} as postings from ${vocabulary}
    where ${vocabulary.postings} > 0 and ${test(sql`${vocabulary.word}`)}${
      word?.length === 2 ? sql` and product_search_bigrams(${vocabulary.word}) @> array[${word}]::text[]` : sql``
    }${
      titleOnly
        ? sql` and exists (select 1 from ${postings} where ${postings.word} = ${vocabulary.word} and ${titleOnlyPosting})`
        : sql``
    }`;

async function holders(db: Db, test: (text: SQL) => SQL, titleOnly: boolean, word?: string) {
  const { rows } = await db.execute<{ word: string; postings: number }>(holdersOf(test, titleOnly, word));
  return rows.map((r) => ({ word: r.word, postings: Number(r.postings) }));
}

/**
 * The vocabulary words holding `word` as typed (`like`), in a title when asked: none means no published product holds
 * it (a misspelling, unless a brand's name does). listProducts asks once per word and hands the answer on to
 * indexedMatches (`asTyped`), one round trip fewer.
 */
export const wordsHolding = (db: Db, word: string, titleOnly: boolean) =>
  holders(db, (text) => sql`${text} like ${containsPattern(word)}`, titleOnly, word);

/**
 * Each row of the matches carries, per searched word, five bits of where the word stands in the product: title,
 * summary, description, title start, brand (PRODUCT_WORD_IN's). Twelve words fit a bigint; more words take more
 * bigints. So grouping the rows by product is one bit_or per twelve words, whatever the number of places and words.
 */
const BITS = PRODUCT_WORD_IN;
/** A posting's places (its titleStart bit says the word opens the title; the row's, that the searched word does). */
const PLACES = BITS.title | BITS.summary | BITS.description | BITS.brand;
const WORDS_PER_COLUMN = 12;
const bitsOf = (i: number) => ({ column: Math.floor(i / WORDS_PER_COLUMN), shift: 5 * (i % WORDS_PER_COLUMN) });
/** A bigint literal: the bit masks are SQL text, not parameters, so the planner sees constants. */
const big = (n: bigint) => sql.raw(`${n}::bigint`);

/**
 * `word in (holders)`. A long list (a short word such as «۲۴» is in thousands of model numbers) goes as one array:
 * the planner would otherwise estimate every element against the statistics (8 ms for 4,000 words).
 */
const LITERAL_HOLDERS_MAX = 64;
const wordIn = (holders: Holder[]) => {
  const words = holders.map((h) => h.word);
  return words.length <= LITERAL_HOLDERS_MAX
    ? inArray(postings.word, words)
    : sql`${postings.word} in (select unnest(${sql.param(words)}::text[]))`;
};

/**
 * One word's rows as (product_id, priority, b0…, names): its postings, and its brands' products, with the word's
 * bits in its column (or bit `nameBit` of `names`, for a word of a brand's name).
 */
function wordRows(w: Lookup, i: number, columns: number, nameBit?: number) {
  const { column, shift } = bitsOf(i);
  const place = (value: SQL) => [
    ...[...Array(columns).keys()].map((c) => (c === column && nameBit === undefined ? value : big(0n))),
    nameBit === undefined ? big(0n) : big(1n << BigInt(nameBit)),
  ];
  const rows: SQL[] = [];
  // A holder word that starts with the searched word starts the title exactly when it does (its posting's titleStart
  // bit); one that does not never does. Decided here per holder, so no row pays for a test.
  const starting = w.holders.filter((h) => w.start && h.word.startsWith(w.start));
  const others = w.holders.filter((h) => !starting.includes(h));
  for (const [group, mask] of [
    [starting, PLACES | BITS.titleStart],
    [others, PLACES],
  ] as const)
    if (group.length)
      rows.push(sql`select ${postings.productId}, ${postings.priority},
          ${sql.join(place(sql`(${postings.fields} & ${raw(mask)})::bigint << ${raw(shift)}`), sql`, `)}
        from ${postings}
        where ${and(wordIn(group), w.titleOnly ? titleOnlyPosting : undefined)}`);
  if (w.brandIds.length)
    rows.push(sql`select ${products.id}, ${products.priority},
        ${sql.join(place(big(BigInt(BITS.brand) << BigInt(shift))), sql`, `)}
      from ${products}
      where ${and(sql`${products.published}`, inArray(products.brandId, w.brandIds))}`);
  return rows;
}

/** The names of the bit columns b0, b1, … */
const bitColumns = (columns: number) => [...Array(columns).keys()].map((c) => sql.raw(`b${c}`));

/** Rows of wordRows as the FROM item `alias`, with their column names. */
const rowsAs = (rows: SQL[], columns: number, alias = 'x') =>
  sql`(${sql.join(rows, sql` union all `)}) ${sql.raw(alias)} (product_id, priority, ${sql.join(
    bitColumns(columns),
    sql`, `,
  )}, names)`;

/**
 * Two FROM items of one row per product (product_id, priority, b0…, names) as one: a hash full join, each product's
 * bits or-ed.
 */
function fullJoin(a: SQL, b: SQL, columns: number) {
  return sql`(select coalesce(a.product_id, b.product_id) as product_id, coalesce(a.priority, b.priority) as priority,
      ${sql.join(
        bitColumns(columns).map((c) => sql`coalesce(a.${c}, 0) | coalesce(b.${c}, 0) as ${c}`),
        sql`, `,
      )}, coalesce(a.names, 0) | coalesce(b.names, 0) as names
    from ${a} a full join ${b} b on b.product_id = a.product_id)`;
}

/** The longest posting list among the searched words' holders: its word's index and holder. */
interface Longest {
  i: number;
  holder: Holder;
}
const longestHolder = (lookups: Lookup[]) =>
  lookups
    .flatMap((w, i) => w.holders.map((holder) => ({ i, holder })))
    .reduce<Longest | undefined>((a, b) => (a && a.holder.postings >= b.holder.postings ? a : b), undefined);

/** The searched words' rows other than the longest list's (wordRows of each). */
const otherRows = (lookups: Lookup[], longest: Longest | undefined, columns: number) =>
  lookups.flatMap((w, i) =>
    wordRows(i === longest?.i ? { ...w, holders: w.holders.filter((h) => h !== longest.holder) } : w, i, columns),
  );

/**
 * At most this many postings besides the longest list's for its products to be told apart with `not in`
 * (`fewOtherPostings`; a test sets it to -1 to compare both ways on the same searches).
 */
export const searchTuning = { fewOtherPostings: 1000 };

/**
 * The rows as one per product (`g`: product_id, priority, b0…, names). Grouping is the dearest step per row, so the
 * longest posting list of all («زعفران» stands in 15,178 products, by its texts or its brand's name), one row per
 * product already, is not grouped: only the other rows are (other holders, a misspelt word's look-alike brands'
 * products, the words of brand names). When those are few (the usual one-word search: «زعفران،» and a brand name's
 * word beside «زعفران»), the list's rows pass as they are unless the others name their product (`not in`, one hash
 * look-up a row), and only the others' products are put together with their row of the list (an index look-up
 * each): 2–3 ms less at 15k postings than a full join, which handles many others.
 */
function perProduct(lookups: Lookup[], nameLookups: Lookup[], columns: number, longest: Longest | undefined) {
  const rest = [...otherRows(lookups, longest, columns), ...nameLookups.flatMap((n, k) => wordRows(n, 0, columns, k))];
  const grouped = sql`(select x.product_id, min(x.priority) as priority,
      ${sql.join(
        bitColumns(columns).map((b) => sql`bit_or(x.${b}) as ${b}`),
        sql`, `,
      )}, bit_or(x.names) as names
    from ${rowsAs(rest, columns)}
    group by x.product_id)`;
  if (!longest) return sql`${grouped} g`;
  const list = rowsAs(
    wordRows({ ...lookups[longest.i], holders: [longest.holder], brandIds: [] }, longest.i, columns),
    columns,
    'm',
  );
  if (!rest.length) return sql`(select * from ${list}) g`;
  if (!fewOthers(lookups, nameLookups, longest))
    return sql`${fullJoin(sql`(select * from ${list})`, grouped, columns)} g`;
  // Each of the others' products looks up its row of the list (lateral, and `limit 1` so it stays one: the planner,
  // which guesses hundreds of rows for any word, would hash the whole list instead).
  return sql`(select * from ${list} where m.product_id not in (select x.product_id from ${rowsAs(rest, columns)})
    union all
    select r.product_id, r.priority, ${sql.join(
      bitColumns(columns).map((b) => sql`r.${b} | coalesce(m.${b}, 0)`),
      sql`, `,
    )}, r.names
    from ${grouped} r left join lateral (select * from ${list} where m.product_id = r.product_id limit 1) m on true) g`;
}

/** Whether the rows besides the longest list are few (searchTuning; brands' products are not counted ahead). */
const fewOthers = (lookups: Lookup[], nameLookups: Lookup[], longest: Longest) =>
  !lookups.some((w) => w.brandIds.length) &&
  [...lookups, ...nameLookups]
    .flatMap((w) => w.holders)
    .filter((h) => h !== longest.holder)
    .reduce((sum, h) => sum + h.postings, 0) <= searchTuning.fewOtherPostings;

/**
 * How many products match, without reading the matches again, when it can be told from the longest list's count
 * (kept in the vocabulary by the trigger, read in the same statement, so it agrees with the postings ranked): plus the
 * products of the other rows that list lacks (few, or as many as those rows). Only when that list is read whole (not
 * a title-only lookup), no filter leaves matches out, and any word's row is a match (one word, or any of several).
 */
function countedTotal(
  lookups: Lookup[],
  mode: 'and' | 'or',
  longest: Longest | undefined,
  columns: number,
  filters: SQL | undefined,
): SQL | undefined {
  const list = longest && lookups[longest.i];
  if (!list || list.titleOnly || list.brandIds.length || filters || (mode === 'and' && lookups.length > 1)) return;
  const counted = sql`(select ${vocabulary.postings} from ${vocabulary} where ${vocabulary.word} = ${longest.holder.word})`;
  const rest = otherRows(lookups, longest, columns);
  if (!rest.length) return counted;
  const inList = sql`select 1 as hit from ${postings} m
    where m.word = ${longest.holder.word} and m.product_id = x.product_id limit 1`;
  // Few others look their products up in the list one by one (lateral, as in perProduct); many are hashed against it.
  return fewOthers(lookups, [], longest)
    ? sql`(${counted} + (select count(distinct x.product_id) from ${rowsAs(rest, columns)}
        left join lateral (${inList}) l on true where l.hit is null))::int`
    : sql`(${counted} + (select count(distinct x.product_id) from ${rowsAs(rest, columns)}
        where not exists (${inList})))::int`;
}

/** Whether searched word `i` stands in the place `bit` (BITS) of the grouped row `g`. */
function hasBit(i: number, bit: number) {
  const { column, shift } = bitsOf(i);
  return sql`g.b${raw(column)} & ${big(BigInt(bit) << BigInt(shift))} <> 0`;
}

/**
 * A word's part of the rough order (as rankedSearch's `rough`): the weights of the places it stands in, and 1 when
 * it starts the title; a misspelt word adds nothing, as there. Read from a table of the 32 combinations of its five
 * bits, one array lookup per row instead of five tests.
 */
function roughPart(w: IndexedWord, i: number): SQL[] {
  if (w.misspelt) return [];
  const weights: [number, number][] = [
    [BITS.title, PRODUCT_WEIGHT.title],
    [BITS.titleStart, 1],
    ...(w.titleOnly
      ? []
      : ([
          [BITS.brand, PRODUCT_WEIGHT.brand],
          [BITS.summary, PRODUCT_WEIGHT.summary],
          [BITS.description, PRODUCT_WEIGHT.description],
        ] as [number, number][])),
  ];
  const table = [...Array(32).keys()].map((bits) =>
    weights.reduce((sum, [bit, weight]) => (bits & bit ? sum + weight : sum), 0),
  );
  const { column, shift } = bitsOf(i);
  return [sql`('{${raw(table.join(','))}}'::real[])[((g.b${raw(column)} >> ${raw(shift)}) & 31) + 1]`];
}

/** At most this many words of found brands' names are looked for in titles (for `names_brand`; one bit each). */
const NAME_WORDS_MAX = 62;

const NO_MATCHES = sql`(select null::int as id, 0 as priority, 0 as rough, false as names_brand where false) x`;

/**
 * The search's matches from the index, as the rows `(id, priority, rough, names_brand)` of a FROM item (`from`), and
 * their number when it can be told without reading them again (`total`, countedTotal): the
 * products holding every word (`and`) or any (`or`), passing `filters` (other than published, which the index
 * already is), ordered later by `rough` then `names_brand` (the title holds every word of a brand name the search
 * found). The postings are read index-only and grouped once per product, so a common word costs its postings, not
 * its products' rows. (Every one of several common words costs all their postings: listProducts sends those to the
 * trigram bitmaps, which intersect first.) Undefined when a misspelt word is like no single word (see below).
 */
export async function indexedMatches(
  db: Db,
  words: IndexedWord[],
  mode: 'and' | 'or',
  brandNames: string[],
  filters: SQL | undefined,
  /** wordsHolding's answers for the words already looked up as typed. */
  asTyped: Map<string, Promise<Holder[]>>,
): Promise<{ from: SQL; total?: SQL } | undefined> {
  const lookups: Lookup[] = await Promise.all(
    words.map(async (w) => ({
      holders: await ((!w.misspelt && asTyped.get(w.word)) || holders(db, w.matches, w.titleOnly, w.word)),
      titleOnly: w.titleOnly,
      brandIds: w.brandIds,
      start: w.misspelt ? undefined : w.word,
    })),
  );
  // A word of a found brand's name that is also a searched word reads that word's title bit; each other one is
  // looked up among titles and gets a bit of `names`.
  const searched = (word: string) => words.findIndex((w) => w.word === word && !w.misspelt);
  const nameWords = [...new Set(brandNames.flatMap((n) => n.split(' ').filter(Boolean)))]
    .filter((word) => searched(word) < 0)
    .slice(0, NAME_WORDS_MAX);
  const nameLookups: Lookup[] = await Promise.all(
    nameWords.map(async (word) => ({
      holders: await wordsHolding(db, word, true),
      titleOnly: true,
      brandIds: [],
    })),
  );
  const columns = Math.ceil(words.length / WORDS_PER_COLUMN);
  const found = (w: Lookup) => w.holders.length > 0 || w.brandIds.length > 0;
  // A misspelling is compared with one word at a time here; the title's trigram index compares it across words too
  // («sauvage» is like «sau age»). When no single word is like it, the caller asks the titles (undefined).
  if (words.some((w, i) => w.misspelt && !found(lookups[i]))) return undefined;
  if (mode === 'and' ? !lookups.every(found) : !lookups.some(found)) return { from: NO_MATCHES };

  const present = (i: number) => {
    const { column, shift } = bitsOf(i);
    return sql`g.b${raw(column)} & ${big(31n << BigInt(shift))} <> 0`;
  };
  const titleHolds = (word: string): SQL | undefined => {
    const i = searched(word);
    if (i >= 0) return hasBit(i, BITS.title);
    const k = nameWords.indexOf(word);
    return k < 0 ? undefined : sql`g.names & ${big(1n << BigInt(k))} <> 0`;
  };
  const namesBrand = brandNames.flatMap((name) => {
    const each = name.split(' ').filter(Boolean).map(titleHolds);
    return each.length && each.every(Boolean) ? [sql`(${sql.join(each as SQL[], sql` and `)})`] : [];
  });
  const rough = lookups.flatMap((_, i) => roughPart(words[i], i));
  const longest = longestHolder(lookups);
  const from = sql`(select g.product_id as id,
      g.priority, ${rough.length ? sql.join(rough, sql` + `) : sql`0`} as rough,
      ${namesBrand.length ? sql.join(namesBrand, sql` or `) : sql`false`} as names_brand
    from ${perProduct(lookups, nameLookups, columns, longest)}
    where (${sql.join(
      words.map((_, i) => present(i)),
      mode === 'and' ? sql` and ` : sql` or `,
    )})${filters ? sql` and exists (select 1 from ${products} where ${products.id} = g.product_id and ${filters})` : sql``}) x`;
  return { from, total: countedTotal(lookups, mode, longest, columns, filters) };
}
