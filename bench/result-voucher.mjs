#!/usr/bin/env -S npx tsx
// Back from the bank: how soon the payment result page and the voucher show something a traveller can use.
//   npx tsx bench/result-voucher.mjs            (after `npm run build`: starts that build on a fresh embedded database)
//   BENCH_WEB_URL=… BENCH_API_URL=… BENCH_API_KEY=… npx tsx bench/result-voucher.mjs   (a product already running
//   with the sandbox bank)
// A member signs in (SMS code from the dev outbox) and books VIP services through the site's relay, then, RUNS times
// (default 5) at 360 px: pays at the sandbox bank and times the result page from its navigation to the voucher link
// (paid) or to the retry button (the bank refused), and the voucher page from its navigation to the voucher's
// reference. Medians and maxima in ms; written to bench/results/result-voucher.json. Not part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, pathOf } from '@vip/contract';
import { launchChromium } from './pages.mjs';

const root = new URL('..', import.meta.url).pathname;
const RUNS = Number(process.env.RUNS ?? 5);
const WEB_PORT = process.env.BENCH_WEB_PORT ?? '3960';
const API_PORT = process.env.BENCH_API_PORT ?? '4960';
let WEB = process.env.BENCH_WEB_URL;
let API = process.env.BENCH_API_URL;
let KEY = process.env.BENCH_API_KEY;

if (!WEB) {
  WEB = `http://localhost:${WEB_PORT}`;
  API = `http://localhost:${API_PORT}`;
  KEY = 'bench-storefront-key-0001';
  const dataDir = mkdtempSync(join(tmpdir(), 'vip-bench-'));
  const product = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      WEB_PORT,
      API_PORT,
      API_KEY: KEY,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_API_URL: API,
      WEB_URL: WEB,
      SIGNIN_IP_LIMIT_FACTOR: '20',
      PAYMENT_GATEWAY: 'sandbox',
      PAYMENT_GATEWAYS: 'sandbox',
      ALLOW_SANDBOX_BANK: 'true',
      MAP_TILE_URL: '',
    },
    stdio: 'ignore',
    detached: true,
  });
  process.on('exit', () => {
    try {
      process.kill(-product.pid, 'SIGTERM');
    } catch {}
    rmSync(dataDir, { recursive: true, force: true });
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${WEB}/api/ip`)).ok) break;
    } catch {}
    if (i > 600) throw new Error(`${WEB} never answered`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const fa = (s) => s.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
const apiGet = async (endpoint, query = {}, params) => {
  const url = new URL(pathOf(endpoint, params), API);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const res = await fetch(url, { headers: { 'x-api-key': KEY } });
  if (!res.ok) throw new Error(`${url.pathname}: ${res.status}`);
  return res.json();
};

/** The newest sign-in code sent to `mobile` after message `after`. */
async function codeFor(mobile, after) {
  for (let i = 0; i < 100; i++) {
    const { data } = await apiGet(api.listDevOutbox, { mobile });
    const newest = data.filter((m) => m.id > after).sort((a, b) => b.id - a.id)[0];
    if (newest) return newest.token;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS for ${mobile}`);
}

/** A member call made by the page through the site's relay. */
const memberSend = (page, path, method = 'GET', body) =>
  page.evaluate(
    async ({ path, method, body }) => {
      const res = await fetch(`/api/member${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { path, method, body },
  );

const mobile = `0912${String(Date.now()).slice(-7)}`;
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 360, height: 760 }, locale: 'fa-IR' });
const page = await context.newPage();
await page.goto(`${WEB}/member/signin?callbackUrl=${encodeURIComponent('/dashboard')}`);
const before = Math.max(0, ...(await apiGet(api.listDevOutbox, { mobile })).data.map((m) => m.id));
await page.locator('input[name="mobile"]').fill(fa(mobile));
await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
await page.locator('input[name="code"]').fill(await codeFor(mobile, before));
await page.locator('input[name="first_name"]').waitFor({ timeout: 30_000 });
await page.locator('input[name="first_name"]').fill('سنجه');
await page.locator('input[name="last_name"]').fill('آزمون');
await page.getByRole('button', { name: 'ذخیره و ادامه' }).click();
await page.waitForURL('**/dashboard**', { timeout: 30_000 });

/** A one-way booking at the origin of a Tehran (Mehrabad) → Mashhad flight a few days ahead (its own day per run). */
async function book(run) {
  const date = new Date(Date.now() + (3 + (run % 20)) * 86_400_000).toISOString().slice(0, 10);
  const flights = (await apiGet(api.listBriefFlights, { date, searchtext: 'مشهد' })).data.filter(
    (f) => f.bookable && f.origin.iata === 'THR',
  );
  const flight = flights[run % flights.length];
  const services = (await apiGet(api.getFlightServices, {}, { id: flight.id })).data;
  if (services.departure.length === 0) throw new Error(`no departure service for flight ${flight.id}`);
  const body = {
    flight_orders: [
      {
        order_type: 0,
        flight_id: flight.id,
        flight_class: 4,
        passengers: [
          {
            first_name: 'سنجه',
            last_name: 'آزمون',
            mobile,
            national_code: '0084575948',
            passport_number: '',
            person_age_type: 3,
            gender: 1,
            nationality: 0,
            country_id: 1,
          },
        ],
        reservations: [{ reservation_type: 0, service_id: services.departure[0].id }],
      },
    ],
  };
  const created = await memberSend(page, pathOf(api.createCipOrder), 'POST', body);
  if (created.status !== 201) throw new Error(`booking: ${created.status} ${JSON.stringify(created.json)}`);
  return created.json.data;
}

/** Pays an order at the sandbox bank with `action` and times the result page until `testId` shows. */
async function resultPage(order, action, testId) {
  const paid = await memberSend(page, pathOf(api.payCipOrder, { id: order.id }), 'POST', { use_wallet: false });
  if (paid.status !== 200) throw new Error(`payment: ${paid.status} ${JSON.stringify(paid.json)}`);
  await page.goto(paid.json.data.redirect_url);
  await Promise.all([
    page.waitForURL(/\/order\/payment-result\?/, { timeout: 30_000 }),
    page.locator(`button[value="${action}"]`).click(),
  ]);
  await page.getByTestId(testId).waitFor({ timeout: 30_000 });
  return page.evaluate(() => Math.round(performance.now()));
}

async function voucherPage(reference) {
  await page.goto(`${WEB}/cip/voucher/${reference}`);
  await page.getByTestId('voucher-reference').waitFor({ timeout: 30_000 });
  return page.evaluate(() => Math.round(performance.now()));
}

const times = { paid: [], failed: [], voucher: [] };
for (let run = 0; run < RUNS; run++) {
  const failing = await book(run * 2);
  times.failed.push(await resultPage(failing, 'fail', 'pay-again'));
  const order = await book(run * 2 + 1);
  times.paid.push(await resultPage(order, 'pay', 'result-voucher'));
  times.voucher.push(await voucherPage(order.reference));
}
await browser.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [
  ['result page, paid → voucher link', times.paid],
  ['result page, bank refused → retry button', times.failed],
  ['voucher page → reference shown', times.voucher],
].map(([what, xs]) => ({ what, median_ms: median(xs), max_ms: Math.max(...xs), runs: xs }));
for (const r of rows) console.log(`${r.what.padEnd(44)} median ${r.median_ms} ms, max ${r.max_ms} ms`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/result-voucher.json'),
  `${JSON.stringify({ at: new Date().toISOString(), web: WEB, rows }, null, 2)}\n`,
);
process.exit(0);
