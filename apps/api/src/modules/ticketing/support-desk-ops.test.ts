import { api as endpoints, ticketingEndpoints, uploadEndpoints } from '@vip/contract';
import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend, injectCall, type TestApi } from '../../../test/helpers';
import { outbox } from '../../outbox/schema';
import { signIn } from '../cipservice/test-util';
import { products } from '../product/schema';
import { multipart, testImage, upload } from '../upload/test-util';
import { totpOf } from './auth';
import { STAFF_PASSWORD, auditOf, staffToken } from './test-util';

async function openTicket(api: () => TestApi, token: string) {
  const opened = await api().call(ticketingEndpoints.createTicket, {
    token,
    body: { title: 'بازگشت وجه سفارش', description: 'وجه سفارش لغوشده هنوز به کیف پول نیامده است.', category_id: 3 },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  return opened.json().data as { id: number };
}

const fileName = (url: string) => url.split('/').at(-1)!;

describeEachBackend(
  'back office: ticket notes, assignment, attachments, uploads, stock, SMS second factor',
  (api, backend) => {
    it('support: an internal note never reaches the member; assignment only to support staff, filterable', async () => {
      const member = await signIn(api);
      const support = await staffToken(api, 'support');
      const desk = await staffToken(api, 'vip_desk');
      const ticket = await openTicket(api, member.token);
      const secret = 'یادداشت داخلی: مشتری پیش‌تر دو بار بازگشت وجه گرفته است';
      const note = await api().call(endpoints.adminAddTicketNote, {
        params: { id: ticket.id },
        body: { body: secret },
        token: support.token,
      });
      expect(note.statusCode, note.body).toBe(201);
      expect(note.json().data).toMatchObject({ body: secret, staff_id: support.staffId });

      const staffView = await api().call(endpoints.adminGetTicket, { params: { id: ticket.id }, token: support.token });
      expect(staffView.json().data.notes.map((n: { body: string }) => n.body)).toEqual([secret]);
      // The member's own endpoints never carry it.
      const mine = await api().call(ticketingEndpoints.getTicket, { params: { id: ticket.id }, token: member.token });
      expect(mine.statusCode).toBe(200);
      expect(mine.body).not.toContain('یادداشت داخلی');
      const myList = await api().call(ticketingEndpoints.listTickets, { token: member.token });
      expect(myList.body).not.toContain('یادداشت داخلی');

      const assign = (staffId: number | null) =>
        api().call(endpoints.adminAssignTicket, {
          params: { id: ticket.id },
          body: { staff_id: staffId },
          token: support.token,
        });
      expect((await assign(desk.staffId)).statusCode).toBe(409);
      const assigned = await assign(support.staffId);
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect(assigned.json().data).toMatchObject({ assignee_id: support.staffId, assignee_name: 'کارمند support' });
      const mineOnly = await api().call(endpoints.adminListTickets, {
        query: { assignee_id: support.staffId },
        token: support.token,
      });
      expect(mineOnly.json().data.map((t: { id: number }) => t.id)).toContain(ticket.id);
      expect((await assign(null)).json().data.assignee_id).toBeNull();
      const entries = await auditOf(api, { entity: 'ticket', entity_id: String(ticket.id) });
      expect(entries.map((e) => e.action)).toEqual(['adminAssignTicket', 'adminAssignTicket', 'adminAddTicketNote']);
    });

    it('support: replies with a file the member can download; staff read member uploads, other roles cannot', async () => {
      const member = await signIn(api);
      const support = await staffToken(api, 'support');
      const ticket = await openTicket(api, member.token);

      // A file that is not what it claims is refused by the member uploads' sniffing.
      const fake = await upload(
        api,
        endpoints.adminUploadTicketAttachment,
        ticket.id,
        support.token,
        multipart(Buffer.from('<html><script>alert(1)</script></html>'), 'invoice.png', 'image/png'),
      );
      expect(fake.statusCode).toBe(415);
      const uploaded = await upload(
        api,
        endpoints.adminUploadTicketAttachment,
        ticket.id,
        support.token,
        multipart(await testImage('png'), 'invoice.png', 'image/png'),
      );
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const file = uploaded.json().data;
      expect(file.content_type).toBe('image/png');

      const reply = await api().call(endpoints.adminReplyTicket, {
        params: { id: ticket.id },
        body: { description: 'رسید بازگشت وجه پیوست شد.', attachment_id: file.id },
        token: support.token,
      });
      expect(reply.statusCode, reply.body).toBe(201);
      const seen = (await api().call(ticketingEndpoints.getTicket, { params: { id: ticket.id }, token: member.token }))
        .json()
        .data.replies.find((r: { description: string }) => r.description === 'رسید بازگشت وجه پیوست شد.');
      expect(seen.attachment.id).toBe(file.id);
      const download = await api().call(uploadEndpoints.getUpload, {
        params: { name: fileName(seen.attachment.url) },
        token: member.token,
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');

      // Another member's upload cannot be attached to this ticket.
      const other = await signIn(api);
      const otherTicket = await openTicket(api, other.token);
      const foreign = await upload(
        api,
        endpoints.adminUploadTicketAttachment,
        otherTicket.id,
        support.token,
        multipart(await testImage('jpeg'), 'x.jpg', 'image/jpeg'),
      );
      expect(
        (
          await api().call(endpoints.adminReplyTicket, {
            params: { id: ticket.id },
            body: { description: 'پیوست اشتباه', attachment_id: foreign.json().data.id },
            token: support.token,
          })
        ).statusCode,
      ).toBe(404);

      // The member's own attachment (on their reply), read by staff through the staff download.
      const memberReply = await api().call(ticketingEndpoints.replyToTicket, {
        params: { id: ticket.id },
        body: { description: 'این هم تصویر صورت‌حساب بانک' },
        token: member.token,
      });
      const attached = await upload(
        api,
        ticketingEndpoints.putReplyAttachment,
        memberReply.json().data.id,
        member.token,
        multipart(await testImage('jpeg'), 'bank.jpg', 'image/jpeg'),
      );
      expect(attached.statusCode, attached.body).toBe(200);
      const staffView = (
        await api().call(endpoints.adminGetTicket, { params: { id: ticket.id }, token: support.token })
      )
        .json()
        .data.replies.find((r: { author: string; attachment: unknown }) => r.author === 'member' && r.attachment);
      expect(staffView.attachment.url).toContain('/v1/admin/fa/uploads/');
      const name = fileName(staffView.attachment.url);
      for (const role of ['support', 'finance', 'admin'] as const) {
        const res = await api().call(endpoints.adminGetUpload, {
          params: { name },
          token: (await staffToken(api, role)).token,
        });
        expect(res.statusCode, role).toBe(200);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="[a-z0-9-]+\.jpg"$/);
        expect(res.headers['content-type']).toBe('image/jpeg');
      }
      const vipDesk = await api().call(endpoints.adminGetUpload, {
        params: { name },
        token: (await staffToken(api, 'vip_desk')).token,
      });
      expect(vipDesk.statusCode).toBe(403);
      expect((await injectCall(api().app, endpoints.adminGetUpload, { params: { name } })).statusCode).toBe(401);
      // A member token (even the owner's) is not a staff token.
      expect((await api().call(endpoints.adminGetUpload, { params: { name }, token: member.token })).statusCode).toBe(
        403,
      );
    });

    it('fulfilment: adjusts stock with a reason, never below zero; audited', async () => {
      const desk = await staffToken(api, 'fulfilment');
      const [product] = await api().app.db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
      await api().app.db.update(products).set({ stock: 4 }).where(eq(products.id, product.id));
      const adjust = (delta: number, reason?: string) =>
        api().call(endpoints.adminAdjustStock, {
          params: { id: product.id },
          body: { delta, reason },
          token: desk.token,
        });
      expect((await adjust(5)).statusCode).toBe(400);
      const received = await adjust(6, 'رسید انبار از تأمین‌کننده');
      expect(received.statusCode, received.body).toBe(200);
      expect(received.json().data).toMatchObject({ product_id: product.id, stock: 10, delta: 6 });
      const tooMany = await adjust(-11, 'شمارش انبار');
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().error_message).toMatch(/موجودی/);
      expect((await adjust(-10, 'آسیب‌دیدگی در انبار')).json().data.stock).toBe(0);
      const entries = await auditOf(api, { action: 'adminAdjustStock', entity_id: String(product.id) });
      expect(entries[0]).toMatchObject({ note: 'آسیب‌دیدگی در انبار', before: { stock: 10 }, after: { stock: 0 } });
      expect(entries).toHaveLength(2);
    });

    it('fulfilment: concurrent stock adjustments never lose a unit nor go below zero (PostgreSQL)', async () => {
      if (backend !== 'postgres') return;
      const desk = await staffToken(api, 'fulfilment');
      const [product] = await api()
        .app.db.select({ id: products.id })
        .from(products)
        .orderBy(desc(products.id))
        .limit(1);
      await api().app.db.update(products).set({ stock: 5 }).where(eq(products.id, product.id));
      const adjust = (delta: number) =>
        api().call(endpoints.adminAdjustStock, {
          params: { id: product.id },
          body: { delta, reason: 'آزمون هم‌زمانی' },
          token: desk.token,
        });
      const takes = await Promise.all(Array.from({ length: 9 }, () => adjust(-1)));
      expect(takes.filter((r) => r.statusCode === 200)).toHaveLength(5);
      expect(takes.filter((r) => r.statusCode === 409)).toHaveLength(4);
      await Promise.all(Array.from({ length: 8 }, () => adjust(2)));
      const [after] = await api()
        .app.db.select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, product.id));
      expect(after.stock).toBe(16);
    });

    it('staff sign in with a code sent by SMS to the mobile an admin set; the code works once', async () => {
      const admins = await staffToken(api, 'admin');
      const email = 'sms-finance@asemanvip.ir';
      const created = await api().call(endpoints.adminCreateStaff, {
        body: { email, full_name: 'سارا محمدی', role: 'finance', password: STAFF_PASSWORD },
        token: admins.token,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id;
      const ask = () => api().call(endpoints.adminRequestSignInCode, { body: { email, password: STAFF_PASSWORD } });
      // No mobile yet: the app's code only.
      expect((await ask()).statusCode).toBe(409);
      const set = await api().call(endpoints.adminUpdateStaff, {
        params: { id },
        body: { mobile: '۰۹۱۲۴۴۴۵۵۶۶' },
        token: admins.token,
      });
      expect(set.json().data.mobile).toBe('09124445566');
      expect(
        (await api().call(endpoints.adminRequestSignInCode, { body: { email, password: 'Wrong!pass1405' } }))
          .statusCode,
      ).toBe(401);
      const sent = await ask();
      expect(sent.statusCode, sent.body).toBe(202);
      expect(sent.json().data).toMatchObject({ mobile: '0912***5566', expires_in_seconds: 120 });
      // One a minute.
      expect((await ask()).statusCode).toBe(429);
      const [sms] = await api()
        .app.db.select()
        .from(outbox)
        .where(and(eq(outbox.recipient, '09124445566'), eq(outbox.template, 'staff-signin-code')))
        .orderBy(desc(outbox.id));
      const code = sms.token!;
      expect(code).toMatch(/^\d{6}$/);
      const signIn2 = (body: Record<string, string>) =>
        api().call(endpoints.adminSignIn, { body: { email, password: STAFF_PASSWORD, ...body } });
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect((await signIn2({ sms_code: wrong })).statusCode).toBe(401);
      // Both factors at once, or none, is a 400.
      expect((await signIn2({})).statusCode).toBe(400);
      const ok = await signIn2({ sms_code: code });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.staff).toMatchObject({ email, role: 'finance' });
      expect((await signIn2({ sms_code: code })).statusCode).toBe(401);
      // The authenticator app still works for the same account.
      const app = totpOf(created.json().data.totp_secret, email).generate();
      expect((await signIn2({ totp_code: app })).statusCode).toBe(200);
      // The mobile change is audited, the code never is.
      const [entry] = await auditOf(api, { action: 'adminUpdateStaff', entity_id: String(id) });
      expect(entry.after.mobile).toBe('09124445566');
      expect(JSON.stringify(await auditOf(api, {}))).not.toContain(code);
    });

    it('an SMS code dies after five wrong tries', async () => {
      const admins = await staffToken(api, 'admin');
      const email = 'sms-support@asemanvip.ir';
      await api().call(endpoints.adminCreateStaff, {
        body: { email, full_name: 'رضا احمدی', role: 'support', password: STAFF_PASSWORD, mobile: '09127778899' },
        token: admins.token,
      });
      expect(
        (await api().call(endpoints.adminRequestSignInCode, { body: { email, password: STAFF_PASSWORD } })).statusCode,
      ).toBe(202);
      const [sms] = await api()
        .app.db.select()
        .from(outbox)
        .where(and(eq(outbox.recipient, '09127778899'), eq(outbox.template, 'staff-signin-code')));
      const wrong = String((Number(sms.token) + 7) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 5; i++) {
        await api().call(endpoints.adminSignIn, { body: { email, password: STAFF_PASSWORD, sms_code: wrong } });
      }
      const late = await api().call(endpoints.adminSignIn, {
        body: { email, password: STAFF_PASSWORD, sms_code: sms.token },
      });
      expect(late.statusCode).toBe(401);
    });
  },
);
