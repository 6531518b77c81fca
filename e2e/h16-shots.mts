import { chromium } from 'playwright-core';
const base = 'http://localhost:3120';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const routes: [string, string][] = [['home', '/'], ['products', '/products'], ['product', '/product/35'], ['brands', '/brands'], ['brand', '/brand/1'], ['compare', '/compare?ids=35,36,40'], ['news', '/news'], ['article', '/articles/1'], ['albums', '/albums'], ['faq', '/faq'], ['newsitem', '/news/1']];
const only = process.argv[2]?.split(',');
for (const [w, h] of [[360, 760], [1280, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1, locale: 'fa-IR' });
  const page = await ctx.newPage();
  for (const [name, path] of routes) {
    if (only && !only.includes(name)) continue;
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/h16-shots/${name}-${w}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
