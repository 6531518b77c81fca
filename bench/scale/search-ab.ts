// `BASE=/path/to/other/checkout npx tsx bench/scale/search-ab.ts`: product search of this checkout against another's
// (e.g. a worktree of main with this node_modules linked in) on the scale database, in one process, the two
// alternated call by call so both see the same machine load. Times listProducts (SQL and Node, no HTTP); prints the
// median and p95 per text and version, and whether both answered the same page (ids in order) and total.
// `AB_SAMPLES` per text and version (default 15).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productListQuery } from '@vip/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client';
import * as schema from '../../apps/api/src/db/schema';
import { FUZZY_MIN_SIMILARITY } from '../../apps/api/src/db/search';
import { listProducts } from '../../apps/api/src/modules/product/queries';
import { openStorage } from '../../apps/api/src/storage';

const root = new URL('../..', import.meta.url).pathname;
const base = process.env.BASE;
if (!base) throw new Error('BASE=<the other checkout> is required');
const other: { listProducts: typeof listProducts } = await import(`${base}/apps/api/src/modules/product/queries.ts`);
const url = new URL(process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/test');
url.pathname = `/${process.env.SCALE_DB ?? 'vip_scale'}`;
const pool = new pg.Pool({
  connectionString: url.toString(),
  max: 4,
  // The settings the API gives every connection (src/db/client.ts).
  options: `-c pg_trgm.word_similarity_threshold=${FUZZY_MIN_SIMILARITY} -c max_parallel_workers_per_gather=0`,
});
const db = drizzle(pool, { schema }) as unknown as Db;
const storage = openStorage({ DATA_DIR: 'memory://', PUBLIC_API_URL: 'http://localhost' });
const SAMPLES = Number(process.env.AB_SAMPLES ?? 15);
// AB_TEXTS=relevance: the queries of the relevance test (apps/api/src/modules/product/search-relevance.test.ts).
const relevance = readFileSync(join(root, 'apps/api/src/modules/product/search-relevance.test.ts'), 'utf8');
const texts =
  process.env.AB_TEXTS === 'relevance'
    ? [...relevance.matchAll(/\{ query: '([^']+)'/g)].map((m) => m[1])
    : ['چمدان', 'زعفران', 'هدفون بی‌سیم', 'چمدان چرخ‌دار ۲۴', 'عطر', 'مدل 4711', 'چمدون', 'کیف پول چرمی'];
const versions = { base: other.listProducts, this: listProducts };
const pct = (ms: number[], p: number) =>
  [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(p * ms.length))];

const { rows } = await pool.query('select now()::text as at');
console.log(`search A/B on ${url.pathname.slice(1)}, ${rows[0].at}, base ${base}`);
const all: Record<string, number[]> = { base: [], this: [] };
for (const text of texts) {
  const q = productListQuery.parse({ search_text: text, limit: 12 });
  const ms: Record<string, number[]> = { base: [], this: [] };
  const totals: Record<string, number> = {};
  const pages: Record<string, string> = {};
  for (let i = 0; i < SAMPLES + 1; i++) {
    for (const [name, run] of Object.entries(versions)) {
      const t = performance.now();
      const r = await run(db, q, storage);
      if (i > 0) ms[name].push(performance.now() - t); // the first call warms
      totals[name] = r.paging.total;
      pages[name] = r.data.map((p) => p.id).join(',');
    }
  }
  for (const name of Object.keys(versions)) all[name].push(...ms[name]);
  const f = (name: string) =>
    `${name} p50 ${pct(ms[name], 0.5).toFixed(1)} p95 ${pct(ms[name], 0.95).toFixed(1)} (total ${totals[name]})`;
  const same = pages.base === pages.this && totals.base === totals.this ? 'same page' : 'PAGES DIFFER';
  console.log(`${text.padEnd(18)} ${f('base')}  |  ${f('this')}  ${same}`);
}
const g = (name: string) => `${name} p50 ${pct(all[name], 0.5).toFixed(1)} p95 ${pct(all[name], 0.95).toFixed(1)}`;
console.log(`all texts          ${g('base')}  |  ${g('this')}`);
await pool.end();
