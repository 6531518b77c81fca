// `npx tsx bench/scale/explain.ts [label]` on the scale database: runs the API's own query functions (product search,
// a member's order list, briefflights by date and by text) with a logging Drizzle, then `EXPLAIN (ANALYZE, BUFFERS)`
// of every SQL statement they sent, with its parameters. Appends the plans to bench/results/explain-<label>.txt, the
// before/after evidence of bench/RESULTS.md.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { briefFlightsQuery, orderListQuery, productListQuery } from '@vip/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client';
import { FUZZY_MIN_SIMILARITY } from '../../apps/api/src/db/search';
import * as schema from '../../apps/api/src/db/schema';
import { listBriefFlights } from '../../apps/api/src/modules/cipservice/catalogue';
import { listProducts } from '../../apps/api/src/modules/product/queries';
import { listStoreOrders } from '../../apps/api/src/modules/store/orders';
import { openStorage } from '../../apps/api/src/storage';

const root = new URL('../..', import.meta.url).pathname;
const label = process.argv[2] ?? 'now';
const url = new URL(process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/test');
url.pathname = `/${process.env.SCALE_DB ?? 'vip_scale'}`;
// The settings the API gives every connection (src/db/client.ts); without them pg_trgm's default threshold 0.6 applies.
const pool = new pg.Pool({
  connectionString: url.toString(),
  max: 4,
  options: `-c pg_trgm.word_similarity_threshold=${FUZZY_MIN_SIMILARITY} -c max_parallel_workers_per_gather=0`,
});
let captured: { sql: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
}) as unknown as Db;
const storage = openStorage({ DATA_DIR: 'memory://', PUBLIC_API_URL: 'http://localhost' });

const { rows: heavy } = await pool.query(
  `select member_id from orders where kind = 'store' group by member_id order by count(*) desc limit 1`,
);
const { rows: ordinary } = await pool.query(
  `select id from members where mobile like '0990%' order by id limit 1 offset 1234`,
);
const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);

// The texts bench/scale/run.mjs searches (one misspelt: «چمدون»).
const searches = ['چمدان', 'زعفران', 'هدفون بی‌سیم', 'چمدان چرخ‌دار ۲۴', 'عطر', 'مدل 4711', 'چمدون', 'کیف پول چرمی'];
const cases: [string, () => Promise<unknown>][] = [
  ...searches.map((text): [string, () => Promise<unknown>] => [
    `product search «${text}»`,
    () => listProducts(db, productListQuery.parse({ search_text: text, limit: 12 }), storage),
  ]),
  ['product list, first page', () => listProducts(db, productListQuery.parse({ limit: 12 }), storage)],
  [
    'orders of a member with ~200 orders',
    () => listStoreOrders(db, heavy[0].member_id, orderListQuery.parse({ limit: 10 })),
  ],
  ['orders of an ordinary member', () => listStoreOrders(db, ordinary[0].id, orderListQuery.parse({ limit: 10 }))],
  ['briefflights by date', () => listBriefFlights(db, briefFlightsQuery.parse({ date }))],
  [
    'briefflights by date and text «مشهد»',
    () => listBriefFlights(db, briefFlightsQuery.parse({ date, searchtext: 'مشهد' })),
  ],
];

mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, `bench/results/explain-${label}.txt`);
writeFileSync(file, `# EXPLAIN (ANALYZE, BUFFERS) on ${url.pathname.slice(1)}, ${new Date().toISOString()}\n`);
for (const [name, run] of cases) {
  await run(); // warm
  captured = [];
  const t = performance.now();
  await run();
  const ms = (performance.now() - t).toFixed(1);
  const statements = captured;
  appendFileSync(file, `\n## ${name}: ${ms} ms for ${statements.length} statements\n`);
  console.log(`${name}: ${ms} ms (${statements.length} statements)`);
  for (const s of statements) {
    const { rows } = await pool.query(`explain (analyze, buffers) ${s.sql}`, s.params as unknown[]);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const total = plan.match(/Execution Time: ([\d.]+) ms/)?.[1];
    console.log(`   ${total?.padStart(9)} ms  ${s.sql.slice(0, 110).replace(/\s+/g, ' ')}`);
    appendFileSync(file, `\n${s.sql}\n-- params: ${JSON.stringify(s.params)}\n${plan}\n`);
  }
}
await pool.end();
