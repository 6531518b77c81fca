import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
    try {
      await database.migrate();
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
      // Undo migration 0019 and forget it and those after it (they can run again), so the next start applies them: the
      // upgrade of a live shop.
      const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
        entries: { tag: string; when: number }[];
      };
      const since = journal.entries.find((e) => e.tag.startsWith('0019_'))!.when;
      await database.db.execute(
        `drop index products_bigrams_search_idx; drop index products_texts_trgm_idx;
         alter table products drop column bigrams_search, drop column texts_search;
         delete from drizzle.__drizzle_migrations where created_at >= ${since}` as never,
      );
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
      await database.close();
      await fresh.drop();
    }
  }, 120_000);
});
