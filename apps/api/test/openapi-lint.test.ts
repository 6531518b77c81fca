import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Endpoint, api as endpoints } from '@vip/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi } from './helpers';

const run = promisify(execFile);
const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

let api: Awaited<ReturnType<typeof startTestApi>>;
let doc: { paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>> };
let problems: Problem[];

beforeAll(async () => {
  api = await startTestApi('pglite', { DEV_OUTBOX: 'true' });
  doc = api.app.swagger() as unknown as typeof doc;
  const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
  const file = join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(doc));
  // Offline, as a client's CI would run it: recommended rules, JSON report; exit code 1 just means errors found.
  const out = await run(process.execPath, [cli, 'lint', file, '--extends=recommended', '--format=json'], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
    maxBuffer: 10_000_000,
  }).catch((e: { stdout: string }) => ({ stdout: e.stdout }));
  problems = (JSON.parse(out.stdout) as { problems: Problem[] }).problems;
  if (process.env.DEBUG_OPENAPI)
    console.log(JSON.stringify(problems.map((p) => [p.severity, p.ruleId, p.location[0]?.pointer, p.message])));
  await rm(dir, { recursive: true });
}, 120_000);

afterAll(() => api?.close());

it('the OpenAPI document passes Redocly’s recommended rules without an error', () => {
  const errors = problems.filter((p) => p.severity === 'error');
  expect(errors.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
});

it('documents every endpoint of the table under its operationId, with its error answers', () => {
  const operations = new Map<string, Record<string, unknown>>();
  for (const methods of Object.values(doc.paths)) {
    for (const op of Object.values(methods)) if (op.operationId) operations.set(op.operationId, op.responses);
  }
  for (const e of Object.values(endpoints) as Endpoint[]) {
    const responses = operations.get(e.operationId);
    expect(responses, e.operationId).toBeDefined();
    expect(Object.keys(responses ?? {}), e.operationId).toContain('400');
    if (e.rateLimited) expect(Object.keys(responses ?? {}), e.operationId).toContain('429');
    if (e.auth !== 'public') expect(Object.keys(responses ?? {}), e.operationId).toContain('401');
  }
});
