#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then runs the API and the site in production mode, on the embedded
// PGlite database by default. Ctrl-C (SIGINT/SIGTERM) stops both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  API_PORT: process.env.API_PORT ?? '4000',
  WEB_PORT: process.env.WEB_PORT ?? '3000',
  API_KEY: process.env.API_KEY ?? 'demo-storefront-key-change-me',
  DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
};
// Production refuses the development secret; the embedded demo gets a fixed one unless the operator sets it.
env.JWT_SECRET ??= 'embedded-demo-secret-set-JWT_SECRET-in-production';
// The embedded demo never really sends SMS: list them at /v1/dev/outbox so a visitor can sign in.
env.DEV_OUTBOX ??= 'true';
env.API_URL ??= `http://127.0.0.1:${env.API_PORT}`;
env.PUBLIC_API_URL ??= `http://localhost:${env.API_PORT}`;
env.WEB_URL ??= `http://localhost:${env.WEB_PORT}`;

/** Newest modification time under the given folders (skipping build output and dependencies). */
function newest(dirs) {
  let max = 0;
  const walk = (d) => {
    if (!existsSync(d)) return;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (['node_modules', '.next', 'dist', 'data'].includes(e.name)) continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else max = Math.max(max, statSync(p).mtimeMs);
    }
  };
  for (const d of dirs) walk(join(root, d));
  return max;
}
const mtime = (f) => (existsSync(join(root, f)) ? statSync(join(root, f)).mtimeMs : 0);
const shared = ['packages/domain/src', 'packages/contract/src'];

function buildIfStale(name, output, sources) {
  if (mtime(output) > newest([...sources, ...shared])) return;
  console.log(`▶ building ${name}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (!process.argv.includes('--no-build')) {
  buildIfStale('@vip/api', 'apps/api/dist/server.js', ['apps/api/src', 'apps/api/drizzle']);
  buildIfStale('@vip/web', 'apps/web/.next/BUILD_ID', ['apps/web/src', 'apps/web/messages', 'apps/web/public']);
}

const children = [];
function run(name, cmd, args, cwd) {
  const child = spawn(cmd, args, { cwd: join(root, cwd), env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`✖ ${name} stopped (${signal ?? code}); stopping everything.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  const deadline = setTimeout(() => process.exit(code), 10_000);
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(() => {
    clearTimeout(deadline);
    process.exit(code);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until && !stopping) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

run('api', process.execPath, ['--enable-source-maps', 'dist/server.js'], 'apps/api');
if (!(await waitFor(`http://127.0.0.1:${env.API_PORT}/health`, 180_000))) {
  console.error('✖ the API did not become healthy');
  stop(1);
} else {
  run(
    'web',
    process.execPath,
    [join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', env.WEB_PORT],
    'apps/web',
  );
  if (await waitFor(`http://127.0.0.1:${env.WEB_PORT}/api/ip`, 60_000)) {
    console.log(`
✔ آسمان ویژه is running
  Site:     ${env.WEB_URL}
  API:      ${env.PUBLIC_API_URL}/v1   (OpenAPI: ${env.PUBLIC_API_URL}/docs)
  API key:  ${env.API_KEY}   (header x-api-key)
  Data:     ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : env.DATA_DIR}
  Sign in:  open ${env.WEB_URL}/member/signin, enter any mobile number (e.g. 09121234567);
            the SMS code is printed in this log and listed by
            curl -H 'x-api-key: ${env.API_KEY}' '${env.PUBLIC_API_URL}/v1/dev/outbox?mobile=09121234567'
  Stop:     Ctrl-C
`);
  }
}
