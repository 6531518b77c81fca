import { normalizeSearchText } from '@vip/domain';
import { eq, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { units } from '../src/modules/product/schema';
import { describeEachBackend } from './helpers';

const samples = [
  'كيف چرمي',
  'پاوربانک ۲۰۰۰۰ میلی‌آمپر',
  'مَرحَبا  ـــ  سلام',
  'Samsonite  CABIN\tبار',
  '٣٤٥ عدد\u200fمتن',
  // A Latin v: the SQL side once read `\v` as the letter and made «Sauvage» «sau age» (migration 0016).
  'Dior Sauvage VIP\vبار',
];
// Persian/Arabic letters, digits of three scripts, marks, ZWNJ and odd spaces: where the two sides could disagree.
const alphabet = [
  ...'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیيكىۀأإآ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹0123456789 ـ\u200c\u200d\u064b\u0650\u0670\u00a0\t\v\f',
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
];

describeEachBackend('fa_normalize (SQL) agrees with normalizeSearchText (domain)', (api) => {
  it('on hand-picked and random strings', async () => {
    const random = fc.sample(
      fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }).map((a) => a.join('')),
      60,
    );
    for (const text of [...samples, ...random]) {
      const rows = await api().database.db.execute(sql`select fa_normalize(${text}) as n`);
      const n = ((rows as unknown as { rows?: { n: string }[] }).rows ?? (rows as unknown as { n: string }[]))[0]?.n;
      expect(n, JSON.stringify(text)).toBe(normalizeSearchText(text));
    }
  });
});

/**
 * Search columns made from a product's copies together (migration 0019), what each must equal: the three texts as
 * one, with single spaces (what fa_normalize of the texts joined gives), and that text's two-letter pieces. The
 * every-word search relies on both agreeing with the three copies the rest of the search reads.
 */
const derived: Record<string, SQL> = {
  'products.texts_search': sql`btrim(regexp_replace(title_search || ' ' || summary_search || ' ' || description_search, ' +', ' ', 'g'))`,
  'products.bigrams_search': sql`product_search_text_bigrams(texts_search)`,
};

describeEachBackend('stored search copies (searchColumn)', (api) => {
  it('hold fa_normalize of their source column in every seeded row', async () => {
    const { db } = api().database;
    let checked = 0;
    for (const table of Object.values(schema).filter((t) => is(t, PgTable))) {
      const { name, columns } = getTableConfig(table);
      const names = columns.map((c) => c.name);
      for (const column of columns.filter((c) => c.name.endsWith('_search'))) {
        const expected = derived[`${name}.${column.name}`];
        if (expected) {
          const [{ differ }] = await db
            .select({ differ: sql<number>`count(*) filter (where ${column} is distinct from ${expected})::int` })
            .from(table);
          expect(differ, `${name}.${column.name}`).toBe(0);
          checked++;
          continue;
        }
        const source = column.name.slice(0, -'_search'.length);
        expect(column.generated, `${name}.${column.name}`).toBeDefined();
        expect(names, `${name}.${column.name}`).toContain(source);
        const [{ rows, differ }] = await db
          .select({
            rows: sql<number>`count(*)::int`,
            differ: sql<number>`count(*) filter (where ${column} is distinct from fa_normalize(${sql.identifier(source)}))::int`,
          })
          .from(table);
        expect(differ, `${name}.${column.name}`).toBe(0);
        if (rows > 0) checked++;
      }
    }
    // The 29 searched columns of the 14 searchable tables (orders and cip_flight_patterns included), every table
    // seeded, and the 2 derived ones.
    expect(checked).toBe(31);
  });

  it('are written by the database on insert and rewritten on update', async () => {
    const { db } = api().database;
    // Arabic ي/ك, Persian digits, ZWNJ (a word boundary), tatweel and upper case: what a copy must not keep.
    const [row] = await db
      .insert(units)
      .values({ title: 'كيسه\u200cي ۲ تايي  BIG', slug: 'search-copy-test' })
      .returning({ id: units.id, titleSearch: units.titleSearch });
    expect(row.titleSearch).toBe('کیسه ی 2 تایی big');
    const [updated] = await db
      .update(units)
      .set({ title: 'جفتـــ ٣' })
      .where(eq(units.id, row.id))
      .returning({ titleSearch: units.titleSearch });
    expect(updated.titleSearch).toBe('جفت 3');
    await db.delete(units).where(eq(units.id, row.id));
  });
});
