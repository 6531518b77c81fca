#!/usr/bin/env -S npx tsx
// `npx tsx bench/api-cache.mjs`: the API's public lists under load, against a bare node:http server sending the same
// bytes in the same run (issue #17 outcome 4):
//  - cached: the lists answered from the in-process cache at 100 connections (req/s, p50, p99) beside the bare server,
//  - uncached: the same lists and searches with the cache off, on PGlite and on PostgreSQL side by side,
//  - the API's resident memory after each run.
// Writes bench/results/api-cache.json. Ports 4970 (API), 4971 (bare server); BENCH_SECONDS (default 5).
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api as endpoints, pathOf } from '@vip/contract';
import { benchDatabase, buildApi, KEY, load, machine, root, rssMb, startApi } from './lib/api-process.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** `cached`, `uncached` or both (default). */
const PARTS = (process.env.BENCH_PARTS ?? 'cached,uncached').split(',');
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4970);
const BARE_PORT = API_PORT + 1;
const results = join(root, 'bench/results');
mkdirSync(results, { recursive: true });

/** A GET of a contract endpoint with its query, as a path. */
const pathWith = (endpoint, query) => `${pathOf(endpoint)}?${new URLSearchParams(query)}`;
const lists = [
  pathWith(endpoints.listCategories, { module_id: 55, parent_id: 103, sort: 'priority' }),
  pathWith(endpoints.listProducts, { limit: 12 }),
  pathWith(endpoints.listProducts, { search_text: 'چمدان' }),
  pathWith(endpoints.listNews, { limit: 12 }),
];
const searches = [
  pathWith(endpoints.listProducts, { search_text: 'چمدان' }),
  pathWith(endpoints.listNews, { search_text: 'فرودگاه' }),
];

/** The mean of load() figures (p99 included: the mean of the runs' p99). */
const mean = (rs) =>
  Object.fromEntries(Object.keys(rs[0]).map((k) => [k, Math.round(rs.reduce((sum, r) => sum + r[k], 0) / rs.length)]));

buildApi();
const out = { machine: machine(), seconds: SECONDS, cached: [], uncached: {}, memory_mb: {} };

// 1. Cached lists against the bare server, both at 100 connections.
if (PARTS.includes('cached')) {
  const api = await startApi({ port: API_PORT });
  const answers = {};
  for (const path of lists) {
    await fetch(`${api.url}${path}`, { headers: { 'x-api-key': KEY } }); // fills the cache
    const res = await fetch(`${api.url}${path}`, { headers: { 'x-api-key': KEY } });
    if (res.headers.get('x-cache') !== 'hit') throw new Error(`${path} was not answered from the cache`);
    const headers = {};
    for (const h of ['content-type', 'etag', 'cache-control', 'vary', 'x-content-type-options']) {
      const v = res.headers.get(h);
      if (v) headers[h] = v;
    }
    answers[path] = { body: Buffer.from(await res.arrayBuffer()).toString('base64'), headers };
  }
  const file = join(mkdtempSync(join(tmpdir(), 'vip-bare-')), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const bare = fork(join(root, 'bench/lib/bare-server.mjs'), [file, String(BARE_PORT)]);
  await new Promise((r) => bare.once('message', r));
  for (const path of lists) {
    // An unknown parameter must be served from the same cache entry.
    const unknown = `${path}&utm_source=bench`;
    await fetch(`${api.url}${path}`, { headers: { 'x-api-key': KEY } }); // warm again: the previous loads outlast the TTL
    const probe = await fetch(`${api.url}${unknown}`, { headers: { 'x-api-key': KEY } });
    // Alternated twice and averaged: the machine is shared, so a burst of someone else's work hits both sides alike.
    const runs = { api: [], bare: [] };
    for (let i = 0; i < 2; i++) {
      runs.api.push(await load(`${api.url}${path}`, { seconds: SECONDS }));
      runs.bare.push(await load(`http://127.0.0.1:${BARE_PORT}${path}`, { seconds: SECONDS, headers: {} }));
    }
    const cachedApi = mean(runs.api);
    const baseline = mean(runs.bare);
    out.cached.push({
      path,
      bytes: Buffer.from(answers[path].body, 'base64').length,
      api: cachedApi,
      bare: baseline,
      ratio: Number((cachedApi.requests_per_second / baseline.requests_per_second).toFixed(2)),
      unknown_param_hit: probe.headers.get('x-cache') === 'hit',
    });
  }
  out.memory_mb.api_after_cached_pglite = rssMb(api.pid);
  bare.kill();
  await api.stop();
}

// 2. Uncached lists and searches, PGlite then PostgreSQL (a database of the bench's own), 20 connections.
const uncachedPaths = [...new Set([...lists, ...searches])];
for (const backend of PARTS.includes('uncached') ? ['pglite', 'postgres'] : []) {
  const db = backend === 'postgres' ? await benchDatabase('vip_bench_api') : undefined;
  const api = await startApi({ port: API_PORT, databaseUrl: db?.url, env: { PUBLIC_CACHE_TTL_MS: '0' } });
  out.uncached[backend] = [];
  for (const path of uncachedPaths) {
    out.uncached[backend].push({ path, ...(await load(`${api.url}${path}`, { connections: 20, seconds: SECONDS })) });
  }
  out.memory_mb[`api_after_uncached_${backend}`] = rssMb(api.pid);
  await api.stop();
  await db?.drop();
}

const short = (p) => decodeURIComponent(p).replace('/v1/', '').slice(0, 58);
console.log(`\nmachine: ${JSON.stringify(out.machine)}`);
console.log(
  `\nCached public lists, 100 connections, ${SECONDS}s each     API req/s  p99 ms | bare req/s  p99 ms | ratio`,
);
for (const r of out.cached)
  console.log(
    `  ${short(r.path).padEnd(58)} ${String(r.api.requests_per_second).padStart(7)} ${String(r.api.p99_ms).padStart(6)} | ${String(r.bare.requests_per_second).padStart(9)} ${String(r.bare.p99_ms).padStart(6)} | ${r.ratio}  (unknown param hit: ${r.unknown_param_hit})`,
  );
console.log(
  `\nUncached (cache off), 20 connections                          PGlite req/s  p99 | PostgreSQL req/s  p99`,
);
for (const [i, r] of (out.uncached.pglite ?? []).entries()) {
  const p = out.uncached.postgres[i];
  console.log(
    `  ${short(r.path).padEnd(58)} ${String(r.requests_per_second).padStart(7)} ${String(r.p99_ms).padStart(5)} | ${String(p.requests_per_second).padStart(11)} ${String(p.p99_ms).padStart(5)}`,
  );
}
console.log(`\nAPI resident memory (MB): ${JSON.stringify(out.memory_mb)}`);
writeFileSync(join(results, 'api-cache.json'), JSON.stringify(out, null, 2));
process.exit(0);
