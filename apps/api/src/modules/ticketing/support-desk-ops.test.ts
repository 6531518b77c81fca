import { api as endpoints, ticketingEndpoints, uploadEndpoints } from '@vip/contract';
import { expect, it } from 'vitest';
import { describeEachBackend, injectCall, type TestApi } from '../../../test/helpers';
import { signIn } from '../cipservice/test-util';
import { multipart, testImage, upload } from '../upload/test-util';
import { auditOf, staffToken } from '../admin/test-util';

async function openTicket(api: () => TestApi, token: string) {
  const opened = await api().call(ticketingEndpoints.createTicket, {
    token,
    body: { title: 'بازگشت وجه سفارش', description: 'وجه سفارش لغوشده هنوز به کیف پول نیامده است.', category_id: 3 },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  return opened.json().data as { id: number };
}

const fileName = (url: string) => url.split('/').at(-1)!;

describeEachBackend('support desk: ticket notes, assignment, attachments, member uploads', (api) => {
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
    const staffView = (await api().call(endpoints.adminGetTicket, { params: { id: ticket.id }, token: support.token }))
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
});
