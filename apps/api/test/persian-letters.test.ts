import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from './helpers';

const migration = readFileSync(new URL('../drizzle/0009_persian_letters.sql', import.meta.url), 'utf8');

describeEachBackend('Persian letters migration (issue #16)', (api) => {
  it('rewrites Arabic ي/ك saved before in names and titles, and their search copies follow', async () => {
    const db = api().app.db;
    const [row] = (
      await db.execute<{ id: number }>(sql`insert into categories (module_id, title, slug, description)
        values (1, 'كيف سفري', 'arabic-letters', 'كالای سفر') returning id`)
    ).rows;
    await db.execute(sql.raw(migration));
    const [after] = (
      await db.execute<{ title: string; description: string; title_search: string }>(
        sql`select title, description, title_search from categories where id = ${row.id}`,
      )
    ).rows;
    expect(after).toEqual({ title: 'کیف سفری', description: 'کالای سفر', title_search: 'کیف سفری' });
    // Rows already in Persian are not touched: the seeded catalogue holds no Arabic form at all.
    const [left] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from products where title ~ '[يىك]'`))
      .rows;
    expect(left.n).toBe(0);
  });
});
