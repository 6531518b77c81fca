#!/usr/bin/env node
// The site's bench alone (weights and Lighthouse), against a site that is already running:
//   BENCH_WEB_URL=http://localhost:3000 node bench/pages-run.mjs      (BENCH_RUNS, default 3)
// `npm run bench` runs the same after the API figures, on the product it starts itself.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { runPages } from './pages.mjs';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
await runPages({
  webUrl: process.env.BENCH_WEB_URL ?? 'http://localhost:3000',
  resultsDir,
  runs: Number(process.env.BENCH_RUNS ?? 3),
});
