// A real load on a slow phone, not Lighthouse's simulation: Chromium with slow 4G (150 ms, 1.6 Mbps) and a 4× slower
// CPU emulated, three loads per page at 360 px, medians of the first and largest paint and of when the page has
// hydrated (<html data-hydrated>). `BENCH_WEB_URL=http://localhost:3000 LABEL=x node bench/slow-load.mjs`; compare
// builds or settings (e.g. the site started with PAINT_FIRST=false) by running it against each in turn.
import { launchChromium } from './pages.mjs';

const webUrl = process.env.BENCH_WEB_URL ?? 'http://localhost:3000';
const PAGES = ['/', '/news/1', '/product/1'];
const b = await launchChromium();
const out = [];
for (const path of PAGES) {
  for (let i = 0; i < 3; i++) {
    const ctx = await b.newContext({ viewport: { width: 360, height: 760 } });
    const p = await ctx.newPage();
    const cdp = await ctx.newCDPSession(p);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await p.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) window.__lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await p.goto(`${webUrl}${path}`, { waitUntil: 'domcontentloaded' });
    await p.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60000 });
    const hydrated = await p.evaluate(() => performance.now());
    await p.waitForTimeout(500);
    const r = await p.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      lcp: window.__lcp,
    }));
    out.push({ path, fcp: Math.round(r.fcp), lcp: Math.round(r.lcp), hydrated: Math.round(hydrated) });
    await ctx.close();
  }
}
const med = (xs) => xs.sort((a, b) => a - b)[1];
for (const path of PAGES) {
  const rs = out.filter((r) => r.path === path);
  console.log(
    process.env.LABEL ?? '',
    path.padEnd(12),
    'FCP',
    med(rs.map((r) => r.fcp)),
    'LCP',
    med(rs.map((r) => r.lcp)),
    'hydrated',
    med(rs.map((r) => r.hydrated)),
  );
}
await b.close();
