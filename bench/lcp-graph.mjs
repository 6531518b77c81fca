// What Lighthouse's simulated LCP waits for, node by node: `node bench/lcp-graph.mjs http://localhost:3000/news/1`.
// Lighthouse (Lantern) builds the LCP from every request and task it believes came before the observed paint; this
// prints both of its graphs (optimistic, pessimistic) with their simulated start and end, to see what to move.
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { launchChromium } from './pages.mjs';
const url = process.argv[2];
const browser = await launchChromium(['--remote-debugging-port=9339']);
const r = await lighthouse(url, { port: 9339, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await browser.close();
const a = r.lhr.audits;
console.log(
  'score',
  r.lhr.categories.performance.score,
  'FCP',
  Math.round(a['first-contentful-paint'].numericValue),
  'LCP',
  Math.round(a['largest-contentful-paint'].numericValue),
);
const data = {
  trace: r.artifacts.Trace,
  devtoolsLog: r.artifacts.DevtoolsLog,
  gatherContext: r.artifacts.GatherContext,
  settings: r.lhr.configSettings,
  URL: r.artifacts.URL,
  SourceMaps: [],
  simulator: null,
};
const res = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
for (const which of ['optimistic', 'pessimistic']) {
  const est = res[`${which}Estimate`];
  console.log(`\n${which}: ${Math.round(est.timeInMs)} ms`);
  const rows = [...est.nodeTimings.entries()].sort((x, y) => x[1].startTime - y[1].startTime);
  for (const [node, t] of rows) {
    const what =
      node.type === 'network'
        ? `net ${node.request.priority} ${node.request.url.slice(-45)} ${node.request.transferSize}B`
        : `cpu ${Math.round((node.endTime - node.startTime) / 1000)}ms ${node.childEvents
            .filter((e) => e.dur > 1000)
            .map((e) => e.name + (e.args?.data?.url ? ':' + e.args.data.url.slice(-25) : ''))
            .slice(0, 4)
            .join(',')}`;
    console.log(`${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${what}`);
  }
}
