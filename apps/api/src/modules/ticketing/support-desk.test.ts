import { api as endpoints, ticketingEndpoints } from '@vip/contract';
import { TICKET_STATUS } from '@vip/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { signIn } from '../cipservice/test-util';
import { productReviews, REVIEW_STATUS } from '../product/schema';
import { staffToken } from '../admin/test-util';

describeEachBackend('back office support desk', (api) => {
  it('finds a ticket by status, category and desk, answers it (the member sees the reply) and closes it', async () => {
    const member = await signIn(api);
    const support = await staffToken(api, 'support');
    const opened = await api().call(ticketingEndpoints.createTicket, {
      token: member.token,
      body: {
        title: 'تأیید نشدن رزرو سی‌آی‌پی',
        description: 'رزرو پرواز فردا هنوز تأیید نشده است.',
        category_id: 2,
        priority: 3,
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const ticket = opened.json().data;

    const list = async (query: Record<string, unknown>) =>
      (await api().call(endpoints.adminListTickets, { query, token: support.token }))
        .json()
        .data.map((t: { id: number }) => t.id);
    expect(await list({ status: TICKET_STATUS.open, category_id: 2, role_id: ticket.role_id })).toContain(ticket.id);
    expect(await list({ category_id: 1 })).not.toContain(ticket.id);

    const reply = await api().call(endpoints.adminReplyTicket, {
      params: { id: ticket.id },
      body: { description: 'رزرو شما با فرودگاه هماهنگ و تأیید شد.' },
      token: support.token,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data.status).toBe(TICKET_STATUS.answered);
    const seen = (
      await api().call(ticketingEndpoints.getTicket, { params: { id: ticket.id }, token: member.token })
    ).json().data;
    expect(seen.status).toBe(TICKET_STATUS.answered);
    expect(seen.replies.at(-1)).toMatchObject({ description: 'رزرو شما با فرودگاه هماهنگ و تأیید شد.' });
    expect(JSON.stringify(seen.replies.at(-1))).toContain('کارمند support');

    const closed = await api().call(endpoints.adminCloseTicket, { params: { id: ticket.id }, token: support.token });
    expect(closed.json().data.status).toBe(TICKET_STATUS.closed);
    expect(
      (await api().call(endpoints.adminCloseTicket, { params: { id: ticket.id }, token: support.token })).statusCode,
    ).toBe(409);
    const late = await api().call(endpoints.adminReplyTicket, {
      params: { id: ticket.id },
      body: { description: 'پیام دیرهنگام' },
      token: support.token,
    });
    expect(late.statusCode).toBe(409);

    const { token } = await staffToken(api, 'admin');
    const audit = (
      await api().call(endpoints.adminListAudit, { query: { entity: 'ticket', entity_id: String(ticket.id) }, token })
    ).json().data;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['adminCloseTicket', 'adminReplyTicket']);
  });

  it('approves a pending review (public) or hides it, audited', async () => {
    const member = await signIn(api);
    const support = await staffToken(api, 'support');
    const [review] = await api()
      .app.db.insert(productReviews)
      .values({
        productId: 1,
        memberId: member.memberId,
        authorName: 'سارا کریمی',
        description: 'کیفیت چمدان عالی بود.',
        rate: 5,
      })
      .returning();
    const pending = await api().call(endpoints.adminListReviews, { token: support.token });
    expect(pending.json().data.map((r: { id: number }) => r.id)).toContain(review.id);
    const approved = await api().call(endpoints.adminModerateReview, {
      params: { id: review.id },
      body: { decision: 'approve' },
      token: support.token,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe(REVIEW_STATUS.approved);
    const hidden = await api().call(endpoints.adminModerateReview, {
      params: { id: review.id },
      body: { decision: 'hide' },
      token: support.token,
    });
    expect(hidden.json().data.status).toBe(REVIEW_STATUS.rejected);
    const [row] = await api().app.db.select().from(productReviews).where(eq(productReviews.id, review.id));
    expect(row.status).toBe(REVIEW_STATUS.rejected);
    expect(
      (
        await api().call(endpoints.adminModerateReview, {
          params: { id: 999_999 },
          body: { decision: 'hide' },
          token: support.token,
        })
      ).statusCode,
    ).toBe(404);
  });
});
