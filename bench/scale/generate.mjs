#!/usr/bin/env -S npx tsx
// `npx tsx bench/scale/generate.mjs`: a real shop's size on PostgreSQL (issue #17 outcome 5), in a database of its own
// (`vip_scale` on BENCH_PG_URL's server; created here, dropped by `npx tsx bench/scale/generate.mjs --drop`).
// At SCALE=1: 100k products, 200k members, 1M store orders with 1–3 items each, and a year of flights (6 months back,
// 6 months ahead) from ~2,000 weekly patterns. SCALE=0.1 is a tenth of everything for quick runs.
// The API itself migrates and seeds the demo data first (one start on the database), then SQL generate_series fills
// the rest in bulk: secondary indexes are dropped during the load and rebuilt after, then ANALYZE.
import { OrderStatus, PaymentStatus } from '@vip/domain';
import pg from 'pg';
import { benchDatabase, databaseUrl, PG_BASE, startApi } from '../lib/api-process.mjs';

export const SCALE_DB = process.env.SCALE_DB ?? 'vip_scale';
const SCALE = Number(process.env.SCALE ?? 1);
const n = (x) => Math.max(1, Math.round(x * SCALE));
export const COUNTS = {
  products: n(100_000),
  members: n(200_000),
  orders: n(1_000_000),
  patterns: n(2_000),
};

if (process.argv.includes('--drop')) {
  const c = new pg.Client({ connectionString: PG_BASE });
  await c.connect();
  await c.query(`drop database if exists ${SCALE_DB} with (force)`);
  await c.end();
  console.log(`dropped ${SCALE_DB}`);
  process.exit(0);
}

const t0 = Date.now();
const step = (what) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${what}`);

await benchDatabase(SCALE_DB);
step(`created ${SCALE_DB}; migrating and seeding the demo through the API`);
const api = await startApi({
  port: Number(process.env.BENCH_API_PORT ?? 4972),
  databaseUrl: databaseUrl(SCALE_DB),
  env: { SEED_DEMO: 'true' },
});
await api.stop();

const db = new pg.Client({ connectionString: databaseUrl(SCALE_DB) });
await db.connect();
const q = (text) => db.query(text);
await q(`set maintenance_work_mem = '512MB'`);
await q(`set work_mem = '64MB'`);
// Bulk load: no foreign-key triggers per row (the generated rows refer to rows that exist by construction).
await q(`set session_replication_role = replica`);

// Secondary indexes of the bulk tables go during the load and come back after (one build is far cheaper than
// maintaining GIN trigram indexes row by row). Indexes behind constraints (primary keys, unique) stay.
const BULK = [
  'products',
  'product_search_postings',
  'product_categories',
  'members',
  'orders',
  'store_order_items',
  'store_order_details',
];
const { rows: secondary } = await q(`
  select i.indexname, i.indexdef from pg_indexes i
  where i.schemaname = 'public' and i.tablename in (${BULK.map((t) => `'${t}'`).join(',')})
    and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
for (const ix of secondary) await q(`drop index ${ix.indexname}`);
step(`dropped ${secondary.length} secondary indexes for the load`);

const words = (list) => `array[${list.map((w) => `'${w}'`).join(',')}]`;
const NOUNS = words([
  'چمدان',
  'کوله‌پشتی',
  'کیف دستی',
  'ساعت مچی',
  'عطر',
  'هدفون',
  'پاوربانک',
  'عینک آفتابی',
  'زعفران',
  'پسته',
  'گز',
  'سوهان',
  'شال',
  'کیف پول',
  'دفترچه',
  'قمقمه',
  'بالش گردنی',
  'آداپتور',
  'کابل شارژ',
  'ماگ',
  'فرش دستباف',
  'صنایع دستی',
  'شکلات',
  'چای',
  'خرما',
  'عسل',
  'ادکلن',
  'کرم ضدآفتاب',
  'تی‌شرت',
  'کلاه',
]);
const ADJS = words([
  'سفری',
  'چرخ‌دار',
  'سبک',
  'ضدآب',
  'چرمی',
  'مسافرتی',
  'اعلا',
  'ممتاز',
  'کوچک',
  'بزرگ',
  'مشکی',
  'آبی',
  'قرمز',
  'طلایی',
  'نقره‌ای',
  'هوشمند',
  'بی‌سیم',
  'دست‌ساز',
  'ارگانیک',
  'سنتی',
]);
const SIZES = words([
  '۲۰ اینچ',
  '۲۴ اینچ',
  '۲۸ اینچ',
  '۵۵ لیتری',
  '۱۰۰ گرمی',
  '۵۰۰ گرمی',
  'یک کیلویی',
  'سایز M',
  'سایز L',
  '',
]);
const pick = (arr, expr) => `(${arr})[1 + ((${expr}) % array_length(${arr}, 1))]`;

