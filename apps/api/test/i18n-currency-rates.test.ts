// The approximate-currency table: finance and admin staff set Rials per USD, EUR and AED; everyone reads it (in any
// language, cached) marked approximate; other staff and members cannot change it; a bad rate is refused in Persian.
import { api as endpoints, localizedPath } from '@vip/contract';
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffToken } from '../src/modules/admin/test-util';
import { putRates } from '../src/modules/locale/rates';
import { outbox } from '../src/outbox/schema';
import { describeEachBackend } from './helpers';

describeEachBackend('currency rates', (api) => {
  it('answers every display currency, unset ones as null, marked approximate', async () => {
    const res = await api().call(endpoints.listCurrencyRates);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.approximate).toBe(true);
    expect(body.data.map((r: { currency: string }) => r.currency)).toEqual(['USD', 'EUR', 'AED']);
  });

  it('finance sets rates, the public table shows them at once in every language, with who and when for staff', async () => {
    await api().call(endpoints.listCurrencyRates); // fills the public cache
    const finance = await staffToken(api, 'finance');
    const put = await api().call(endpoints.adminPutCurrencyRates, {
      token: finance.token,
      body: {
        rates: [
          { currency: 'USD', rials_per_unit: 1_050_000 },
          { currency: 'AED', rials_per_unit: 286_000 },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const usd = put.json().data.find((r: { currency: string }) => r.currency === 'USD');
    expect(usd).toMatchObject({ rials_per_unit: 1_050_000, updated_by: finance.staffId });
    expect(Date.parse(usd.updated_at)).not.toBeNaN();

    for (const lang of ['fa', 'en', 'ar'] as const) {
      const res = await api().get(localizedPath(endpoints.listCurrencyRates.path, lang));
      const rates = Object.fromEntries(
        res.json().data.map((r: { currency: string; rials_per_unit: number | null }) => [r.currency, r.rials_per_unit]),
      );
      expect(rates, lang).toEqual({ USD: 1_050_000, EUR: null, AED: 286_000 });
      // Who set a rate is the back office's business only.
      expect(res.json().data[0].updated_by, lang).toBeUndefined();
    }

    const admin = await staffToken(api, 'admin');
    const again = await api().call(endpoints.adminPutCurrencyRates, {
      token: admin.token,
      body: { rates: [{ currency: 'USD', rials_per_unit: 1_100_000 }] },
    });
    expect(again.json().data.find((r: { currency: string }) => r.currency === 'USD')).toMatchObject({
      rials_per_unit: 1_100_000,
      updated_by: admin.staffId,
    });
    const staffView = await api().call(endpoints.adminListCurrencyRates, { token: finance.token });
    expect(staffView.json().data.find((r: { currency: string }) => r.currency === 'AED').rials_per_unit).toBe(286_000);
  });

  it('refuses other staff roles and members, and a rate that cannot be right', async () => {
    const body = { rates: [{ currency: 'EUR', rials_per_unit: 1_200_000 }] };
    const support = await staffToken(api, 'support');
    expect((await api().call(endpoints.adminPutCurrencyRates, { token: support.token, body })).statusCode).toBe(403);
    expect((await api().call(endpoints.adminPutCurrencyRates, { body })).statusCode).toBe(401);
    const finance = await staffToken(api, 'finance');
    const tiny = await api().call(endpoints.adminPutCurrencyRates, {
      token: finance.token,
      body: { rates: [{ currency: 'EUR', rials_per_unit: 12 }] },
    });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().error_message).toContain('۱٬۰۰۰ ریال');
    const twice = await api().call(endpoints.adminPutCurrencyRates, {
      token: finance.token,
      body: {
        rates: [
          { currency: 'EUR', rials_per_unit: 1_200_000 },
          { currency: 'EUR', rials_per_unit: 1_300_000 },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    const yen = await api().call(endpoints.adminPutCurrencyRates, {
      token: finance.token,
      body: { rates: [{ currency: 'JPY', rials_per_unit: 7_000 }] },
    });
    expect(yen.statusCode).toBe(400);
    const eur = (await api().call(endpoints.listCurrencyRates))
      .json()
      .data.find((r: { currency: string }) => r.currency === 'EUR');
    expect(eur.rials_per_unit).toBeNull();
  });

  it("tells the site to drop its cached table (tag currency-rates) in the rates' own transaction", async () => {
    const finance = await staffToken(api, 'finance');
    const site = 'http://127.0.0.1:9/api/revalidate';
    await putRates(
      api().app.db,
      { staffId: finance.staffId, role: 'finance', clientIp: '127.0.0.1' },
      {
        rates: [{ currency: 'AED', rials_per_unit: 290_000 }],
      },
      [site],
    );
    const notices = await api().app.db.select().from(outbox).where(eq(outbox.recipient, site));
    expect(notices.map((n) => JSON.parse(n.body))).toEqual([{ tags: ['currency-rates'] }]);
  });
});
