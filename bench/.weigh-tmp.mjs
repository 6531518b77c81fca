import { chromium } from 'playwright-core';
import { weighPage } from '/work/main/bench/pages-weight.mjs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const p of process.argv.slice(2)) {
  const w = await weighPage(b, 'http://localhost:3700', p);
  console.log(p, w.js_gzip, (w.js_gzip/1024).toFixed(1));
  for (const s of w.scripts) console.log('  ', s.gzip, s.url);
}
await b.close();
