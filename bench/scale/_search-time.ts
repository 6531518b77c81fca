import { productListQuery } from '@vip/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '/work/main/apps/api/src/db/client';
import { FUZZY_MIN_SIMILARITY } from '/work/main/apps/api/src/db/search';
import * as schema from '/work/main/apps/api/src/db/schema';
import { listProducts } from '/work/main/apps/api/src/modules/product/queries';
import { openStorage } from '/work/main/apps/api/src/storage';
const pool = new pg.Pool({ connectionString: 'postgres://root@127.0.0.1:5432/vip_scale', max: 4, options: `-c pg_trgm.word_similarity_threshold=${FUZZY_MIN_SIMILARITY} -c jit=off` });
const times: [number, string][] = [];
const orig = pg.Client.prototype.query;
// @ts-ignore
pg.Client.prototype.query = function (...args: any[]) {
  const t0 = performance.now();
  const r = orig.apply(this, args as any);
  const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
  if (r && typeof r.then === 'function') r.then(() => times.push([performance.now() - t0, String(text).slice(0, 60)]));
  return r;
};
const db = drizzle(pool, { schema }) as unknown as Db;
const storage = openStorage({ DATA_DIR: 'memory://', PUBLIC_API_URL: 'http://localhost' });
const words = (process.env.WORDS ?? 'چمدان,زعفران,هدفون بی‌سیم,چمدان چرخ‌دار ۲۴,عطر,مدل 4711,چمدون,کیف پول چرمی').split(',');
for (const w of words) {
  const all: number[] = [];
  let last: [number, string][] = [];
  for (let i = 0; i < 7; i++) {
    times.length = 0;
    const t0 = performance.now();
    await listProducts(db, productListQuery.parse({ search_text: w, limit: 12 }), storage);
    all.push(performance.now() - t0);
    last = [...times];
  }
  all.sort((a, b) => a - b);
  console.log(w.padEnd(20), 'p50', all[3].toFixed(1), 'max', all[6].toFixed(1), '|', last.map(([t, s]) => `${t.toFixed(1)}:${s.replace(/\s+/g, ' ').slice(0, 25)}`).join(' ; '));
}
await pool.end();