// Products: titles like «چمدان چرخ‌دار ۲۴ اینچ مدل 4711», summaries and descriptions from the same words.
const { rows: base } = await q(`select coalesce(max(id), 0) as max from products`);
const p0 = Number(base[0].max);
await q(`
  insert into products (id, title, slug, sku, summary, description, brand_id, unit_id, price, old_price, stock, rating,
    review_count, sales_count, priority, published, created_at)
  select ${p0} + i,
    ${pick(NOUNS, 'i * 7')} || ' ' || ${pick(ADJS, 'i * 13')} || ' ' || ${pick(SIZES, 'i / 3')} || ' مدل ' || i,
    'scale-product-' || i, 'SKU-' || i,
    ${pick(ADJS, 'i * 3')} || '، ' || ${pick(ADJS, 'i * 5 + 1')} || ' و مناسب سفر؛ ' || ${pick(NOUNS, 'i * 11 + 3')},
    'این ' || ${pick(NOUNS, 'i * 7')} || ' ' || ${pick(ADJS, 'i * 17')} || ' برای سفرهای کوتاه و بلند ساخته شده است. '
      || 'جنس بدنه ' || ${pick(ADJS, 'i * 19 + 2')} || ' است و با ' || ${pick(NOUNS, 'i * 23 + 5')} || ' هماهنگ است.',
    (select id from brands order by id offset (i % (select count(*) from brands)) limit 1),
    (select id from units order by id offset (i % (select count(*) from units)) limit 1),
    (100 + (i * 7919) % 20000) * 10000, case when i % 5 = 0 then (150 + (i * 7919) % 20000) * 10000 end,
    1000000, ((i % 40) / 10.0 + 1)::numeric(3, 2), i % 50, (i * 31) % 5000, 0, i % 50 <> 0,
    now() - make_interval(days => (i % 730))
  from generate_series(1, ${COUNTS.products}) i`);
