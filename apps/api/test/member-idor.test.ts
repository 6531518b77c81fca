import { api as endpoints, type Endpoint } from '@vip/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accessTokenSettings, signAccessToken } from '../src/http/auth';
import { seedDemoData, seeders } from '../src/db/seed';
import { memberClient } from '../src/modules/member/test-util';
import { shopClient } from '../src/modules/store/test-util';
import { multipart, testImage } from '../src/modules/upload/test-util';
import { openStorage } from '../src/storage';
import { describeEachBackend, injectCall } from './helpers';

/**
 * IDOR matrix of the member area: every member-owned resource × (another member, no token, expired token) is
 * denied — 404 for another member (as if it did not exist), 401 without a live token — and the owner still gets it.
 */
describeEachBackend(
  'member resources are their owner’s only',
  (api) => {
    const c = memberClient(api);
    const rowsOf = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

    it('denies every resource to another member, to no token and to an expired token', async () => {
      const db = api().app.db;
      await seedDemoData(
        db,
        seeders.filter((s) => ['categories', 'products', 'places', 'store'].includes(s.name)),
        {
          storage: openStorage(api().config),
        },
      );
      const owner = await c.signInMobile();
      const other = await c.signInMobile();
      const token = owner.access_token;
      const me = owner.member.id;
      const [product] = rowsOf<{ id: number }>(await db.execute(sql`select id from products where published limit 1`));
      const [city] = rowsOf<{ id: number; province_id: number }>(
        await db.execute(sql`select id, province_id from cities limit 1`),
      );

      // The owner's rows, one of each kind.
      const credit = (
        await api().call(endpoints.offlineIncrease, {
          token,
          body: { value: 10_000_000, type_code: 2, cheque_date: '2026-11-01' },
        })
      ).json().data;
      const image = multipart(await testImage('jpeg'));
      const receipt = (
        await injectCall(
          api().app,
          endpoints.putCreditAttachment,
          { params: { id: credit.id }, token, body: image.payload },
          { 'content-type': image.contentType },
        )
      ).json().data.attachment;
      await api().call(endpoints.addFavorite, { token, params: { id: product.id } });
      await shopClient(api).buy(token, [product.id]);
      const review = (
        await api().call(endpoints.createReview, {
          token,
          params: { productId: product.id },
          body: { rate: 5, description: 'عالی بود و به موقع رسید.' },
        })
      ).json().data;
      const ticket = (
        await api().call(endpoints.createTicket, {
          token,
          body: { title: 'پیگیری سفارش', description: 'لطفاً وضعیت سفارش را بگویید.', category_id: 1 },
        })
      ).json().data;
      const reply = (
        await api().call(endpoints.replyToTicket, {
          token,
          params: { id: ticket.id },
          body: { description: 'منتظر پاسخ هستم.' },
        })
      ).json().data;
      const [order] = rowsOf<{ id: number }>(
        await db.execute(
          sql`insert into orders (kind, member_id, reference, items_total, total_price, title) values ('store', ${me}, ${String(10_000_000 + me)}, 1000000, 1000000, 'چمدان کابین') returning id`,
        ),
      );
      await db.execute(sql`insert into store_order_details (order_id) values (${order.id})`);
      const [recipient] = rowsOf<{ id: number }>(
        await db.execute(
          sql`insert into recipients (member_id, full_name, mobile, province_id, city_id, address, postal_code) values (${me}, 'علی رضایی', '09121234567', ${city.province_id}, ${city.id}, 'تهران، خیابان ولیعصر، کوچه نهم، پلاک ۱۲', '1965834511') returning id`,
        ),
      );
      const [passenger] = rowsOf<{ id: number }>(
        await db.execute(
          sql`insert into cip_saved_passengers (member_id, first_name, last_name, national_code, age_type, gender, nationality, country_id) values (${me}, 'سارا', 'محمدی', '0012345679', 3, 0, 0, 1) returning id`,
        ),
      );

      type Case = {
        resource: string;
        endpoint: Endpoint;
        params?: Record<string, unknown>;
        body?: unknown;
        multipart?: boolean;
        read?: boolean;
      };
      const cases: Case[] = [
        { resource: 'credit', endpoint: endpoints.getCredit, params: { id: credit.id }, read: true },
        { resource: 'credit', endpoint: endpoints.putCreditAttachment, params: { id: credit.id }, multipart: true },
        { resource: 'account', endpoint: endpoints.getCreditAccount, params: { id: me }, read: true },
        { resource: 'favorite', endpoint: endpoints.getFavorite, params: { id: product.id }, read: true },
        { resource: 'favorite', endpoint: endpoints.deleteFavorite, params: { id: product.id } },
        { resource: 'review', endpoint: endpoints.deleteMyReview, params: { id: review.id } },
        { resource: 'ticket', endpoint: endpoints.getTicket, params: { id: ticket.id }, read: true },
        {
          resource: 'ticket',
          endpoint: endpoints.replyToTicket,
          params: { id: ticket.id },
          body: { description: 'پاسخ بیگانه' },
        },
        { resource: 'ticket', endpoint: endpoints.reviewTicket, params: { id: ticket.id }, body: { rate: 1 } },
        { resource: 'reply', endpoint: endpoints.putReplyAttachment, params: { id: reply.id }, multipart: true },
        { resource: 'attachment', endpoint: endpoints.getUpload, params: { name: receipt.name }, read: true },
        { resource: 'order', endpoint: endpoints.getStoreOrder, params: { id: order.id }, read: true },
        { resource: 'recipient', endpoint: endpoints.getRecipient, params: { id: recipient.id }, read: true },
        { resource: 'recipient', endpoint: endpoints.deleteRecipient, params: { id: recipient.id } },
        { resource: 'passenger', endpoint: endpoints.deleteCipPassenger, params: { id: passenger.id } },
      ];
      const expired = (
        await signAccessToken(
          accessTokenSettings(api().config),
          me,
          '00000000-0000-4000-8000-000000000000',
          Date.now() - 3 * 3600_000,
        )
      ).token;
      const ownerExpired = (
        await signAccessToken(
          accessTokenSettings(api().config),
          me,
          await db
            .execute(sql`select id from member_sessions where member_id = ${me} limit 1`)
            .then((r) => rowsOf<{ id: string }>(r)[0].id),
          Date.now() - 3 * 3600_000,
        )
      ).token;
      const send = async (k: Case, tokenOf: string | undefined) => {
        if (k.multipart) {
          const file = multipart(await testImage('png'));
          return injectCall(
            api().app,
            k.endpoint,
            { params: k.params, token: tokenOf, body: file.payload },
            { 'content-type': file.contentType },
          );
        }
        return injectCall(api().app, k.endpoint, { params: k.params, token: tokenOf, body: k.body });
      };

      const table: string[] = [];
      for (const k of cases) {
        for (const [who, t, want] of [
          ['another member', other.access_token, 404],
          ['no token', undefined, 401],
          ['expired token', ownerExpired, 401],
          ['forged session', expired, 401],
        ] as const) {
          const res = await send(k, t);
          table.push(`${k.resource} ${k.endpoint.operationId} × ${who}: ${res.statusCode}`);
          expect(res.statusCode, `${k.resource} ${k.endpoint.operationId} × ${who}`).toBe(want);
        }
      }
      expect(table).toHaveLength(cases.length * 4);
      // The owner still has every one of them, untouched by the attempts.
      for (const k of cases.filter((x) => x.read)) {
        const res = await send(k, token);
        expect(res.statusCode, `owner ${k.endpoint.operationId}`).toBe(200);
      }
      for (const [endpoint, params] of [
        [endpoints.getFavorite, { id: product.id }],
        [endpoints.getTicket, { id: ticket.id }],
        [endpoints.getRecipient, { id: recipient.id }],
      ] as const) {
        expect((await injectCall(api().app, endpoint, { params, token })).statusCode).toBe(200);
      }
      const mine = (await api().call(endpoints.listMyReviews, { token })).json().data;
      expect(mine.map((r: { id: number }) => r.id)).toEqual([review.id]);
      const t = (await api().call(endpoints.getTicket, { token, params: { id: ticket.id } })).json().data;
      expect(t.replies.map((r: { description: string }) => r.description)).toEqual(['منتظر پاسخ هستم.']);
      expect(t.review).toBeNull();
      const passengers = (await api().call(endpoints.listCipPassengers, { token })).json().data;
      expect(passengers.map((p: { id: number }) => p.id)).toContain(passenger.id);
    });
  },
  { SEED_DEMO: 'false' },
);
