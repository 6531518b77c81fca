#!/usr/bin/env -S npx tsx
// `npm run bench` (through tsx: it reads the endpoint table of packages/contract): starts the production build on a fresh embedded database, then measures
//  - API throughput of public lists next to GET /health (the baseline: the same server doing no work),
//  - the site (bench/pages.mjs): gzip JavaScript of a cold load per public route with its budget, and Lighthouse
//    mobile (median of 3) on the pages issue 17 names.
// Prints each figure beside its baseline and writes bench/results/<name>.json. Never part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { api as endpoints, pathOf } from '@vip/contract';
import { runPages } from './pages.mjs';

const root = new URL('..', import.meta.url).pathname;
const WEB_PORT = process.env.BENCH_WEB_PORT ?? '3900';
const API_PORT = process.env.BENCH_API_PORT ?? '4900';
const WEB = `http://localhost:${WEB_PORT}`;
const API = `http://localhost:${API_PORT}`;
const KEY = 'bench-storefront-key-0001';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const results = join(root, 'bench/results');
mkdirSync(results, { recursive: true });

const dataDir = mkdtempSync(join(tmpdir(), 'vip-bench-'));
const product = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    WEB_PORT,
    API_PORT,
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

await runPages({ webUrl: WEB, resultsDir: results });
stop();
process.exit(0);
