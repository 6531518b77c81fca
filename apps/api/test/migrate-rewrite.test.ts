import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { migrationsFolder } from '../src/paths';
import { freshPostgres } from './helpers';

/**
 * A migration that rewrites a big table (0019 adds generated columns to products) leaves it without a visibility map
 * and its new column without statistics; autovacuum does not come, as a rewrite leaves no dead rows. The API's start
 * that migrated vacuums and analyses such a table at once (PostgreSQL only: PGlite has no other sessions to serve).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('migrating a big table on PostgreSQL', () => {
  it('vacuums and analyses the table a migration rewrote, so index-only scans and the planner work at once', async () => {
    const fresh = await freshPostgres(process.env.TEST_DATABASE_URL!);
    const database = await openDatabase({ url: fresh.url, dataDir: 'memory://' });
    const one = async <T>(text: string) =>
      ((await database.db.execute(text as never)) as unknown as { rows: T[] }).rows[0];
    // A shop as it stood before 0019: the migrations up to it only (a folder of those), so the full start after it
    // is the upgrade of a live shop, whatever migrations come later.
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const upTo0019 = mkdtempSync(join(tmpdir(), 'migrations-'));
    mkdirSync(join(upTo0019, 'meta'));
    const before = journal.entries.slice(
      0,
      journal.entries.findIndex((e) => e.tag.startsWith('0019_')),
    );
    writeFileSync(join(upTo0019, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
    for (const e of before) copyFileSync(join(migrationsFolder, `${e.tag}.sql`), join(upTo0019, `${e.tag}.sql`));
    try {
      await migrate(database.db as never, { migrationsFolder: upTo0019, migrationsSchema: 'drizzle' });
      // ~12k products of ~1 KB, mostly a long specification (past the 8 MB a table needs to be looked at), loaded as the scale bench does (without
      // the search index's per-row trigger), then vacuumed as a live shop's table would be.
      await database.db.execute(`set session_replication_role = replica` as never);
      await database.db.execute(
        `insert into products (title, slug, summary, attributes, price, stock)
         select 'چمدان چرخ‌دار ' || i, 'p-' || i, 'خلاصه ' || i,
           jsonb_build_array(jsonb_build_object('title', 'جنس', 'value', repeat('پلی‌کربنات ', 60))), 1000, 1
         from generate_series(1, 12000) i` as never,
      );
      await database.db.execute(`set session_replication_role = origin` as never);
      await database.db.execute(`vacuum (analyze) products` as never);

      await database.migrate();

      const table = await one<{ pages: number; visible: number }>(
        `select relpages as pages, relallvisible as visible from pg_class where relname = 'products'`,
      );
      expect(table.pages).toBeGreaterThanOrEqual(1024);
      expect(table.visible).toBeGreaterThanOrEqual(table.pages * 0.9);
      const stats = await one<{ n: number }>(
        `select count(*)::int as n from pg_stats where tablename = 'products' and attname = 'bigrams_search'`,
      );
      expect(stats.n).toBe(1);
      // The migration computed every product's pieces: «۲۴» normalised is "24", and product 24's title holds it.
      const found = await one<{ n: number }>(
        `select count(*)::int as n from products where bigrams_search @> array['24'] and title like '%24%'`,
      );
      expect(found.n).toBeGreaterThan(0);
    } finally {
      rmSync(upTo0019, { recursive: true, force: true });
      await database.close();
      await fresh.drop();
    }
  }, 600_000);
});
