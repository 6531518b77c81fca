/**
 * Generating a client SDK from one of the API's OpenAPI documents as an integrator would: a mainstream generator
 * (@hey-api/openapi-ts, with its zod plugin validating every answer), then a strict type-check of what it wrote.
 */
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createClient as generate } from '@hey-api/openapi-ts';
import { afterAll, beforeAll } from 'vitest';
import { startTestApi } from './helpers';

const run = promisify(execFile);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Where an SDK is written: inside the package (git-ignored), so its files resolve `zod` as a client's project would. */
export const sdkDir = (name: string) => join(import.meta.dirname, '.sdk', name);

/** Fetches the document at `docUrl` and generates the SDK into `dir/out` (the folder is made afresh). */
export async function generateSdk(docUrl: string, dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const doc = await fetch(docUrl).then((r) => r.text());
  await writeFile(join(dir, 'openapi.json'), doc);
  await generate({
    input: join(dir, 'openapi.json'),
    output: join(dir, 'out'),
    plugins: ['@hey-api/client-fetch', 'zod', { name: '@hey-api/sdk', validator: true }],
    logs: { level: 'silent' },
  });
}

/** Type-checks the generated SDK under strict settings, as generated; answers the compiler's output ('' when clean). */
export async function typecheckSdk(dir: string): Promise<string> {
  await writeFile(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        noUncheckedIndexedAccess: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        types: [],
      },
      include: ['out/**/*.ts'],
    }),
  );
  const out = await run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')]).catch((e: { stdout: string }) => e);
  return out.stdout;
}

/** The generated SDK's functions and its client (imported from the files written). */
export async function importSdk(dir: string) {
  const sdk = await import(join(dir, 'out', 'index.ts'));
  const { client } = await import(join(dir, 'out', 'client.gen.ts'));
  return { sdk, client };
}

/**
 * For one test file: a PGlite API (development outbox on) listening on a free port, and the SDK generated from its
 * document at `docPath` into `.sdk/<name>`, made before the file's tests and removed after them. Read `api` and
 * `baseUrl` inside the tests, once they are set.
 */
export function useSdkServer(name: string, docPath: string) {
  const server = {
    dir: sdkDir(name),
    baseUrl: '',
    api: undefined as unknown as Awaited<ReturnType<typeof startTestApi>>,
  };
  beforeAll(async () => {
    server.api = await startTestApi('pglite', { DEV_OUTBOX: 'true' });
    await server.api.app.listen({ port: 0, host: '127.0.0.1' });
    server.baseUrl = `http://127.0.0.1:${(server.api.app.server.address() as AddressInfo).port}`;
    await generateSdk(`${server.baseUrl}${docPath}`, server.dir);
  }, 180_000);
  afterAll(async () => {
    await server.api?.close();
    await rm(server.dir, { recursive: true, force: true });
  });
  return server;
}
