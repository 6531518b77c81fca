import { chromium } from 'playwright-core';
import { publicRoutes, weighRoutes, formatWeights } from '/work/wt-h17web/bench/pages-weight.mjs';
import { writeFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const rows = await weighRoutes(browser, process.env.WEB ?? 'http://localhost:3160', [...publicRoutes(), {path:'/cart',budget:220*1024},{path:'/member/signin',budget:220*1024},{path:'/this-does-not-exist-x', budget: 170*1024}].filter(r=>!r.path.includes('does-not')));
console.log(formatWeights(rows));
writeFileSync(process.argv[2], JSON.stringify(rows, null, 1));
await browser.close();
