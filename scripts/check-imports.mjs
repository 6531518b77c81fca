#!/usr/bin/env node
// `npm run lint` runs this after Biome: it fails on an import cycle and on a feature reaching into another
// feature's internals (docs/architecture.md, "Module boundaries"). Type-only imports count: a type cycle is a cycle.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SOURCES = ['packages/domain/src', 'packages/contract/src', 'apps/api/src', 'apps/web/src'];
const WEB = join(root, 'apps/web/src');

/** Every .ts/.tsx file under a directory. */
function filesUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The file an import specifier names (relative or the site's `@/` alias), or undefined for packages and assets. */
function resolveImport(from, spec) {
  let base;
  if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else if (spec.startsWith('@/')) base = join(WEB, spec.slice(2));
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const files = SOURCES.flatMap((dir) => filesUnder(join(root, dir)));
/** @type {Map<string, string[]>} */
const graph = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const deps = [];
  for (const m of text.matchAll(IMPORT)) {
    const target = resolveImport(file, m[1] ?? m[2]);
    if (target) deps.push(target);
  }
  graph.set(file, deps);
}

const rel = (f) => relative(root, f);
const problems = [];

// ── Cycles (Tarjan's strongly connected components) ───────────────────────────────────────────────────────
let index = 0;
const stack = [];
const info = new Map();
function connect(v) {
  info.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!info.has(w)) {
      connect(w);
      info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
    } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
  }
  if (info.get(v).low === info.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      info.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) {
      problems.push(`import cycle: ${component.map(rel).sort().join(' → ')}`);
    }
  }
}
for (const v of graph.keys()) if (!info.has(v)) connect(v);

// ── Boundaries ────────────────────────────────────────────────────────────────────────────────────────────
/** `[area, feature, rest]` of an API module or a site feature file. */
function featureOf(file) {
  const m =
    /^apps\/(api)\/src\/modules\/([^/]+)\/(.+)$/.exec(rel(file)) ??
    /^apps\/(web)\/src\/features\/([^/]+)\/(.+)$/.exec(rel(file));
  return m ? { area: m[1], feature: m[2], rest: m[3] } : undefined;
}
/**
 * What an API module keeps to itself: its HTTP layer (routes and plugins are registered only by modules/index.ts).
 * Its tables, services and queries are its surface; its test helpers are for other modules' tests only.
 */
const API_INTERNAL = /(^|\/|-)(routes|plugin)\.ts$/;
const TEST_ONLY = /(^|\/)test-util\.ts$/;
const isTest = (file) => /\.test\.ts$|(^|\/)test-util\.ts$/.test(file);
/** What a site feature keeps to itself: its CSS modules (the shared `ui` feature excepted). */
const WEB_INTERNAL = /\.module\.css$/;
const LAYERS = [
  ['packages/domain/', ['packages/contract/', 'apps/']],
  ['packages/contract/', ['apps/']],
  ['apps/api/', ['apps/web/']],
  ['apps/web/', ['apps/api/']],
];
for (const [file, deps] of graph) {
  const from = featureOf(file);
  for (const dep of deps) {
    for (const [layer, forbidden] of LAYERS) {
      if (rel(file).startsWith(layer) && forbidden.some((f) => rel(dep).startsWith(f))) {
        problems.push(`layering: ${rel(file)} imports ${rel(dep)}`);
      }
    }
    const to = featureOf(dep);
    if (!from || !to || from.area !== to.area || from.feature === to.feature) continue;
    const internal =
      from.area === 'api'
        ? API_INTERNAL.test(to.rest) || (TEST_ONLY.test(to.rest) && !isTest(from.rest))
        : to.feature !== 'ui' && WEB_INTERNAL.test(to.rest);
    if (internal) problems.push(`feature internals: ${rel(file)} imports ${rel(dep)} (use its public surface)`);
  }
}

// ── Tables: a module reads another module's tables through that module's functions ─────────────────────────
/** A module's table declarations (`schema.ts`, `requests-schema.ts`). */
const SCHEMA_FILE = /(^|\/|-)schema\.ts$/;
/**
 * Who may import another module's tables, and why: a schema file (its foreign keys name the other table), a seed
 * (demo data is written straight into every table it needs), and admin-catalog (the back office's editor of every
 * module's catalogue and content records, one generic helper over their tables).
 */
