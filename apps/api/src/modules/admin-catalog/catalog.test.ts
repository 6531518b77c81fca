import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CatalogResourceName, catalogOps, catalogResources, api as endpoints } from '@vip/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachBackend, startTestApi, type TestApi } from '../../../test/helpers';
import { staffToken } from '../admin/test-util';
import { products } from '../product/schema';
import { shopClient } from '../store/test-util';
import { loadConfig } from '../../config';
import { drainOutbox } from '../../outbox/plugin';
import { outbox } from '../../outbox/schema';
import { revalidateUrlsOf } from './invalidate';
import { catalogFixtures, catalogSamples, pngOf, uploadImage } from './test-util';

const NAMES = Object.keys(catalogResources) as CatalogResourceName[];

describeEachBackend('back office catalogue', (api) => {
  let token: string;
  let fixtures: Awaited<ReturnType<typeof catalogFixtures>>;

  beforeAll(async () => {
    token = (await staffToken(api, 'editor')).token;
    const up = await uploadImage(api, token, await pngOf(1200, 800));
    expect(up.statusCode, up.body).toBe(201);
    fixtures = await catalogFixtures(api().app.db, up.json().data.key);
  });

  const audit = async (action: string, entityId: number) => {
    const admin = await staffToken(api, 'admin');
    const res = await api().call(endpoints.adminListAudit, {
      token: admin.token,
      query: { action, entity_id: String(entityId) },
    });
    return res.json().data as { before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];
  };

  it.each(NAMES)(
    '%s: an editor creates, reads, finds, changes and deletes it; every write is audited',
    async (name) => {
      const ops = catalogOps(name);
      const sample = catalogSamples(fixtures)[name];

      const created = await api().call(ops.create, { token, body: sample.create });
      expect(created.statusCode, created.body).toBe(201);
      const record = created.json().data;
      expect(record).toMatchObject(sample.created);
      const id = record.id as number;

      const got = await api().call(ops.get, { token, params: { id } });
      expect(got.statusCode).toBe(200);
      expect(got.json().data).toEqual(record);

      const listed = await api().call(ops.list, { token, query: { q: sample.q, limit: 100 } });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().data.map((r: { id: number }) => r.id)).toContain(id);
      expect(listed.json().paging).toMatchObject({ offset: 0, limit: 100 });

      const updated = await api().call(ops.update, { token, params: { id }, body: sample.update });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject(sample.updated);
      expect((await api().call(ops.get, { token, params: { id } })).json().data).toEqual(updated.json().data);

      const [createEntry] = await audit(ops.create.operationId, id);
      expect(createEntry).toMatchObject({ before: null, after: { id } });
      const [updateEntry] = await audit(ops.update.operationId, id);
      expect(updateEntry.before).toEqual(record);
      expect(updateEntry.after).toEqual(updated.json().data);

      const removed = await api().call(ops.remove, { token, params: { id } });
      if (sample.deletable === false) {
        expect(removed.statusCode).toBe(409);
        expect(removed.json()).toMatchObject({ error_code: 'in_use', error_message: expect.stringMatching(/خدمت/) });
        expect(await audit(ops.remove.operationId, id)).toHaveLength(0);
        return;
      }
      expect(removed.statusCode, removed.body).toBe(204);
      expect((await api().call(ops.get, { token, params: { id } })).statusCode).toBe(404);
      const [deleteEntry] = await audit(ops.remove.operationId, id);
      expect(deleteEntry).toMatchObject({ before: updated.json().data, after: null });
    },
  );

  it('takes an album back as it was read (a picture item answers url null), keeping its items', async () => {
    const ops = catalogOps('albums');
    const made = await api().call(ops.create, { token, body: catalogSamples(fixtures, 90).albums.create });
    expect(made.statusCode, made.body).toBe(201);
    const read = (await api().call(ops.get, { token, params: { id: made.json().data.id } })).json().data;
    expect(read.items[0]).toMatchObject({ type: 'image', url: null });
    const saved = await api().call(ops.update, {
      token,
      params: { id: read.id },
      body: { items: read.items.map(({ image, ...item }: { image: { key: string } | null }) => ({ ...item, image })) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.items.map((i: { id: number }) => i.id)).toEqual(
      read.items.map((i: { id: number }) => i.id),
    );
  });

  it('refuses a bad body with 400, a Persian message and the field, and writes nothing', async () => {
    const cases: [CatalogResourceName, Record<string, unknown>, string][] = [
      ['products', { title: 'کالا', slug: 'bad-price', price: 1000.5 }, 'price'],
      ['products', { title: 'کالا', slug: 'bad-price', price: -5 }, 'price'],
      ['products', { title: '  ', slug: 'no-title', price: 1000 }, 'title'],
      ['products', { title: 'کالا', slug: 'Bad Slug!', price: 1000 }, 'slug'],
      ['products', { title: 'کالا', slug: 'old-price', price: 1000, old_price: 900 }, 'old_price'],
      ['products', { title: 'کالا', slug: 'no-brand', price: 1000, brand_id: 999_999 }, 'brand_id'],
      ['news', { title: 'خبر', category_id: fixtures.productCategory }, 'category_id'],
      ['news', { title: 'خبر', image: { key: 'img-00000000000000000000000000000000-10x10' } }, 'image.key'],
      ['discount-codes', { code: 'PCT', title: 'درصد', kind: 'percent', value: 150 }, 'value'],
      [
        'flight-patterns',
        { ...catalogSamples(fixtures)['flight-patterns'].create, destination_airport_id: fixtures.airport },
        'destination_airport_id',
      ],
      ['cms-boxes', { page_id: 1, key: 'hero', title: 'بنر', link_url: 'javascript:alert(1)' }, 'link_url'],
    ];
    for (const [name, body, field] of cases) {
      const ops = catalogOps(name);
      const before = (await api().call(ops.list, { token })).json().paging.total;
      const res = await api().call(ops.create, { token, body });
      expect(res.statusCode, `${name} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      const answer = res.json();
      expect(answer.error_message).toMatch(/[\u0600-\u06ff]/);
      expect(
        answer.errors?.map((e: { field: string }) => e.field),
        `${name}: ${res.body}`,
      ).toContain(`body.${field}`);
      expect((await api().call(ops.list, { token })).json().paging.total).toBe(before);
    }
    const empty = await api().call(catalogOps('products').update, {
      token,
      params: { id: fixtures.product },
      body: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('never fails with a 5xx on hostile field values from a signed-in editor (every resource, every field)', async () => {
    const HOSTILE: unknown[] = [2 ** 31, 1e20, -1, 1.5, 'x'.repeat(20_000), null, [], {}, '\u0000'];
    const samples = catalogSamples(fixtures, 500);
    for (const name of NAMES) {
      const { create, update } = catalogOps(name);
      for (const field of Object.keys(samples[name].create)) {
        for (const value of HOSTILE) {
          const res = await api().call(create, { token, body: { ...samples[name].create, [field]: value } });
          expect(res.statusCode, `${name}.${field} = ${JSON.stringify(value)?.slice(0, 40)}: ${res.body}`).toBeLessThan(
            500,
          );
          if (res.statusCode >= 400) expect(res.json().error_message).toMatch(/[\u0600-\u06ff]/);
          const id = res.statusCode === 201 ? res.json().data.id : 999_999;
          const again = await api().call(update, { token, params: { id }, body: { [field]: value } });
          expect(again.statusCode, `update ${name}.${field}: ${again.body}`).toBeLessThan(500);
          if (res.statusCode === 201 && name !== 'cip-tariffs') {
            await api().call(catalogOps(name).remove, { token, params: { id } });
          }
        }
      }
    }
  });

  it('answers 409 with the reason for a taken slug and for deleting a row others refer to', async () => {
    const ops = catalogOps('brands');
    const body = { title: 'برند تکراری', slug: 'dup-brand' };
    expect((await api().call(ops.create, { token, body })).statusCode).toBe(201);
    const again = await api().call(ops.create, { token, body });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'duplicate', errors: [{ field: 'body.slug' }] });

    // A product in an order: 409, the product stays.
    const shop = shopClient(api);
    const s = await shop.shopper();
    const product = await shop.product(fixtures.product, 5);
    const order = await shop.order(s.token, {
      items: [{ product_id: product, quantity: 1 }],
      recipient_id: await shop.recipient(s.token),
    });
    expect(order.statusCode, order.body).toBe(201);
    const del = await api().call(catalogOps('products').remove, { token, params: { id: product } });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ error_code: 'in_use', error_message: expect.stringContaining('سفارش') });
    expect((await api().call(endpoints.getProduct, { params: { id: product } })).statusCode).toBe(200);

    // An airport with flights and services: 409; an airline with flights: 409.
    const airport = await api().call(catalogOps('airports').remove, { token, params: { id: fixtures.airport } });
    expect(airport.statusCode).toBe(409);
    expect(airport.json().error_message).toMatch(/پرواز/);
    const airline = await api().call(catalogOps('airlines').remove, { token, params: { id: fixtures.airline } });
    expect(airline.statusCode).toBe(409);
    // A brand with products, a category with products.
    const [{ brandId }] = await api()
      .app.db.select({ brandId: products.brandId })
      .from(products)
      .where(and(isNotNull(products.brandId)))
      .limit(1);
    expect((await api().call(catalogOps('brands').remove, { token, params: { id: brandId } })).statusCode).toBe(409);
    expect(
      (await api().call(catalogOps('categories').remove, { token, params: { id: fixtures.productCategory } }))
        .statusCode,
    ).toBe(409);
  });

  it('takes an image by its bytes only: disguised, oversized and empty files are refused', async () => {
    const ok = await uploadImage(api, token, await pngOf(500, 300), 'شکل.png');
    expect(ok.statusCode, ok.body).toBe(201);
    const image = ok.json().data;
    expect(image).toMatchObject({ width: 500, height: 300, key: expect.stringMatching(/^img-[0-9a-f]{32}-500x300$/) });
    // Stored as WebP variants up to its own width, served by /media.
    const media = await api().app.inject({ method: 'GET', url: new URL(image.url).pathname });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(image.srcset).toContain('-320.webp 320w');

    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const disguised = await uploadImage(api, token, html, 'photo.png', 'image/png');
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().errors[0]).toMatchObject({ field: 'file' });
    const pdf = await uploadImage(api, token, Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'x.png');
    expect(pdf.statusCode).toBe(415);
    const big = Buffer.concat([await pngOf(100, 100), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const tooBig = await uploadImage(api, token, big, 'big.png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error_message).toMatch(/۵ مگابایت/);
    const empty = await uploadImage(api, token, Buffer.alloc(0), 'empty.png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_message).toMatch(/خالی/);
  });
});

describe('back office catalogue: the public site sees a change at once', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  const testApi = (): TestApi => api;
  const received: { url?: string; auth?: string; body: string }[] = [];
  /** While set, the fake site takes requests and never answers them (a hung site). */
  let hang = false;
  /** While set, the fake site answers 503 (restarting). */
  let down = false;
  const held: ServerResponse[] = [];
  const site = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ url: req.url, auth: req.headers.authorization, body });
      if (hang) held.push(res);
      else if (down) res.writeHead(503).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
    });
  });

  beforeAll(async () => {
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    const port = (site.address() as AddressInfo).port;
    api = await startTestApi('pglite', {
      PUBLIC_CACHE_TTL_MS: '60000',
      // Two site instances behind one address: each gets every notice.
      REVALIDATE_URL: `http://127.0.0.1:${port}/api/revalidate, http://127.0.0.1:${port}/second/api/revalidate`,
      REVALIDATE_SECRET: 'a-test-revalidate-secret-of-32-bytes-or-more',
    });
  });
  afterAll(async () => {
    await api.close();
    for (const res of held) res.end();
    site.close();
  });

  it('a price change clears the cached product answer and tells the site the product tags', async () => {
    const token = (await staffToken(testApi, 'editor')).token;
    const id = 3;
    const read = () => api.call(endpoints.getProduct, { params: { id } });
    await read();
    const cached = await read();
    expect(cached.headers['x-cache']).toBe('hit');
    const newPrice = (cached.json().data.price as number) + 1_230_000;

    const res = await api.call(endpoints.adminCatalogUpdateProduct, {
      token,
      params: { id },
      body: { price: newPrice },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = await read();
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.json().data.price).toBe(newPrice);

    await vi.waitFor(() => expect(received.length).toBe(2));
    expect(received.map((r) => r.url).sort()).toEqual(['/api/revalidate', '/second/api/revalidate']);
    for (const r of received) {
      expect(r.auth).toBe('Bearer a-test-revalidate-secret-of-32-bytes-or-more');
      expect(JSON.parse(r.body)).toEqual({ tags: ['product', `product-${id}`] });
    }
  });

  it('a site that hangs neither fails nor holds up the write (it has committed; the call is not awaited)', async () => {
    const token = (await staffToken(testApi, 'editor')).token;
    hang = true;
    const before = received.length;
    const res = await api.call(endpoints.adminCatalogUpdateProduct, { token, params: { id: 3 }, body: { stock: 9 } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api.call(endpoints.getProduct, { params: { id: 3 } })).json().data.stock).toBe(9);
    // The site got the tags but has not answered: the write answered without waiting for it.
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(before));
    expect(held.length).toBeGreaterThan(0);
    expect(held[0].writableEnded).toBe(false);
    // The notice timed out and waits in the outbox; the site answers again, the next attempt delivers it.
    await vi.waitFor(
      async () => {
        const rows = await api.app.db.select().from(outbox).where(eq(outbox.channel, 'site'));
        expect(rows.some((r) => r.status === 'pending' && /timeout/.test(r.lastError ?? ''))).toBe(true);
      },
      { timeout: 10_000 },
    );
    hang = false;
    await drainOutbox(api.app, { now: new Date(Date.now() + 60_000) });
    const rows = await api.app.db.select().from(outbox).where(eq(outbox.channel, 'site'));
    expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
  });

  it('a site that is down gets the notice again later, until it takes it (the outbox retries)', async () => {
    const token = (await staffToken(testApi, 'editor')).token;
    down = true;
    const before = received.length;
    const res = await api.call(endpoints.adminCatalogUpdateProduct, { token, params: { id: 5 }, body: { stock: 4 } });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() => expect(received.length).toBe(before + 2));
    const pending = async () =>
      (await api.app.db.select().from(outbox).where(eq(outbox.channel, 'site'))).filter((r) => r.status !== 'sent');
    await vi.waitFor(async () => expect(await pending()).toHaveLength(2));
    expect((await pending())[0].lastError).toMatch(/503/);
    // The site is back; the next attempt (after the back-off) delivers both notices, once each.
    down = false;
    await drainOutbox(api.app, { now: new Date(Date.now() + 60_000) });
    expect(await pending()).toEqual([]);
    const delivered = received.slice(before + 2);
    expect(delivered.map((r) => r.url).sort()).toEqual(['/api/revalidate', '/second/api/revalidate']);
    expect(delivered.every((r) => JSON.parse(r.body).tags.includes('product-5'))).toBe(true);
  });

  it('REVALIDATE_URL: one or several URLs, or off; anything else stops the start', () => {
    const base = { NODE_ENV: 'production' as const, WEB_URL: 'https://aseman.example' };
    expect(revalidateUrlsOf({ ...base, REVALIDATE_URL: undefined })).toEqual(['https://aseman.example/api/revalidate']);
    expect(revalidateUrlsOf({ ...base, REVALIDATE_URL: 'off' })).toEqual([]);
    expect(
      revalidateUrlsOf({ ...base, REVALIDATE_URL: 'http://a:3000/api/revalidate,http://b:3000/api/revalidate' }),
    ).toHaveLength(2);
    expect(loadConfig({ NODE_ENV: 'test', REVALIDATE_URL: 'http://a:3000/x, http://b:3000/x' }).REVALIDATE_URL).toBe(
      'http://a:3000/x, http://b:3000/x',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', REVALIDATE_URL: 'http://a:3000/x, not a url' })).toThrow(
      /REVALIDATE_URL/,
    );
  });
});
