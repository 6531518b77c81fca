import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, WIDTHS, webUrl } from './support';
import { builtPages, textDirectionDefects } from './text-checks';

useBrowser();

describe('text direction on every built page (issue #16)', () => {
  it('keeps Latin runs isolated, "·" away from Persian digits and content digits Persian', async () => {
    const { page, close } = await openPage(WIDTHS.desktop);
    const routes = await builtPages(page, webUrl());
    expect(routes.length).toBeGreaterThanOrEqual(19);
    const found: string[] = [];
    for (const route of routes) {
      const res = await page.goto(`${webUrl()}${route}`, { waitUntil: 'networkidle' });
      expect(res?.status(), route).toBe(200);
      for (const defect of await textDirectionDefects(page)) found.push(`${route} → ${defect}`);
    }
    expect(found).toEqual([]);
    await close();
  });
});
