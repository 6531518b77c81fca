import { createHash } from 'node:crypto';
import { api as endpoints } from '@vip/contract';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { kindOf } from './art';

type Image = { url: string; alt: string; width: number; height: number; srcset: string };
const P = endpoints.listProducts.path;
const B = endpoints.listBrands.path;

// The demo catalogue's pictures (#16): every product is drawn as what it is and has pictures no other product shows;
// every brand has a wordmark of its own.
describeEachBackend('product and brand pictures', (api) => {
  const json = async (url: string) => {
    const res = await api().get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const bytes = async (url: string) => {
    const res = await api().app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(res.statusCode, url).toBe(200);
    return res.rawPayload;
  };
  const hash = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  const keyOf = (url: string) => new URL(url).pathname.replace(/-\d+\.webp$/, '');

  it('no two products share a picture: every gallery image is its own, and every first picture differs', async () => {
    const { data } = await json(`${P}?limit=100`);
    expect(data.length).toBe(80);
    const owner = new Map<string, number>();
    const firstPictures = new Map<string, string>();
    for (const { id } of data as { id: number }[]) {
      const p = (await json(`${P}/${id}`)).data as { title: string; images: Image[] };
      expect(p.images.length, p.title).toBeGreaterThanOrEqual(2);
      for (const image of p.images) {
        const key = keyOf(image.url);
        expect(owner.get(key) ?? id, `${p.title} shows the picture of product ${owner.get(key)}`).toBe(id);
        owner.set(key, id);
        expect(image.alt.startsWith(p.title), image.alt).toBe(true);
      }
      expect(new Set(p.images.map((i) => keyOf(i.url))).size, p.title).toBe(p.images.length);
      // The bytes too, not only the names: the smallest variant of the first picture.
      const first = hash(await bytes(p.images[0].srcset.split(' ')[0]));
      expect(firstPictures.get(first), `${p.title} looks exactly like ${firstPictures.get(first)}`).toBeUndefined();
      firstPictures.set(first, p.title);
    }
    expect(firstPictures.size).toBe(80);
  });

  it('each product is drawn as what its title says it is', async () => {
    const { data } = await json(`${P}?limit=100`);
    const kinds = new Map((data as { title: string }[]).map((p) => [p.title, kindOf(p.title)]));
    const expected: [RegExp, string[]][] = [
      [/^چمدان/, ['suitcase', 'suitcaseLarge']],
      [/^کوله‌پشتی/, ['backpack']],
      [/^هدفون/, ['headphones']],
      [/^هندزفری/, ['earbuds']],
      [/^پاوربانک/, ['powerbank']],
      [/^ساعت مچی/, ['watch']],
      [/^عینک/, ['aviator', 'wayfarer']],
      [/^کتاب/, ['book']],
      [/^کرم/, ['tube']],
      [/^ترازوی دیجیتال چمدان/, ['scale']],
      [/^برچسب چرمی چمدان/, ['tag']],
      [/^پسته/, ['pouch']],
    ];
    for (const [title, kind] of kinds) {
      for (const [re, allowed] of expected) if (re.test(title)) expect(allowed, title).toContain(kind);
    }
    // Forty products or more are checked by a rule above, and the catalogue is drawn with many silhouettes.
    expect([...kinds.keys()].filter((t) => expected.some(([re]) => re.test(t))).length).toBeGreaterThan(40);
    expect(new Set(kinds.values()).size).toBeGreaterThanOrEqual(30);
  });

  it('every brand has its own wordmark logo: lossless, not blank, and unlike any other brand', async () => {
    const { data } = await json(`${B}?limit=100`);
    expect(data.length).toBe(17);
    const seen = new Map<string, string>();
    for (const b of data as { title: string; slug: string; logo: Image | null }[]) {
      expect(b.logo, b.title).not.toBeNull();
      expect(b.logo!.alt).toContain(b.title);
      const file = await bytes(b.logo!.srcset.split(' ')[0]);
      // A lossless WebP (VP8L) keeps the letters' edges sharp.
      expect(file.subarray(12, 16).toString(), b.slug).toBe('VP8L');
      const stats = await sharp(file).stats();
      expect(Math.max(...stats.channels.map((c) => c.stdev)), `${b.slug} logo is blank`).toBeGreaterThan(20);
      const h = hash(file);
      expect(seen.get(h), `${b.slug} has the logo of ${seen.get(h)}`).toBeUndefined();
      seen.set(h, b.slug);
    }
  });
});