await q(`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
await q(`
  insert into product_categories (product_id, category_id)
  select p.id, c.id from products p
  join lateral (
    select id from categories where module_id = 55 order by id offset (p.id % greatest((select count(*) from categories where module_id = 55), 1)) limit 1
  ) c on true
  where p.id > ${p0}
  on conflict do nothing`);
// The search index (product_search_postings) is kept by a trigger, which the bulk load's replica role skips: built
// here in one statement instead.
await q(`select product_search_reindex(null)`);
step(`products: ${COUNTS.products}, and their search index`);

// Members: mobiles 0990xxxxxxx (the demo's are elsewhere).
const { rows: mb } = await q(`select coalesce(max(id), 0) as max from members`);
const m0 = Number(mb[0].max);
await q(`
  insert into members (id, mobile, first_name, last_name, created_at)
  select ${m0} + i, '0990' || lpad(i::text, 7, '0'), ${pick(words(['مینا', 'رضا', 'سارا', 'علی', 'نگار', 'حسین', 'مریم', 'امیر']), 'i')},
    ${pick(words(['کریمی', 'احمدی', 'رضایی', 'موسوی', 'حسینی', 'جعفری', 'صادقی', 'کاظمی']), 'i / 8')},
    now() - make_interval(days => (i % 1000))
  from generate_series(1, ${COUNTS.members}) i`);
await q(`select setval(pg_get_serial_sequence('members', 'id'), (select max(id) from members))`);
step(`members: ${COUNTS.members}`);

// Store orders over the last year, 1–3 items each; a member has 5 on average (five have about 200 each: i % 997 = 0).
const { rows: ob } = await q(`select coalesce(max(id), 0) as max from orders`);
const o0 = Number(ob[0].max);
const memberOf = `${m0} + 1 + (case when i % 997 = 0 then (i / 997) % 5 else (i * 2654435761) % ${COUNTS.members} end)`;
await q(`
  insert into orders (id, kind, member_id, reference, status, payment_status, archive_status, items_total, discount_total,
    shipping_price, total_price, paid_amount, title, item_count, search_text, created_at, updated_at, paid_at)
  select ${o0} + i, 'store', ${memberOf}, (30000000 + i)::text,
    case when i % 50 = 0 then ${OrderStatus.canceled} when i % 20 = 0 then ${OrderStatus.wait} else ${OrderStatus.completed} end,
    case when i % 50 = 0 then ${PaymentStatus.notPaid} else ${PaymentStatus.paid} end, -1,
    0, 0, 450000, 0, 0, '', 0, '', t, t, case when i % 50 = 0 then null else t end
  from generate_series(1, ${COUNTS.orders}) i, lateral (select now() - make_interval(secs => (i * 31.536)::int / ${SCALE})) x(t)`);
await q(`
  insert into store_order_items (order_id, product_id, title, unit_price, quantity, amount)
  select o.id, p.id, p.title, p.price, 1 + (o.id + k) % 2, p.price * (1 + (o.id + k) % 2)
  from orders o
  cross join generate_series(0, 2) k
  join products p on p.id = ${p0} + 1 + ((o.id * 7 + k * 104729) % ${COUNTS.products})
  where o.id > ${o0} and k <= o.id % 3`);
step('orders and items inserted; totals');
await q(`
  update orders o set items_total = s.total, total_price = s.total + o.shipping_price,
    paid_amount = case when o.payment_status = ${PaymentStatus.paid} then s.total + o.shipping_price else 0 end,
    title = s.first_title || case when s.n > 1 then ' و ' || (s.n - 1) || ' کالای دیگر' else '' end,
    item_count = s.n, search_text = o.reference || ' ' || s.titles
  from (
    select order_id, sum(amount) as total, count(*)::int as n, min(title) as first_title, string_agg(title, ' ') as titles
    from store_order_items where order_id > ${o0} group by order_id
  ) s
  where o.id = s.order_id`);
await q(`
  insert into store_order_details (order_id, shipped_at)
  select id, case when status = ${OrderStatus.completed} then created_at + interval '2 days' end from orders where id > ${o0}`);
await q(`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
await q(`select setval(pg_get_serial_sequence('store_order_items', 'id'), (select max(id) from store_order_items))`);
step(`orders: ${COUNTS.orders} with items`);

// A year of flights: more weekly patterns like the seeded ones (new numbers, same routes), then the schedule.
const { rows: fp } = await q(`select count(*)::int as n, coalesce(max(id), 0) as max from cip_flight_patterns`);
const f0 = Number(fp[0].max);
await q(`
  insert into cip_flight_patterns (id, airline_id, flight_number, origin_airport_id, origin_terminal_id,
    destination_airport_id, destination_terminal_id, weekdays, departure_time, duration_minutes, search_source)
  select ${f0} + i, b.airline_id, a.iata || ' ' || (5000 + i), b.origin_airport_id, b.origin_terminal_id,
    b.destination_airport_id, b.destination_terminal_id, b.weekdays,
    to_char(time '05:00' + make_interval(mins => (i * 37) % 1080), 'HH24:MI'), b.duration_minutes,
    replace(replace(b.search_source, b.flight_number, a.iata || ' ' || (5000 + i)),
      replace(b.flight_number, ' ', ''), a.iata || (5000 + i))
  from generate_series(1, ${COUNTS.patterns}) i
  join cip_flight_patterns b on b.id = 1 + (i % ${fp[0].n})
  join cip_airlines a on a.id = b.airline_id`);
await q(
  `select setval(pg_get_serial_sequence('cip_flight_patterns', 'id'), (select max(id) from cip_flight_patterns))`,
);
await q(`
  insert into cip_flights (pattern_id, date, departure_at, arrival_at)
  select p.id, d::date,
    ((d::date + p.departure_time::time) - make_interval(mins => a.utc_offset_minutes)) at time zone 'UTC',
    ((d::date + p.departure_time::time) - make_interval(mins => a.utc_offset_minutes - p.duration_minutes)) at time zone 'UTC'
  from cip_flight_patterns p
  join cip_airports a on a.id = p.origin_airport_id
  cross join generate_series(current_date - 182, current_date + 183, interval '1 day') d
  where extract(dow from d)::smallint = any(p.weekdays)
  on conflict (pattern_id, date) do nothing`);
step('flights');

await q(`set session_replication_role = origin`);
for (const ix of secondary) await q(ix.indexdef);
step(`rebuilt ${secondary.length} indexes`);
// VACUUM as well as ANALYZE: the totals update left a dead version of every order, and without a visibility map an
// index-only scan (the product count) reads the heap; a live shop's autovacuum would have done both long ago.
await q('vacuum (analyze)');
const { rows: counts } = await q(`
  select (select count(*) from products) products, (select count(*) from members) members,
    (select count(*) from orders) orders, (select count(*) from store_order_items) items,
    (select count(*) from cip_flight_patterns) patterns, (select count(*) from cip_flights) flights,
    pg_size_pretty(pg_database_size(current_database())) size`);
step(`done: ${JSON.stringify(counts[0])}`);
await db.end();
