#!/usr/bin/env -S npx tsx
// `npx tsx bench/api-memory.mjs`: resident memory of the API (and of the site, when apps/web is built) after load,
// round after round (issue #17 outcome 7). A round loads the API's public lists (cached, 100 connections),
// MEMORY_SEARCHES (default 200) different searches (each a new cache entry, so the cache's bound is exercised) and, with the site, its pages; then
// waits two seconds and reads VmRSS. MEMORY_ROUNDS rounds (default 5): the first fills the caches and lets V8 size its
// heaps (the warm-up); the figure to watch is the growth over the last three rounds — a leak keeps climbing there.
// Ports 4970 (API) and 3970 (site); BENCH_SECONDS (default 5). Writes bench/results/memory.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { api as endpoints, pathOf } from '@vip/contract';
import { buildApi, KEY, load, machine, root, rssMb, startApi } from './lib/api-process.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4970);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3970);
const ROUNDS = Number(process.env.MEMORY_ROUNDS ?? 5);
/** Distinct searches per round (each a new cache entry); MEMORY_SEARCHES. */
const SEARCHES = Number(process.env.MEMORY_SEARCHES ?? 200);

buildApi();
const api = await startApi({ port: API_PORT, env: { PUBLIC_CACHE_TTL_MS: '30000' } });
let site;
const stop = () => {
  try {
    if (site) process.kill(site.pid);
  } catch {}
  try {
    process.kill(api.pid);
  } catch {}
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

const withSite = existsSync(join(root, 'apps/web/.next/BUILD_ID'));
const WEB = `http://127.0.0.1:${WEB_PORT}`;
if (withSite) {
  site = spawn(process.execPath, [join(root, 'apps/web/server.mjs')], {
    cwd: join(root, 'apps/web'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_PORT: String(WEB_PORT),
      WEB_HOST: '127.0.0.1',
      API_URL: api.url,
      PUBLIC_API_URL: api.url,
      API_KEY: KEY,
      NEXT_PUBLIC_API_KEY: KEY,
      WEB_URL: WEB,
      NEXTAUTH_URL: WEB,
      NEXTAUTH_SECRET: 'bench-only-nextauth-secret-0123456789-abcdef',
      REVALIDATE_SECRET: 'bench-only-revalidate-secret-0123456789-abcdef',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${WEB}/api/ip`)).ok) break;
    } catch {}
    if (i > 240) throw new Error('site never answered');
    await new Promise((r) => setTimeout(r, 500));
  }
}

const pathWith = (endpoint, query) => `${pathOf(endpoint)}?${new URLSearchParams(query)}`;
const lists = [
  pathWith(endpoints.listCategories, { module_id: 55, parent_id: 103, sort: 'priority' }),
  pathWith(endpoints.listProducts, { limit: 12 }),
  pathWith(endpoints.listNews, { limit: 12 }),
];
const out = { machine: machine(), seconds: SECONDS, with_site: withSite, rounds: [] };
const settle = () => new Promise((r) => setTimeout(r, 2000));
out.at_start = { api_mb: rssMb(api.pid), site_mb: site ? rssMb(site.pid) : null };
for (let round = 1; round <= ROUNDS; round++) {
  for (const path of lists) await load(`${api.url}${path}`, { seconds: SECONDS });
  for (let i = 0; i < SEARCHES; i++) {
    const q = pathWith(endpoints.listProducts, { search_text: `چمدان ${round * 1000 + i}`, limit: 12 });
    await (await fetch(`${api.url}${q}`, { headers: { 'x-api-key': KEY } })).arrayBuffer();
  }
  if (site) {
    for (const page of ['/', '/products', '/product/1']) {
      await load(`${WEB}${page}`, { connections: 10, seconds: SECONDS, headers: {} });
    }
  }
  await settle();
  const r = { round, api_mb: rssMb(api.pid), site_mb: site ? rssMb(site.pid) : null };
  out.rounds.push(r);
  console.log(
    `round ${round}: API ${r.api_mb} MB${site ? `, site ${r.site_mb} MB` : ' (site not built: npm run build)'}`,
  );
}
const growth = (from, to) => ({
  api: out.rounds[to - 1].api_mb - out.rounds[from - 1].api_mb,
  site: site ? out.rounds[to - 1].site_mb - out.rounds[from - 1].site_mb : null,
});
out.growth_mb = growth(1, ROUNDS);
out.growth_last_three_mb = growth(Math.max(1, ROUNDS - 2), ROUNDS);
console.log(
  `at start: ${JSON.stringify(out.at_start)}; growth round 1 → ${ROUNDS}: ${JSON.stringify(out.growth_mb)}; ` +
    `over the last three rounds: ${JSON.stringify(out.growth_last_three_mb)}`,
);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/memory.json'), JSON.stringify(out, null, 2));
await api.stop();
process.exit(0);
