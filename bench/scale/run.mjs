#!/usr/bin/env -S npx tsx
// `npx tsx bench/scale/run.mjs` after `npx tsx bench/scale/generate.mjs`: latencies of the API at a real shop's size on
// PostgreSQL (issue #17 outcome 5), the cache off so every request reaches the database:
//  - product search, a member's order list, briefflights by date and by date + text: one request at a time,
//  - order creation and payment verification (the bank's callback) with 50 members at once.
// Prints p50/p95/p99 and writes bench/results/scale.json. API on port 4970 (BENCH_API_PORT).
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { api as endpoints, pathOf } from '@vip/contract';
import { PaymentStatus } from '@vip/domain';
import { buildApi, databaseUrl, KEY, machine, root, rssMb, startApi } from '../lib/api-process.mjs';

const SCALE_DB = process.env.SCALE_DB ?? 'vip_scale';
const PORT = Number(process.env.BENCH_API_PORT ?? 4970);
const SAMPLES = Number(process.env.SCALE_SAMPLES ?? 200);
const JWT_SECRET = 'bench-only-secret-0123456789-abcdefghijklmnop';
const MEMBERS = 50;

// A pool: the 50 members' checks run at once (one client would queue them, and pg deprecates overlapping queries).
const db = new pg.Pool({ connectionString: databaseUrl(SCALE_DB), max: 4 });
const one = async (text, params) => (await db.query(text, params)).rows[0];
const sizes =
  await one(`select (select count(*) from products)::int products, (select count(*) from members)::int members,
  (select count(*) from orders)::int orders, (select count(*) from store_order_items)::int items,
  (select count(*) from cip_flights)::int flights`);

