// Shared pieces of the API benches (bench/api-*.mjs, bench/scale/*): build and start the API's production bundle on a
// database of the bench's own, measure with autocannon, read a process's resident memory.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = new URL('../..', import.meta.url).pathname;
export const KEY = 'bench-storefront-key-0001';
/** PostgreSQL server the benches create their databases on (never `test` itself). */
export const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/test';

/** Builds apps/api/dist/server.js (esbuild, a second or two). */
export function buildApi() {
  const r = spawnSync(process.execPath, ['build.mjs'], { cwd: join(root, 'apps/api'), stdio: 'inherit' });
  if (r.status !== 0) throw new Error('api build failed');
}

/** Creates a database of the bench's own on the PostgreSQL server; `drop()` removes it. */
export async function benchDatabase(name) {
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_BASE });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A database URL on the bench's server (an existing database, e.g. the scale one). */
export function databaseUrl(name) {
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts the built API on `port`: PostgreSQL when `databaseUrl` is given, else PGlite in a fresh temporary folder.
 * Answers { url, pid, stop() } once /health answers.
 */
export async function startApi({ port, databaseUrl, env = {} }) {
  if (!existsSync(join(root, 'apps/api/dist/server.js'))) buildApi();
  const dataDir = mkdtempSync(join(tmpdir(), 'vip-bench-api-'));
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: join(root, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-only-secret-0123456789-abcdefghijklmnop',
      REVALIDATE_SECRET: 'bench-only-revalidate-secret-0123456789-abcdef',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      API_KEY: KEY,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (let i = 0; ; i++) {
    if (exited) throw new Error(`api on ${port} exited during start`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {}
    if (i > 1200) throw new Error(`api on ${port} never answered`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (!exited) {
        const done = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await done;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MB (VmRSS of /proc). */
export function rssMb(pid) {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return m ? Math.round(Number(m[1]) / 1024) : null;
}

/** Load on `url` for `seconds` with `connections`: requests per second, latency percentiles, errors. */
export async function load(url, { connections = 100, seconds = 5, headers = { 'x-api-key': KEY } } = {}) {
  const r = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requests_per_second: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

/** The machine the figures were taken on. */
export function machine() {
  const mem = readFileSync('/proc/meminfo', 'utf8').match(/MemTotal:\s+(\d+)/);
  return {
    date: new Date().toISOString(),
    nproc: Number(spawnSync('nproc').stdout.toString().trim()),
    ram_gb: mem ? Math.round(Number(mem[1]) / 1024 / 1024) : null,
    load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    node: process.version,
  };
}
