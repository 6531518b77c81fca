import { catalogOps, api as endpoints, type Order, type Transmit } from '@vip/contract';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend, type TestApi } from '../../../test/helpers';
import { staffToken } from '../admin/test-util';
import { topUp } from '../cipservice/test-util';
import { cities, provinces } from '../sitemember/schema';
import { shopClient } from './test-util';

async function cityId(api: () => TestApi, province: string, city: string) {
  const [row] = await api()
    .app.db.select({ id: cities.id, provinceId: cities.provinceId })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(and(eq(provinces.title, province), eq(cities.title, city)));
  return row;
}

describeEachBackend('shipping methods by address and the shipped order as its member sees it', (api) => {
  const shop = shopClient(api);

  const transmits = async (query: { city_id?: number } = {}) =>
    (await api().call(endpoints.listTransmits, { query })).json().data as Transmit[];
  const courierOf = async () => (await transmits()).find((t) => t.title.startsWith('پیک فوری'))!;

  async function recipientIn(token: string, province: string, city: string) {
    const place = await cityId(api, province, city);
    const res = await api().call(endpoints.createRecipient, {
      token,
      body: {
        full_name: 'مریم احمدی',
        mobile: '09131234567',
        province_id: place.provinceId,
        city_id: place.id,
        address: `${city}، خیابان امیرکبیر، کوچهٔ گلستان، پلاک ۱۲`,
        postal_code: '8715973111',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  }

  it('offers the Tehran-and-Karaj courier to a Karaj address but not to Kashan; the post and pickup go everywhere', async () => {
    const courier = await courierOf();
    const karaj = await cityId(api, 'البرز', 'کرج');
    const kashan = await cityId(api, 'اصفهان', 'کاشان');
    expect(courier.city_ids).toContain(karaj.id);
    expect((await transmits({ city_id: karaj.id })).map((t) => t.id)).toContain(courier.id);
    const forKashan = await transmits({ city_id: kashan.id });
    expect(forKashan.map((t) => t.id)).not.toContain(courier.id);
    expect(forKashan.map((t) => t.title)).toEqual(expect.arrayContaining(['پست پیشتاز']));
    expect(forKashan).toHaveLength(2);
  });

  it('refuses the courier for a Kashan address with a Persian reason; the preview says so too', async () => {
    const s = await shop.shopper();
    const product = await shop.product(3, 10);
    const courier = await courierOf();
    const kashan = await recipientIn(s.token, 'اصفهان', 'کاشان');
    const items = [{ product_id: product, quantity: 1 }];

    const preview = await api().call(endpoints.previewStoreOrder, {
      token: s.token,
      body: { items, recipient_id: kashan, transmit_id: courier.id },
    });
    expect(preview.json().data.can_order).toBe(false);
    expect(preview.json().data.notices).toContainEqual({
      field: 'transmit_id',
      message: expect.stringContaining('کاشان'),
    });

    const refused = await shop.order(s.token, { items, recipient_id: kashan, transmit_id: courier.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error_code: 'transmit_not_served',
      error_message: expect.stringContaining('به کاشان ارسال نمی‌کند'),
    });
    expect(await shop.stockOf(product)).toBe(10);

    const tehran = await shop.recipient(s.token);
    const placed = await shop.order(s.token, { items, recipient_id: tehran, transmit_id: courier.id });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('shows its member the stage, tracking number and dates once the desk ships and delivers the order', async () => {
    const s = await shop.shopper();
    const product = await shop.product(4, 5);
    const placed = (
      await shop.order(s.token, {
        items: [{ product_id: product, quantity: 1 }],
        recipient_id: await shop.recipient(s.token),
      })
    ).json().data as Order;
    expect(placed).toMatchObject({ stage: 'awaiting_payment', shipment: null });
    expect(placed.transmit?.title).toBe('پست پیشتاز');

    await topUp(api().app.db, s.memberId, placed.total_price);
    expect((await shop.pay(s.token, placed.id, { gateway: 'credit', use_wallet: true })).json().data.paid).toBe(true);
    expect(await shop.orderOf(s.token, placed.id)).toMatchObject({ stage: 'preparing', shipment: null });

    const desk = await staffToken(api, 'fulfilment');
    const shipped = await api().call(endpoints.adminShipStoreOrder, {
      params: { id: placed.id },
      body: { tracking_number: '۲۴۶۸۰۱۳۵۷۹۱۱' },
      token: desk.token,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const afterShip = (await shop.orderOf(s.token, placed.id)) as Order;
    expect(afterShip).toMatchObject({
      stage: 'shipped',
      can_cancel: false,
      shipment: { tracking_number: '246801357911', delivered_at: null },
    });
    expect(Date.parse(afterShip.shipment!.shipped_at)).not.toBeNaN();
    const list = await api().call(endpoints.listStoreOrders, { token: s.token, query: {} });
    expect(list.json().data[0]).toMatchObject({ id: placed.id, stage: 'shipped' });
    expect(list.json().data[0].shipment.tracking_number).toBe('246801357911');

    const delivered = await api().call(endpoints.adminDeliverStoreOrder, {
      params: { id: placed.id },
      token: desk.token,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const afterDelivery = (await shop.orderOf(s.token, placed.id)) as Order;
    expect(afterDelivery.stage).toBe('delivered');
    expect(Date.parse(afterDelivery.shipment!.delivered_at!)).toBeGreaterThanOrEqual(
      Date.parse(afterDelivery.shipment!.shipped_at),
    );
  });
  it('the catalogue editor sets where a method delivers: Kashan added to the courier, an unknown city a Persian 400', async () => {
    const { token: editor } = await staffToken(api, 'editor');
    const courier = await courierOf();
    const kashan = await cityId(api, 'اصفهان', 'کاشان');
    const ops = catalogOps('transmits');
    const unknown = await api().call(ops.update, {
      token: editor,
      params: { id: courier.id },
      body: { city_ids: [...(courier.city_ids ?? []), 999_999] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContainEqual(
      expect.objectContaining({ field: 'body.city_ids', message: expect.stringContaining('پیدا نشد') }),
    );
    expect((await transmits({ city_id: kashan.id })).map((t) => t.id)).not.toContain(courier.id);

    const saved = await api().call(ops.update, {
      token: editor,
      params: { id: courier.id },
      body: { city_ids: [...(courier.city_ids ?? []), kashan.id] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.city_ids).toContain(kashan.id);
    expect((await transmits({ city_id: kashan.id })).map((t) => t.id)).toContain(courier.id);

    // An empty list is no limit: the method then goes everywhere.
    const everywhere = await api().call(ops.update, {
      token: editor,
      params: { id: courier.id },
      body: { city_ids: [], province_ids: [] },
    });
    expect(everywhere.json().data).toMatchObject({ city_ids: null, province_ids: null });
  });
});