buildApi();
const api = await startApi({
  port: PORT,
  databaseUrl: databaseUrl(SCALE_DB),
  env: { PUBLIC_CACHE_TTL_MS: '0', SEED_DEMO: 'false', PAYMENT_LOOP_MS: '0', OUTBOX_POLL_MS: '0' },
});
// A failed or interrupted bench must not leave its API running.
process.on('exit', () => {
  try {
    process.kill(api.pid);
  } catch {}
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

/** Percentiles of latencies (ms). */
function stats(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p) => Number(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(1));
  return { n: s.length, p50_ms: at(50), p95_ms: at(95), p99_ms: at(99), max_ms: Number(s.at(-1).toFixed(1)) };
}

/** One call of a contract endpoint over HTTP; answers the status, the JSON and the time it took. */
async function call(endpoint, { params, query, body, token, headers = {} } = {}) {
  const qs = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  const t = performance.now();
  const res = await fetch(`${api.url}${pathOf(endpoint, params)}${qs}`, {
    method: endpoint.method,
    headers: {
      'x-api-key': KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
    redirect: 'manual',
  });
  const text = await res.text();
  const ms = performance.now() - t;
  return { status: res.status, json: text.startsWith('{') ? JSON.parse(text) : undefined, ms, res };
}

/** Runs `fn(i)` `n` times one after another, after a few warm-up calls; answers the latency figures. */
async function sequential(n, fn) {
  for (let i = 0; i < 5; i++) await fn(i);
  const ms = [];
  for (let i = 0; i < n; i++) {
    const r = await fn(i);
    if (r.status >= 400) throw new Error(`status ${r.status}: ${JSON.stringify(r.json)}`);
    ms.push(r.ms);
  }
  return stats(ms);
}

// Members of the bench: the five with ~200 orders each and 45 ordinary ones, each with a session and a recipient.
const heavy = await db.query(`select member_id as id from orders group by member_id order by count(*) desc limit 5`);
const ordinary = await db.query(
  `select id from members where mobile like '0990%' and id not in (${heavy.rows.map((r) => r.id).join(',')}) order by id limit 45 offset 1000`,
);
const shoppers = [];
for (const { id } of [...heavy.rows, ...ordinary.rows]) {
  const session = await one(`insert into member_sessions (member_id, method) values ($1, 'mobile') returning id`, [id]);
  const recipient = await one(
    `insert into recipients (member_id, full_name, mobile, province_id, city_id, address, postal_code)
     values ($1, 'رضا کریمی', '09351234567', 1, 1, 'تهران، خیابان شریعتی، پلاک ۴', '1919613111') returning id`,
    [id],
  );
  const iat = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(id))
    .setIssuer('vip-api')
    .setAudience('sitemember')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(new TextEncoder().encode(JWT_SECRET));
  shoppers.push({ id, token, recipient: recipient.id });
}

const out = { machine: machine(), database: SCALE_DB, sizes, samples: SAMPLES, read: {}, write: {} };

// The floor of this machine: GET /health (one database ping) through the same HTTP client, one at a time.
out.read.health_baseline = await sequential(SAMPLES, () => call(endpoints.getHealth));

const searches = ['چمدان', 'زعفران', 'هدفون بی‌سیم', 'چمدان چرخ‌دار ۲۴', 'عطر', 'مدل 4711', 'چمدون', 'کیف پول چرمی'];
out.read.product_search = await sequential(SAMPLES, (i) =>
  call(endpoints.listProducts, { query: { search_text: searches[i % searches.length], limit: 12 } }),
);
// Each search on its own (median of 5), to see which words cost what.
out.product_search_by_text = {};
for (const text of searches) {
  out.product_search_by_text[text] = (
    await sequential(5, () => call(endpoints.listProducts, { query: { search_text: text, limit: 12 } }))
  ).p50_ms;
}
out.read.product_list = await sequential(SAMPLES, (i) =>
  call(endpoints.listProducts, { query: { limit: 12, offset: (i * 12) % 600 } }),
);
out.read.member_orders = await sequential(SAMPLES, (i) =>
  call(endpoints.listStoreOrders, { token: shoppers[i % shoppers.length].token, query: { limit: 10 } }),
);
out.read.member_orders_heavy = await sequential(SAMPLES, (i) =>
  call(endpoints.listStoreOrders, { token: shoppers[i % 5].token, query: { limit: 10 } }),
);
const day = (i) => new Date(Date.now() + ((i * 7) % 300) * 86_400_000 - 120 * 86_400_000).toISOString().slice(0, 10);
out.read.briefflights_date = await sequential(SAMPLES, (i) =>
  call(endpoints.listBriefFlights, { query: { date: day(i) } }),
);
const flightTexts = ['IR', 'ایران ایر', 'مشهد', 'THR', 'IR 5012', 'کیش'];
out.read.briefflights_text = await sequential(SAMPLES, (i) =>
  call(endpoints.listBriefFlights, { query: { date: day(i), searchtext: flightTexts[i % flightTexts.length] } }),
);
console.log(JSON.stringify(out.read));

// 50 members at once: each places ROUNDS orders, then pays each at the sandbox bank and comes back (the verify).
const ROUNDS = Number(process.env.SCALE_ROUNDS ?? 4);
const forSale = (
  await db.query(`select id from products where published and slug like 'scale-product-%' order by id desc limit 5000`)
).rows.map((r) => r.id);
const created = [];
const createMs = [];
const t0 = performance.now();
await Promise.all(
  shoppers.map(async (s, w) => {
    for (let r = 0; r < ROUNDS; r++) {
      const product = forSale[(w * 7919 + r * 104729) % forSale.length];
      const res = await call(endpoints.createStoreOrder, {
        token: s.token,
        body: { items: [{ product_id: product, quantity: 1 }], recipient_id: s.recipient, transmit_id: 1 },
        headers: { 'idempotency-key': randomUUID() },
      });
      if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.json)}`);
      createMs.push(res.ms);
      created.push({ s, id: res.json.data.id });
    }
  }),
);
out.write.order_creation = {
  concurrency: MEMBERS,
  ...stats(createMs),
  orders_per_second: Math.round(created.length / ((performance.now() - t0) / 1000)),
};

const verifyMs = [];
const payMs = [];
const t1 = performance.now();
await Promise.all(
  shoppers.map(async (s) => {
    for (const o of created.filter((c) => c.s === s)) {
      const pay = await call(endpoints.payStoreOrder, {
        token: s.token,
        body: { order_id: o.id, gateway: 'sandbox', use_wallet: false },
      });
      if (pay.status !== 200) throw new Error(`pay: ${pay.status} ${JSON.stringify(pay.json)}`);
      payMs.push(pay.ms);
      const bank = new URL(pay.json.data.redirect_url);
      const press = await fetch(`${api.url}${bank.pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
        redirect: 'manual',
      });
      const back = new URL(press.headers.get('location'));
      const t = performance.now();
      const cb = await fetch(`${api.url}${back.pathname}${back.search}`, { redirect: 'manual' });
      await cb.text();
      verifyMs.push(performance.now() - t);
      if (cb.status !== 302 || !String(cb.headers.get('location')).includes('success')) {
        // The site's result page says how it ended; anything but a paid order is a failure of the bench.
        const paid = await one(`select payment_status from orders where id = $1`, [o.id]);
        if (paid.payment_status !== PaymentStatus.paid) throw new Error(`order ${o.id} not paid after the callback`);
      }
    }
  }),
);
out.write.payment_start = { concurrency: MEMBERS, ...stats(payMs) };
out.write.payment_verification = {
  concurrency: MEMBERS,
  ...stats(verifyMs),
  verifications_per_second: Math.round(verifyMs.length / ((performance.now() - t1) / 1000)),
};
out.memory_mb = { api: rssMb(api.pid) };
await api.stop();

// The bench's sessions go again (its orders stay: payments and the ledger keep them, as in a real shop).
await db.query(`delete from member_sessions where member_id = any($1::int[])`, [shoppers.map((s) => s.id)]);
await db.end();

console.log(`\nmachine: ${JSON.stringify(out.machine)}\nsizes: ${JSON.stringify(sizes)}`);
console.log(`\n${'one request at a time'.padEnd(34)}   p50     p95     p99     max   (ms)`);
const row = (name, r, extra = '') =>
  console.log(
    `  ${name.padEnd(32)} ${String(r.p50_ms).padStart(6)} ${String(r.p95_ms).padStart(7)} ${String(r.p99_ms).padStart(7)} ${String(r.max_ms).padStart(7)} ${extra}`,
  );
for (const [k, r] of Object.entries(out.read)) row(k, r);
console.log(`\n${`${MEMBERS} members at once`.padEnd(34)}   p50     p95     p99     max   (ms)`);
row('order_creation', out.write.order_creation, `  ${out.write.order_creation.orders_per_second} orders/s`);
row('payment_start', out.write.payment_start);
row(
  'payment_verification',
  out.write.payment_verification,
  `  ${out.write.payment_verification.verifications_per_second} /s`,
);
console.log(`\nproduct search by text (median ms): ${JSON.stringify(out.product_search_by_text)}`);
console.log(`API resident memory: ${out.memory_mb.api} MB`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/scale.json'), JSON.stringify(out, null, 2));
process.exit(0);
