#!/usr/bin/env -S npx tsx
// `npm run bench` (through tsx: it reads the endpoint table of packages/contract): starts the production build on a fresh embedded database, then measures
//  - API throughput of public lists next to GET /health (the baseline: the same server doing no work),
//  - page weight of the home, product list and product pages (JS and total bytes) next to the 404 page (baseline).
// Prints each figure beside its baseline and writes bench/results/<name>.json. Never part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { api as endpoints, pathOf } from '@vip/contract';

const root = new URL('..', import.meta.url).pathname;
const WEB = 'http://localhost:3900';
const API = 'http://localhost:4900';
const KEY = 'bench-storefront-key-0001';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const results = join(root, 'bench/results');
mkdirSync(results, { recursive: true });

const dataDir = mkdtempSync(join(tmpdir(), 'vip-bench-'));
const product = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    WEB_PORT: '3900',
    API_PORT: '4900',
    API_KEY: KEY,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_API_URL: API,
    WEB_URL: WEB,
  },
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-product.pid, 'SIGTERM');
  } catch {}
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} never answered`);
}
await waitFor(`${WEB}/api/ip`);

async function load(path, headers = { 'x-api-key': KEY }) {
  const r = await autocannon({ url: `${API}${path}`, connections: 20, duration: SECONDS, headers });
  return {
    path,
    requests_per_second: Math.round(r.requests.average),
    latency_p99_ms: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

const baseline = await load(pathOf(endpoints.getHealth), {});
const api = [];
/** A GET of a contract endpoint with its query, as a path for autocannon. */
const pathWith = (endpoint, query) => `${pathOf(endpoint)}?${new URLSearchParams(query)}`;
for (const path of [
  pathWith(endpoints.listCategories, { module_id: 55, parent_id: 103, sort: 'priority' }),
  pathWith(endpoints.listProducts, { limit: 12 }),
  pathWith(endpoints.listProducts, { search_text: 'چمدان' }),
  pathWith(endpoints.listNews, { limit: 12 }),
]) {
  api.push(await load(path));
}
console.log(
  `\nAPI (${SECONDS}s each, 20 connections)        req/s   p99 ms   [baseline /health: ${baseline.requests_per_second} req/s, p99 ${baseline.latency_p99_ms} ms]`,
);
for (const r of api)
  console.log(
    `  ${r.path.slice(0, 60).padEnd(62)} ${String(r.requests_per_second).padStart(6)} ${String(r.latency_p99_ms).padStart(7)}   errors ${r.errors}`,
  );
writeFileSync(join(results, 'api.json'), JSON.stringify({ at: new Date().toISOString(), baseline, api }, null, 2));

/** Debian's headless Chromium with the flags this machine needs (plus `extra`). */
const launchChromium = (extra = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extra,
    ],
  });
const browser = await launchChromium();
async function weigh(path) {
  const page = await browser.newPage({ viewport: { width: 360, height: 760 } });
  let js = 0;
  let total = 0;
  const sizes = [];
  // Bytes on the wire (compressed) of a cold load: what a phone on a slow connection downloads.
  page.on('requestfinished', (req) => {
    sizes.push(
      req.sizes().then((s) => {
        const n = s.responseBodySize + s.responseHeadersSize;
        total += n;
        if (req.resourceType() === 'script') js += n;
      }),
    );
  });
  const t0 = Date.now();
  await page.goto(`${WEB}${path}`, { waitUntil: 'networkidle' });
  const loadMs = Date.now() - t0;
  await Promise.all(sizes);
  const lcp = await page.evaluate(
    () =>
      new Promise((r) => {
        new PerformanceObserver((l) => r(Math.round(l.getEntries().at(-1)?.startTime ?? 0))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => r(0), 1000);
      }),
  );
  await page.close();
  return { path, js_kb: Math.round(js / 1024), total_kb: Math.round(total / 1024), lcp_ms: lcp, load_ms: loadMs };
}
const pageBaseline = await weigh('/this-page-does-not-exist');
const pages = [];
for (const path of ['/', '/products', '/product/1']) pages.push(await weigh(path));
console.log(
  `\nPages at 360px, cold load (wire bytes)                 JS kB  total kB  LCP ms   [baseline 404 page: JS ${pageBaseline.js_kb} kB, total ${pageBaseline.total_kb} kB, LCP ${pageBaseline.lcp_ms} ms]`,
);
for (const p of pages)
  console.log(
    `  ${p.path.padEnd(40)} ${String(p.js_kb).padStart(6)} ${String(p.total_kb).padStart(9)} ${String(p.lcp_ms).padStart(7)}`,
  );
writeFileSync(
  join(results, 'pages.json'),
  JSON.stringify({ at: new Date().toISOString(), baseline: pageBaseline, pages }, null, 2),
);
await browser.close();

// Lighthouse mobile performance (simulated slow 4G and a 4× slower CPU, its default) against the 404 page as baseline.
const debugging = await launchChromium(['--remote-debugging-port=9339']);
async function score(path) {
  const r = await lighthouse(`${WEB}${path}`, {
    port: 9339,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const a = r.lhr.audits;
  const num = (id, digits = 0) => {
    const v = a[id]?.numericValue;
    return typeof v === 'number' ? Number(v.toFixed(digits)) : null;
  };
  if (r.lhr.runtimeError) console.error(`lighthouse ${path}: ${r.lhr.runtimeError.code} ${r.lhr.runtimeError.message}`);
  return {
    path,
    performance:
      r.lhr.categories.performance.score === null ? null : Math.round(r.lhr.categories.performance.score * 100),
    fcp_ms: num('first-contentful-paint'),
    lcp_ms: num('largest-contentful-paint'),
    tbt_ms: num('total-blocking-time'),
    cls: num('cumulative-layout-shift', 3),
  };
}
const lhBaseline = await score('/cip/booking'); // the lightest real page: shell hidden, no API data
const lh = [];
for (const path of ['/', '/products', '/product/1']) lh.push(await score(path));
console.log(
  `\nLighthouse mobile                         perf   FCP ms  LCP ms  TBT ms   CLS   [baseline /cip/booking: perf ${lhBaseline.performance}, LCP ${lhBaseline.lcp_ms} ms, TBT ${lhBaseline.tbt_ms} ms]`,
);
for (const p of lh)
  console.log(
    `  ${p.path.padEnd(40)} ${String(p.performance).padStart(4)} ${String(p.fcp_ms).padStart(8)} ${String(p.lcp_ms).padStart(7)} ${String(p.tbt_ms).padStart(7)} ${String(p.cls).padStart(6)}`,
  );
writeFileSync(
  join(results, 'lighthouse.json'),
  JSON.stringify({ at: new Date().toISOString(), baseline: lhBaseline, pages: lh }, null, 2),
);
await debugging.close();
stop();
process.exit(0);
