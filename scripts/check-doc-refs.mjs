#!/usr/bin/env node
// `npm run lint`: every `§N` in code and docs must name a heading `## §N …` of docs/product-rules.md, so a reader
// can always follow a comment to the rule it cites.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const rules = readFileSync(join(root, 'docs/product-rules.md'), 'utf8');
const headings = new Set([...rules.matchAll(/^## (§\d+[a-z]?) /gm)].map((m) => m[1]));
const SCAN = [
  'apps/api/src',
  'apps/api/test',
  'apps/web/src',
  'apps/web/messages',
  'packages',
  'e2e',
  'scripts',
  'docs',
];
const SKIP = /node_modules|\.next|drizzle\/meta/;

function filesUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (SKIP.test(path)) continue;
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (/\.(ts|tsx|mjs|md|json|sql)$/.test(name)) out.push(path);
  }
  return out;
}

const problems = [];
for (const file of SCAN.flatMap((d) => filesUnder(join(root, d)))) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    for (const m of line.matchAll(/§ ?(\d+[a-z]?)/g)) {
      if (!headings.has(`§${m[1]}`))
        problems.push(`${relative(root, file)}:${i + 1}: ${m[0]} has no heading in docs/product-rules.md`);
    }
  });
}
if (problems.length) {
  console.error(`check-doc-refs: ${problems.length} unresolved § reference(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-doc-refs: every § reference resolves (${[...headings].join(' ')})`);
