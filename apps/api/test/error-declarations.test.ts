// Every error code the API raises is one an endpoint declares: a module's code must be among the codes (declared or
// implied) of an endpoint that module registers, so the OpenAPI document and the site know every answer. Files other
// modules build on (the ledger, the order core) only need some endpoint of the API to declare their codes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, type ErrorCode, errorCodesOf, api as endpoints, isErrorCode } from '@vip/contract';
import { describe, expect, it } from 'vitest';

const MODULES = join(__dirname, '../src/modules');

/** Shared cores: their codes surface through other modules' endpoints. */
const SHARED = new Set([
  'credit/ledger.ts',
  'credit/holds.ts',
  'order/service.ts',
  'order/hooks.ts',
  'upload/files.ts',
  'payment/service.ts',
]);

const sourcesOf = (module: string) =>
  readdirSync(join(MODULES, module))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'test-util.ts' && !f.startsWith('seed'))
    .map((f) => ({ file: `${module}/${f}`, text: readFileSync(join(MODULES, module, f), 'utf8') }));

/**
 * The vocabulary codes a source raises: a code literal opening a call or a tuple (`apiError('x'`, `refuse('x'`,
 * `['x', message]`) and a template that builds codes (`discount_${reason}` stands for every `discount_…` code).
 */
export function codesIn(text: string): ErrorCode[] {
  const found = new Set<ErrorCode>();
  for (const m of text.matchAll(/[([]\s*'([a-z_]+)'/g)) if (isErrorCode(m[1])) found.add(m[1]);
  for (const m of text.matchAll(/`([a-z]+_)\$\{/g)) {
    for (const code of ERROR_CODES) if (code.startsWith(m[1])) found.add(code);
  }
  return [...found];
}

/**
 * The operationIds a module's route files register: every `api.x` they name (`route(app, api.x, …)`, the back
 * office's `staffWrite(api.x, …)`), and the editor's generated resources when they build them with `catalogOps`.
 */
const registered = (sources: { text: string }[]) =>
  sources
    .filter(({ text }) => /\broute\(/.test(text))
    .flatMap(({ text }) => [
      ...[...text.matchAll(/\bapi\.(\w+)/g)].map((m) => m[1]).filter((id) => id in endpoints),
      ...(text.includes('catalogOps(') ? Object.keys(endpoints).filter((id) => id.startsWith('adminCatalog')) : []),
    ]);

const all = Object.values(endpoints);
const declaredAnywhere = new Set(all.flatMap((e) => errorCodesOf(e)));

describe('error declarations', () => {
  it('finds the codes a source raises', () => {
    expect(codesIn("throw apiError('capacity_full', m); refuse('file_type', m); ['file_corrupt', m]")).toEqual([
      'capacity_full',
      'file_type',
      'file_corrupt',
    ]);
    expect(codesIn("label: 'not_a_code', conflict(`discount_${r}`)")).toContain('discount_used_up');
    expect(codesIn("const x = 'capacity_full';")).toEqual([]);
  });

  const modules = readdirSync(MODULES, { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const { name } of modules) {
    it(`module ${name}: every code it raises is declared by one of its endpoints`, () => {
      const sources = sourcesOf(name);
      const ids = registered(sources);
      const own = new Set(ids.flatMap((id) => errorCodesOf(endpoints[id as keyof typeof endpoints])));
      const missing = sources.flatMap(({ file, text }) =>
        codesIn(text)
          .filter((code) => !(SHARED.has(file) || ids.length === 0 ? declaredAnywhere : own).has(code))
          .map((code) => `${file}: ${code}`),
      );
      expect(missing).toEqual([]);
    });
  }
});
