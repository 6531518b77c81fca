import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    apiKey: string;
    /** DATA_DIR of the started product (run/api.pid and run/web.pid name its processes). */
    dataDir: string;
    /** The first admin, made by `npm run admin:create` before the product starts (its TOTP secret base32). */
    staffAdmin: { email: string; password: string; secret: string };
  }
}

const root = join(import.meta.dirname, '..');
// Ports of their own so a running `npm start` does not collide with the tests.
const WEB_PORT = process.env.E2E_WEB_PORT ?? '3100';
const API_PORT = process.env.E2E_API_PORT ?? '4100';
const API_KEY = 'e2e-storefront-key-0001';

async function waitFor(url: string, ms: number, child: ChildProcess) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in ${ms} ms`);
}

const ADMIN = { email: 'e2e-admin@asemanvip.ir', password: 'Mizkhedmat!1405x' };

/**
 * The first admin, made as an operator would: `npm run admin:create` on the data directory before the product starts
 * (the embedded database has one process at a time). Answers its TOTP secret.
 */
function createFirstAdmin(dataDir: string): string {
  const made = spawnSync(
    'npm',
    ['run', '--silent', 'admin:create', '--', '--email', ADMIN.email, '--name', 'مدیر آزمون'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        API_KEY,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    },
  );
  const secret = /secret: ([A-Z2-7]+)/.exec(made.stdout)?.[1];
  if (made.status !== 0 || !secret) throw new Error(`admin:create failed: ${made.stdout}${made.stderr}`);
  return secret;
}

/** Starts the production build exactly as `npm start` does, on a fresh embedded database, for the browser tests. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vip-e2e-'));
  // The site's data cache belongs to the last run's database (a fresh one now): a rerun on the same build would show
  // its cached pages (a price an editor changed then).
  rmSync(join(root, 'apps/web/.next/cache/fetch-cache'), { recursive: true, force: true });
  const adminSecret = createFirstAdmin(dataDir);
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      WEB_PORT,
      API_PORT,
      API_KEY,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Short access tokens, so the browser tests see the site refresh them silently.
      ACCESS_TOKEN_TTL_SECONDS: '75',
      WEB_URL: `http://localhost:${WEB_PORT}`,
      PUBLIC_API_URL: `http://localhost:${API_PORT}`,
      // Every journey signs in from the one loopback address: as many visitors behind one carrier NAT.
      SIGNIN_IP_LIMIT_FACTOR: '20',
      // The browser tests pay at the API's sandbox bank, which a production start refuses unless asked for.
      PAYMENT_GATEWAY: 'sandbox',
      PAYMENT_GATEWAYS: 'sandbox',
      ALLOW_SANDBOX_BANK: 'true',
      // The demo bookings sit three to six days ahead, and the embedded database cannot be moved to their service day
      // from here: the desk's check-in window spans a week (the API tests check the six-hour default and its refusal).
      CHECKIN_OPENS_HOURS_BEFORE: '168',
      // The browser tests never need map tiles (no network here): the map picker draws without them.
      MAP_TILE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitFor(`http://127.0.0.1:${WEB_PORT}/api/ip`, 240_000, child);
  project.provide('webUrl', `http://localhost:${WEB_PORT}`);
  project.provide('apiUrl', `http://localhost:${API_PORT}`);
  project.provide('apiKey', API_KEY);
  project.provide('dataDir', dataDir);
  project.provide('staffAdmin', { ...ADMIN, secret: adminSecret });
  return async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
