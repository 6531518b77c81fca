// The site's part of the bench (issue 17): page weight per route (gzip JavaScript of a cold load, with its budget)
// and Lighthouse mobile (median of three runs) on the pages the issue names. Used by run.mjs (`npm run bench`) and
// by pages-run.mjs (pages only, against a running site). Never part of `npm test`; the weight check is
// e2e/page-weight.e2e.ts.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { formatWeights, publicRoutes, weighRoutes } from './pages-weight.mjs';

/** Debian's headless Chromium with the flags this machine needs (plus `extra`). */
export const launchChromium = (extra = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extra,
    ],
  });

/** The pages Lighthouse scores (issue 17 outcome 2). */
export const LIGHTHOUSE_PAGES = ['/', '/products', '/product/1', '/news/1', '/cip/booking'];
/** Goals of outcome 2, in the same runs. */
export const LIGHTHOUSE_GOALS = { performance: 95, lcp_ms: 2500, tbt_ms: 200, cls: 0.05 };

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/** One Lighthouse mobile run (simulated slow 4G, 4× slower CPU: its defaults) through Chromium on `port`. */
export async function lighthouseRun(url, port) {
  const r = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  const num = (id, digits = 0) => {
    const v = a[id]?.numericValue;
    return typeof v === 'number' ? Number(v.toFixed(digits)) : null;
  };
  if (r.lhr.runtimeError) console.error(`lighthouse ${url}: ${r.lhr.runtimeError.code} ${r.lhr.runtimeError.message}`);
  const score = r.lhr.categories.performance.score;
  return {
    performance: score === null ? null : Math.round(score * 100),
    fcp_ms: num('first-contentful-paint'),
    lcp_ms: num('largest-contentful-paint'),
    tbt_ms: num('total-blocking-time'),
    cls: num('cumulative-layout-shift', 3),
    dom_size: num('dom-size'),
    /** Main-thread script evaluation (Lighthouse's JS execution time, observed). */
    script_ms: num('bootup-time'),
  };
}

/** Lighthouse `runs` times per page; the median of each figure, and the runs. */
export async function scorePages(webUrl, paths = LIGHTHOUSE_PAGES, runs = 3) {
  const port = 9339;
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  const out = [];
  try {
    for (const path of paths) {
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await lighthouseRun(`${webUrl}${path}`, port));
      const m = Object.fromEntries(
        ['performance', 'fcp_ms', 'lcp_ms', 'tbt_ms', 'cls'].map((k) => [k, median(all.map((r) => r[k]))]),
      );
      const g = LIGHTHOUSE_GOALS;
      const meets = m.performance >= g.performance && m.lcp_ms <= g.lcp_ms && m.tbt_ms <= g.tbt_ms && m.cls <= g.cls;
      out.push({ path, ...m, meets, runs: all });
    }
  } finally {
    await browser.close();
  }
  return out;
}

export function formatScores(rows) {
  const lines = ['page                 perf (median, runs)     FCP ms   LCP ms   TBT ms    CLS   goal met'];
  for (const r of rows)
    lines.push(
      `${r.path.padEnd(20)} ${String(r.performance).padStart(4)} (${r.runs.map((x) => x.performance).join('/')})`.padEnd(
        44,
      ) +
        `${String(r.fcp_ms).padStart(6)} ${String(r.lcp_ms).padStart(8)} ${String(r.tbt_ms).padStart(8)} ${String(r.cls).padStart(6)}   ${r.meets ? 'yes' : 'no'}`,
    );
  return lines.join('\n');
}

/** Weighs every public route and scores the Lighthouse pages; prints both and writes bench/results/pages.json. */
export async function runPages({ webUrl, resultsDir, ids, runs = 3 }) {
  const load = loadavg().map((x) => x.toFixed(2));
  const browser = await launchChromium();
  let weights;
  try {
    weights = await weighRoutes(browser, webUrl, publicRoutes(ids));
  } finally {
    await browser.close();
  }
  console.log(
    `\nPage weight: gzip JavaScript of a cold load at 360px (KB = 1024 bytes; load average ${load.join(' ')})`,
  );
  console.log(formatWeights(weights));
  const scores = await scorePages(webUrl, LIGHTHOUSE_PAGES, runs);
  const loadAfter = loadavg().map((x) => x.toFixed(2));
  console.log(
    `\nLighthouse mobile, median of ${runs} (load average before ${load.join(' ')}, after ${loadAfter.join(' ')})`,
  );
  console.log(formatScores(scores));
  writeFileSync(
    join(resultsDir, 'pages.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        load_average_before: load,
        load_average_after: loadAfter,
        weights: weights.map(({ scripts, ...w }) => ({ ...w, largest_scripts: scripts.slice(0, 5) })),
        lighthouse: scores,
      },
      null,
      2,
    ),
  );
  return { weights, scores };
}
