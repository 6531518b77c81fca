import { api as endpoints } from '@vip/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { seedDemoData, seeders } from '../../db/seed';
import { describeEachBackend } from '../../../test/helpers';
import { memberClient } from '../member/test-util';
import { shopClient } from '../store/test-util';
import { openStorage } from '../../storage';
import { listReviews } from '../product/queries';

describeEachBackend(
  'favorites and own reviews',
  (api) => {
    const c = memberClient(api);
    const shop = shopClient(api);
    let ids: number[] = [];
    const ready = async () => {
      if (ids.length) return;
      // The catalogue, and the places and delivery methods a review's purchase needs.
      await seedDemoData(
        api().app.db,
        seeders.filter((s) => ['categories', 'products', 'places', 'store'].includes(s.name)),
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

    it('pages and sorts the favorites (§7 limit, offset, sort), and ten adds at once still keep one', async () => {
      await ready();
      const { access_token: token } = await c.signInMobile();
      // Ten adds of one product at once (two tabs, a double tap): one favorite.
      const burst = await Promise.all(
        Array.from({ length: 10 }, () => api().call(endpoints.addFavorite, { token, params: { id: ids[0] } })),
      );
      expect(burst.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      for (const id of ids.slice(1)) await api().call(endpoints.addFavorite, { token, params: { id } });
      const all = (await api().call(endpoints.listFavorites, { token, query: { limit: 10 } })).json();
      expect(all.paging.total).toBe(ids.length);
      const byTitle = (await api().call(endpoints.listFavorites, { token, query: { sort: 'title' } })).json().data;
      const titles = byTitle.map((f: { title: string }) => f.title);
      // The database's collation orders the titles; descending is exactly the reverse, and both differ from saving order.
      const desc = (await api().call(endpoints.listFavorites, { token, query: { sort: '-title' } })).json().data;
      expect(desc.map((f: { title: string }) => f.title)).toEqual([...titles].reverse());
      expect(new Set(titles)).toEqual(new Set(all.data.map((f: { title: string }) => f.title)));
      const byPrice = (await api().call(endpoints.listFavorites, { token, query: { sort: '-price' } })).json().data;
      const prices = byPrice.map((f: { price: number }) => f.price);
      expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
      const page2 = (
        await api().call(endpoints.listFavorites, { token, query: { sort: 'title', limit: 2, offset: 2 } })
      ).json();
      expect(page2.data.map((f: { id: number }) => f.id)).toEqual(byTitle.slice(2, 4).map((f: { id: number }) => f.id));
      expect(page2.paging).toMatchObject({ offset: 2, limit: 2, total: ids.length, returned: 2 });
      const bad = await api().call(endpoints.listFavorites, { token, query: { sort: 'password' } });
      expect(bad.statusCode).toBe(400);
    });

    const body = { rate: 4, title: 'خوش‌دست', description: 'کیفیت ساخت خوبی دارد و به موقع رسید.' };

    it('takes a review only from a member who bought and paid for the product', async () => {
      await ready();
      const { access_token: token } = await c.signInMobile();
      const params = { id: ids[1] };
      const before = (await api().call(endpoints.getReviewEligibility, { token, params })).json().data;
      expect(before).toEqual({ can_review: false, has_bought: false, review: null });
      const refused = await api().call(endpoints.createReview, { token, params: { productId: ids[1] }, body });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        error_code: 'review_needs_purchase',
        error_message: expect.stringMatching(/خرید/),
      });
      // An order placed but not paid does not count.
      const unpaid = await shop.order(token, {
        items: [{ product_id: ids[1], quantity: 1 }],
        recipient_id: await shop.recipient(token),
      });
      expect(unpaid.statusCode, unpaid.body).toBe(201);
      const stillRefused = await api().call(endpoints.createReview, { token, params: { productId: ids[1] }, body });
      expect(stillRefused.statusCode).toBe(403);
      await shop.buy(token, [ids[1]]);
      const after = (await api().call(endpoints.getReviewEligibility, { token, params })).json().data;
      expect(after).toEqual({ can_review: true, has_bought: true, review: null });
      const res = await api().call(endpoints.createReview, { token, params: { productId: ids[1] }, body });
      expect(res.statusCode, res.body).toBe(201);
      const written = (await api().call(endpoints.getReviewEligibility, { token, params })).json().data;
      expect(written).toMatchObject({ can_review: false, has_bought: true, review: { id: res.json().data.id } });
    });

    it('takes one review per member and product, waiting for moderation, and lets the member delete it', async () => {
      await ready();
      const { access_token: token } = await c.signInMobile();
      const product = { id: ids[2] };
      await shop.buy(token, [ids[2], ids[3]]);
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
      // A second review (of another product) to page and sort the member's list (§7 limit, offset, sort).
      const other = await api().call(endpoints.createReview, {
        token,
        params: { productId: ids[3] },
        body: { ...body, rate: 2 },
      });
      expect(other.statusCode).toBe(201);
      const byRate = (await api().call(endpoints.listMyReviews, { token, query: { sort: 'rate' } })).json();
      expect(byRate.data.map((r: { rate: number }) => r.rate)).toEqual([2, 4]);
      const second = (
        await api().call(endpoints.listMyReviews, { token, query: { sort: '-rate', limit: 1, offset: 1 } })
      ).json();
      expect(second.data.map((r: { rate: number }) => r.rate)).toEqual([2]);
      expect(second.paging).toMatchObject({ total: 2, returned: 1, has_more: false });
      expect((await api().call(endpoints.deleteMyReview, { token, params: { id: review.id } })).statusCode).toBe(204);
      expect((await api().call(endpoints.deleteMyReview, { token, params: { id: review.id } })).statusCode).toBe(404);
      expect((await api().call(endpoints.listMyReviews, { token })).json().data).toEqual([
        expect.objectContaining({ id: other.json().data.id }),
      ]);
    });
  },
  { SEED_DEMO: 'false' },
);
