// Issue 17 outcome 1 (docs/architecture.md): the JavaScript a phone downloads on a cold load of each public page stays within
// its budget. Bytes are stable between runs (unlike times), so this is a test; the bench prints the same figures.
import { api } from '@vip/contract';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWeights, publicRoutes, weighRoutes } from '../bench/pages-weight.mjs';
import { apiGet, chromiumPath, webUrl } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
});
afterAll(async () => {
  await browser?.close();
});

/** The seeded ids of the detail pages (first of each list). */
async function seededIds() {
  const first = async (list: Promise<{ data: { id: number }[] }>) => (await list).data[0]?.id;
  const products = await apiGet(api.listProducts, { limit: 2 });
  return {
    product: products.data[0]?.id,
    product2: products.data[1]?.id,
    category: await first(apiGet(api.listCategories, { module_id: 55, parent_id: 103, limit: 1, sort: 'priority' })),
    brand: await first(apiGet(api.listBrands, { limit: 1 })),
    news: await first(apiGet(api.listNews, { limit: 1 })),
    article: await first(apiGet(api.listArticles, { limit: 1 })),
    album: await first(apiGet(api.listAlbums, { limit: 1 })),
  };
}

describe('page weight (gzip JavaScript of a cold load)', () => {
  it('every public page stays within its budget', async () => {
    const rows = await weighRoutes(browser, webUrl(), publicRoutes(await seededIds()));
    console.log(formatWeights(rows));
    const over = rows
      .filter((r) => r.over)
      .map((r) => `${r.path}: ${r.js_gzip} > ${r.budget} bytes; largest: ${r.scripts[0]?.url} (${r.scripts[0]?.gzip})`);
    expect(over).toEqual([]);
  });
});
