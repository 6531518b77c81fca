import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
const out = process.argv[2]; mkdirSync(out, { recursive: true });
const web = process.env.WEB ?? 'http://localhost:3160';
const paths = (process.env.PATHS ?? '/,/products,/category/110,/brands,/brand/1,/product/1,/compare?ids=1,2,/news,/news/1,/articles,/articles/1,/albums,/albums/1,/faq,/terms,/cip/booking,/cart,/member/signin').split(/,(?=\/)/);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [w,h] of [[360,760],[1280,900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'fa-IR', timezoneId: 'Asia/Tehran', javaScriptEnabled: process.env.NOJS ? false : true });
  for (const p of paths) {
    const page = await ctx.newPage();
    await page.goto(web + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const name = (p === '/' ? 'home' : p.slice(1).replace(/[^a-z0-9]+/gi, '_')) + `-${w}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    await page.close();
  }
  await ctx.close();
}
await browser.close();
