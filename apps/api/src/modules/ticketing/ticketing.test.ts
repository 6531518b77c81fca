import { api as endpoints } from '@vip/contract';
import { TICKET_STATUS, toPersianDigits } from '@vip/domain';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { staffToken } from '../admin/test-util';
import { memberClient } from '../member/test-util';
import { orders } from '../order/schema';
import { tickets } from './schema';

describeEachBackend(
  'support tickets',
  (api) => {
    const c = memberClient(api);
    const open = (token: string, body: Record<string, unknown>) => api().call(endpoints.createTicket, { token, body });

    it('opens a ticket with the desk of its category, converses, and reopens it on the member’s reply', async () => {
      const { access_token: token } = await c.signInMobile();
      const res = await open(token, {
        title: 'تأخیر در تحویل سفارش',
        description: 'سفارش من هنوز ارسال نشده است، لطفاً پیگیری کنید.',
        category_id: '۱',
        priority: 3,
      });
      expect(res.statusCode).toBe(201);
      const t = res.json().data;
      expect(t).toMatchObject({ status: TICKET_STATUS.open, category_id: 1, role_id: 1, priority: 3, replies: [] });
      // The desk answers (back office), then the member replies: open again for the desk.
      await api().app.db.execute(
        sql`insert into ticket_replies (ticket_id, author, staff_name, description) values (${t.id}, 'staff', 'مریم احمدی', 'سفارش شما امروز ارسال می‌شود.')`,
      );
      await api().app.db.update(tickets).set({ status: TICKET_STATUS.answered }).where(eq(tickets.id, t.id));
      const reply = await api().call(endpoints.replyToTicket, {
        token,
        params: { id: t.id },
        body: { description: 'ممنون، منتظر می‌مانم.' },
      });
      expect(reply.statusCode).toBe(201);
      const detail = (await api().call(endpoints.getTicket, { token, params: { id: t.id } })).json().data;
      expect(detail.status).toBe(TICKET_STATUS.open);
      expect(detail.replies.map((r: { author: string; author_name: string }) => [r.author, r.author_name])).toEqual([
        ['staff', 'مریم احمدی'],
        ['member', 'شما'],
      ]);
      // The member's list counts this ticket's two replies (not some other row's).
      const listed = (await api().call(endpoints.listTickets, { token })).json().data;
      expect(listed.find((x: { id: number }) => x.id === t.id).reply_count).toBe(2);
    });

    it('filters by text, status, category, service and submit dates (§7)', async () => {
      const { access_token: token } = await c.signInMobile();
      const a = (
        await open(token, {
          title: 'استرداد وجه رزرو CIP',
          description: 'پرواز لغو شد و وجه را می‌خواهم.',
          category_id: 2,
          service_id: 2,
        })
      ).json().data;
      const b = (
        await open(token, { title: 'مشکل ورود به حساب', description: 'کد پیامکی برای من نمی‌آید.', category_id: 4 })
      ).json().data;
      await api()
        .app.db.update(tickets)
        .set({ status: TICKET_STATUS.closed, createdAt: new Date('2026-01-10T10:00:00Z') })
        .where(eq(tickets.id, b.id));
      const ids = async (query: Record<string, unknown>) =>
        (await api().call(endpoints.listTickets, { token, query })).json().data.map((t: { id: number }) => t.id);
      expect(await ids({ search_text: 'وجه پیامکی', search_type: 'or' })).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(await ids({ search_text: 'پيامكي' })).toEqual([b.id]);
      expect(await ids({ statuses: `${TICKET_STATUS.closed}` })).toEqual([b.id]);
      expect(await ids({ category_ids: '2,3' })).toEqual([a.id]);
      expect(await ids({ service_id: 2 })).toEqual([a.id]);
      expect(await ids({ submit_date_from: '2026-01-10', submit_date_to: '۲۰۲۶-۰۱-۱۰' })).toEqual([b.id]);
      const bad = await api().call(endpoints.listTickets, { token, query: { submit_date_from: '10/01/2026' } });
      expect(bad.statusCode).toBe(400);
    });

    it('takes a review only once the ticket is closed, a rating outside 1–5 as 1 (§5), and no reply after closing', async () => {
      const { access_token: token } = await c.signInMobile();
      const t = (
        await open(token, { title: 'سؤال درباره فاکتور', description: 'فاکتور رسمی سفارش را می‌خواهم.', category_id: 3 })
      ).json().data;
      expect(t.role_id).toBe(3);
      const early = await api().call(endpoints.reviewTicket, {
        token,
        params: { id: t.id },
        body: { rate: 5, description: '' },
      });
      expect(early.statusCode).toBe(409);
      await api().app.db.update(tickets).set({ status: TICKET_STATUS.closed }).where(eq(tickets.id, t.id));
      const rated = await api().call(endpoints.reviewTicket, {
        token,
        params: { id: t.id },
        body: { rate: 9, description: 'خوب بود' },
      });
      expect(rated.statusCode).toBe(200);
      expect(rated.json().data.review).toEqual({ rate: 1, description: 'خوب بود' });
      const again = await api().call(endpoints.reviewTicket, { token, params: { id: t.id }, body: { rate: 4 } });
      expect(again.statusCode).toBe(409);
      const reply = await api().call(endpoints.replyToTicket, {
        token,
        params: { id: t.id },
        body: { description: 'سلام دوباره' },
      });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().error_message).toMatch(/بسته/);
    });

    it('answers the order a ticket is about (reference and kind) in the ticket, its detail and the list', async () => {
      const s = await c.signInMobile();
      const [order] = await api()
        .app.db.insert(orders)
        .values({ kind: 'store', memberId: s.member.id, reference: '48151623', itemsTotal: 10_000, totalPrice: 10_000 })
        .returning({ id: orders.id });
      const res = await open(s.access_token, {
        title: 'پیگیری ارسال',
        description: 'سفارشم هنوز نرسیده است؛ لطفاً پیگیری کنید.',
        category_id: 1,
        order_id: `${toPersianDigits(order.id)}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      const about = { id: order.id, kind: 'store', reference: '48151623' };
      expect(res.json().data).toMatchObject({ order_id: order.id, order: about });
      const detail = await api().call(endpoints.getTicket, {
        token: s.access_token,
        params: { id: res.json().data.id },
      });
      expect(detail.json().data.order).toEqual(about);
      const list = await api().call(endpoints.listTickets, { token: s.access_token, query: {} });
      expect(list.json().data[0].order).toEqual(about);
      // The support desk reads the same order on the ticket it answers.
      const support = await staffToken(api, 'support');
      const atDesk = await api().call(endpoints.adminGetTicket, {
        token: support.token,
        params: { id: res.json().data.id },
      });
      expect(atDesk.json().data.order).toEqual(about);
      const plain = await open(s.access_token, {
        title: 'پرسش',
        description: 'یک پرسش عمومی دربارهٔ خدمات دارم.',
        category_id: 4,
      });
      expect(plain.json().data.order).toBeNull();
    });

    it('refuses another member’s order and bad fields in Persian', async () => {
      const { access_token: token } = await c.signInMobile();
      const res = await open(token, { title: 'x', description: 'کوتاه', category_id: 9 });
      expect(res.statusCode).toBe(400);
      expect(res.json().error_message).toMatch(/[\u0600-\u06ff]/);
      const foreign = await open(token, {
        title: 'سفارش دیگری',
        description: 'درباره سفارش شماره ۹۹۹۹',
        category_id: 1,
        order_id: 999_999,
      });
      expect(foreign.statusCode).toBe(404);
    });
  },
  { SEED_DEMO: 'false' },
);
