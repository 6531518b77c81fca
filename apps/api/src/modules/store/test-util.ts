import { api as endpoints } from '@vip/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApi } from '../../../test/helpers';
import { memberClient } from '../member/test-util';
import { products } from '../product/schema';

/** Test helpers of the money core (not part of the app): a signed-in shopper, fixtures, the sandbox bank. */
export function shopClient(api: () => TestApi) {
  const members = memberClient(api);
  return {
    /** Signs a fresh member in; answers its token and id. */
    async shopper() {
      const s = await members.signInMobile();
      return { token: s.access_token, memberId: s.member.id, mobile: s.member.mobile };
    },
    /** A product with exactly `stock` units at `price` Rials (an existing demo product, reset). */
    async product(id: number, stock: number, price?: number) {
      await api()
        .app.db.update(products)
        .set({ stock, ...(price === undefined ? {} : { price }), published: true })
        .where(eq(products.id, id));
      return id;
    },
    async stockOf(id: number) {
      const [row] = await api().app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
      return row.stock;
    },
    /** Saves a recipient in Tehran for the member; answers its id. */
    async recipient(token: string) {
      const res = await api().call(endpoints.createRecipient, {
        token,
        body: {
          full_name: 'رضا کریمی',
          mobile: '09351234567',
          province_id: 1,
          city_id: 1,
          address: 'تهران، خیابان شریعتی، کوچهٔ یاس، پلاک ۴',
          postal_code: '۱۹۱۹۶۱۳۱۱۱',
          latitude: 35.76,
          longitude: 51.44,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    },
    /** Places an order; answers the inject response. */
    order(
      token: string,
      body: {
        items: { product_id: number; quantity: number }[];
        recipient_id: number;
        transmit_id?: number;
        discount_codes?: string[];
      },
      idempotencyKey?: string,
    ) {
      return api().call(
        endpoints.createStoreOrder,
        { token, body: { transmit_id: 1, discount_codes: [], ...body } },
        idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
      );
    },
    pay(
      token: string,
      orderId: number,
      opts: { gateway?: 'sandbox' | 'zarinpal' | 'credit'; use_wallet?: boolean } = {},
    ) {
      return api().call(endpoints.payStoreOrder, { token, body: { order_id: orderId, use_wallet: false, ...opts } });
    },
    /**
     * Plays the sandbox bank like a browser: opens the bank page (no API key), presses a button, follows the
     * redirect to the callback. Answers the callback's redirect to the site.
     */
    async bank(redirectUrl: string, action: 'pay' | 'cancel' | 'fail') {
      const page = new URL(redirectUrl);
      const view = await api().app.inject({ method: 'GET', url: page.pathname });
      expect(view.statusCode).toBe(200);
      const press = await api().app.inject({
        method: 'POST',
        url: page.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=${action}`,
      });
      expect(press.statusCode).toBe(303);
      return this.callback(String(press.headers.location));
    },
    /** Opens a callback URL as the returning browser (no API key); answers the redirect to the site. */
    async callback(url: string) {
      const u = new URL(url);
      const res = await api().app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
      expect(res.statusCode, res.body).toBe(302);
      return new URL(String(res.headers.location));
    },
    /** Orders the products (one each, restocked) and pays at the sandbox bank: the member is then their buyer. */
    async buy(token: string, productIds: number[]) {
      for (const id of productIds) await this.product(id, 10);
      const order = await this.order(token, {
        items: productIds.map((product_id) => ({ product_id, quantity: 1 })),
        recipient_id: await this.recipient(token),
      });
      expect(order.statusCode, order.body).toBe(201);
      const pay = await this.pay(token, order.json().data.id, { gateway: 'sandbox' });
      expect(pay.statusCode, pay.body).toBe(200);
      expect((await this.bank(pay.json().data.redirect_url, 'pay')).searchParams.get('state')).toBe('paid');
    },
    async balance(token: string) {
      const res = await api().call(endpoints.getCreditBalance, { token });
      expect(res.statusCode).toBe(200);
      return res.json().data.balance as number;
    },
    async orderOf(token: string, id: number) {
      const res = await api().call(endpoints.getStoreOrder, { token, params: { id } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
  };
}