const TABLE_IMPORT_ALLOWED = (from) =>
  SCHEMA_FILE.test(from.rest) || /(^|\/)seed[^/]*\.ts$/.test(from.rest) || from.feature === 'admin-catalog';
/**
 * The one shared core: an order kind (a module that calls `registerOrderKind`, today store and cipservice) reads and
 * joins the `orders` row its own details table extends one-to-one, since status, payment status, amounts and the
 * member live on that row and every list, lock and desk count of the kind filters on them. Everyone else asks the
 * order module (order/queries.ts, order/service.ts). docs/architecture.md, "Module boundaries".
 */
const ORDER_TABLES = 'apps/api/src/modules/order/schema.ts';
const ORDER_KINDS = new Set(
  [...graph.keys()]
    .filter((file) => featureOf(file)?.area === 'api' && /\bregisterOrderKind\(/.test(readFileSync(file, 'utf8')))
    .map((file) => featureOf(file).feature)
    .filter((feature) => feature !== 'order'),
);
const SHARED_CORE_ALLOWED = (from, dep) => rel(dep) === ORDER_TABLES && ORDER_KINDS.has(from.feature);
/**
 * What is still to be untangled (scripts/boundary-debt.json): `tableReads`, direct reads of another module's tables
 * (`file → table file`) to be replaced by a function of the owning module, and `featureCycles`, cycles between site
 * feature folders. The lists only shrink: a new case fails, and an entry no longer true fails until removed.
 */
const DEBT = JSON.parse(readFileSync(join(root, 'scripts/boundary-debt.json'), 'utf8'));
const TABLE_READS_TO_REPLACE = new Set(DEBT.tableReads);
const tableReadsSeen = new Set();
for (const [file, deps] of graph) {
  const from = featureOf(file);
  if (!from || from.area !== 'api' || isTest(from.rest) || TABLE_IMPORT_ALLOWED(from)) continue;
  for (const dep of deps) {
    const to = featureOf(dep);
    if (!to || to.area !== 'api' || to.feature === from.feature || !SCHEMA_FILE.test(to.rest)) continue;
    if (SHARED_CORE_ALLOWED(from, dep)) continue;
    const pair = `${rel(file)} → ${rel(dep)}`;
    tableReadsSeen.add(pair);
    if (!TABLE_READS_TO_REPLACE.has(pair)) {
      problems.push(`table of another module: ${pair} (call a function the owning module exports)`);
    }
  }
}
for (const pair of TABLE_READS_TO_REPLACE) {
  if (!tableReadsSeen.has(pair)) problems.push(`scripts/boundary-debt.json: ${pair} is gone, remove it`);
}

// ── Site features: no cycle between feature folders (cip ↔ orders, cart ↔ checkout…) ────────────────────────
/** Feature → the features its non-test files import. */
const featureGraph = new Map();
for (const [file, deps] of graph) {
  const from = featureOf(file);
  if (!from || from.area !== 'web' || /\.test\.tsx?$/.test(from.rest)) continue;
  for (const dep of deps) {
    const to = featureOf(dep);
    if (!to || to.area !== 'web' || to.feature === from.feature) continue;
    if (!featureGraph.has(from.feature)) featureGraph.set(from.feature, new Map());
    const edges = featureGraph.get(from.feature);
    if (!edges.has(to.feature)) edges.set(to.feature, `${rel(file)} → ${rel(dep)}`);
  }
}
const cyclesSeen = new Set();
for (const [a, edges] of featureGraph) {
  for (const [b, via] of edges) {
    // A path back from b to a closes a cycle between the two folders.
    const seen = new Set([b]);
    const queue = [b];
    while (queue.length) {
      const f = queue.shift();
      for (const next of featureGraph.get(f)?.keys() ?? []) {
        if (next === a) {
          const cycle = [a, b].sort().join(' ↔ ');
          if (!cyclesSeen.has(cycle) && !DEBT.featureCycles.includes(cycle)) {
            problems.push(`feature cycle: ${cycle} (${via}, and back)`);
          }
          cyclesSeen.add(cycle);
        } else if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
}
for (const cycle of DEBT.featureCycles) {
  if (!cyclesSeen.has(cycle)) problems.push(`scripts/boundary-debt.json: feature cycle ${cycle} is gone, remove it`);
}

if (problems.length) {
  console.error(`check-imports: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-imports: ${graph.size} files, no cycles, boundaries kept`);
