#!/usr/bin/env node
// Lighthouse mobile of two running builds of the site, alternated run by run so both see the same machine load
// (scores move by ±5 on a busy machine; comparing runs taken minutes apart says little):
//   BENCH_A_URL=http://localhost:3911 BENCH_B_URL=http://localhost:3910 node bench/pages-ab.mjs [path …]
// BENCH_RUNS (default 3) per page and build; the median per build, with every run and the load average.
import { loadavg } from 'node:os';
import { LIGHTHOUSE_PAGES, launchChromium, lighthouseRun } from './pages.mjs';

const builds = { A: process.env.BENCH_A_URL, B: process.env.BENCH_B_URL };
if (!builds.A || !builds.B) throw new Error('set BENCH_A_URL and BENCH_B_URL');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : LIGHTHOUSE_PAGES;
const KEYS = ['performance', 'fcp_ms', 'lcp_ms', 'tbt_ms', 'cls', 'dom_size', 'script_ms'];
const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const port = 9341;
const browser = await launchChromium([`--remote-debugging-port=${port}`]);
console.log(`A = ${builds.A}, B = ${builds.B}; ${runs} runs each, alternated (load average ${load()})`);
console.log(`page          build  ${KEYS.join('  ')}   (median; runs of the score)`);
try {
  for (const path of paths) {
    const all = { A: [], B: [] };
    for (let i = 0; i < runs; i++) {
      // A first on even runs, B first on odd ones.
      for (const b of i % 2 ? ['B', 'A'] : ['A', 'B']) {
        const r = await lighthouseRun(`${builds[b]}${path}`, port);
        all[b].push({ ...r, load: loadavg()[0].toFixed(2) });
      }
    }
    for (const b of ['A', 'B']) {
      const m = KEYS.map((k) => median(all[b].map((r) => r[k])));
      const each = all[b].map((r) => `${r.performance}@${r.load}`).join(' ');
      console.log(`${path.padEnd(14)} ${b}  ${m.map((x) => String(x).padStart(6)).join(' ')}   (${each})`);
    }
  }
} finally {
  await browser.close();
}
console.log(`load average after: ${load()}`);
