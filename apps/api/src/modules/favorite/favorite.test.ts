import { api as endpoints } from '@vip/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { seedDemoData, seeders } from '../../db/seed';
import { describeEachBackend } from '../../../test/helpers';
import { memberClient } from '../member/test-util';
import { openStorage } from '../../storage';
import { listReviews } from '../product/queries';

describeEachBackend(
  'favorites and own reviews',
  (api) => {
    const c = memberClient(api);
    let ids: number[] = [];
    const ready = async () => {
      if (ids.length) return;
      // Only the catalogue is needed here.
      await seedDemoData(
        api().app.db,
        seeders.filter((s) => s.name === 'categories' || s.name === 'products'),
        { storage: openStorage(api().config) },
      );
      const rows = await api().app.db.execute(sql`select id from products where published order by id limit 4`);
      ids = ((rows as unknown as { rows?: { id: number }[] }).rows ?? (rows as unknown as { id: number }[])).map(
        (r) => r.id,
      );
    };

    it('adds a product once however often it is added, lists it with its card, filters by title and removes it', async () => {
      await ready();
      const { access_token: token } = await c.signInMobile();
      for (const id of [ids[0], ids[1], ids[0]]) {
        const res = await api().call(endpoints.addFavorite, { token, params: { id } });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ id, title: expect.any(String), price: expect.any(Number) });
      }
      const list = (await api().call(endpoints.listFavorites, { token })).json();
      expect(list.paging.total).toBe(2);
      expect(list.data.map((f: { id: number }) => f.id).sort()).toEqual([ids[0], ids[1]].sort());
      const title = list.data.find((f: { id: number }) => f.id === ids[1]).title as string;
      const word = title.split(' ')[0].replace(/ی/g, 'ي');
      const filtered = (await api().call(endpoints.listFavorites, { token, query: { title: word } })).json().data;
      expect(filtered.map((f: { id: number }) => f.id)).toContain(ids[1]);
      expect((await api().call(endpoints.getFavorite, { token, params: { id: ids[1] } })).statusCode).toBe(200);
      expect((await api().call(endpoints.deleteFavorite, { token, params: { id: ids[1] } })).statusCode).toBe(204);
      expect((await api().call(endpoints.getFavorite, { token, params: { id: ids[1] } })).statusCode).toBe(404);
      expect((await api().call(endpoints.deleteFavorite, { token, params: { id: ids[1] } })).statusCode).toBe(404);
      expect((await api().call(endpoints.addFavorite, { token, params: { id: 987_654 } })).statusCode).toBe(404);
    });

    it('takes one review per member and product, waiting for moderation, and lets the member delete it', async () => {
      await ready();
      const { access_token: token } = await c.signInMobile();
      const product = { id: ids[2] };
      const before = (await api().call(endpoints.getReviewEligibility, { token, params: product })).json().data;
      expect(before).toEqual({ can_review: true, has_bought: false, review: null });
      const body = { rate: 4, title: 'خوش‌دست', description: 'کیفیت ساخت خوبی دارد و به موقع رسید.' };
      const res = await api().call(endpoints.createReview, { token, params: { productId: product.id }, body });
      expect(res.statusCode).toBe(201);
      const review = res.json().data;
      expect(review).toMatchObject({ product_id: ids[2], rate: 4, status: 0 });
      const twice = await api().call(endpoints.createReview, { token, params: { productId: product.id }, body });
      expect(twice.statusCode).toBe(409);
      // Not public before moderation.
      const pub = await listReviews(api().app.db, ids[2], { limit: 100, offset: 0 });
      expect(pub.data.map((r) => r.id)).not.toContain(review.id);
      const mine = (await api().call(endpoints.listMyReviews, { token })).json();
      expect(mine.data).toEqual([expect.objectContaining({ id: review.id, product_title: expect.any(String) })]);
      for (const rate of [0, 6]) {
        const bad = await api().call(endpoints.createReview, {
          token,
          params: { productId: ids[3] },
          body: { ...body, rate },
        });
        expect(bad.statusCode).toBe(400);
      }
      expect((await api().call(endpoints.deleteMyReview, { token, params: { id: review.id } })).statusCode).toBe(204);
      expect((await api().call(endpoints.listMyReviews, { token })).json().data).toEqual([]);
    });
  },
  { SEED_DEMO: 'false' },
);
