import { api as endpoints, ticketingEndpoints } from '@vip/contract';
import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { outbox } from '../../outbox/schema';
import { cipReservations } from '../cipservice/schema';
import { flightDepartsIn, paidBooking, staffToken } from './test-util';

type Slot = { airport: string; hour: number; bookings: number; checked_in: number; no_shows: number };

describeEachBackend('back office dashboard', (api) => {
  it('today at a glance: bookings per airport and hour with check-ins and no-shows, tickets waiting per desk, failed SMS', async () => {
    const admin = await staffToken(api, 'admin');
    const desk = await staffToken(api, 'vip_desk');
    const support = await staffToken(api, 'support');
    const read = async () => {
      const answer = await api().call(endpoints.adminDashboard, { token: admin.token });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as {
        cip_bookings_today: number;
        cip_today: Slot[];
        tickets_waiting: { desk: number; tickets: number }[];
        failed_sms: number;
      };
    };
    const before = await read();

    // Two bookings served today, in this hour: one checked in, one a no-show.
    const served = await paidBooking(api, 'EK 972', 9);
    const missed = await paidBooking(api, 'IR 721', 8);
    const slotStart = new Date();
    await api()
      .app.db.update(cipReservations)
      .set({ slotStart })
      .where(inArray(cipReservations.orderId, [served.order.id, missed.order.id]));
    const sides = [];
    for (const { order } of [served, missed]) {
      const confirmed = await api().call(endpoints.adminConfirmCipBooking, {
        params: { id: order.id },
        token: desk.token,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const view = await api().call(endpoints.adminGetCheckIn, {
        params: { reference: order.reference },
        token: desk.token,
      });
      sides.push(view.json().data.reservations[0] as { reservation_id: number; airport: string });
    }
    await flightDepartsIn(api, served.order.id, 2);
    const checkedIn = await api().call(endpoints.adminCheckIn, {
      params: { reference: served.order.reference },
      token: desk.token,
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    await flightDepartsIn(api, missed.order.id, -1);
    const noShow = await api().call(endpoints.adminCipNoShow, {
      params: { id: sides[1].reservation_id },
      token: desk.token,
    });
    expect(noShow.statusCode, noShow.body).toBe(200);

    // A member's ticket waits for the VIP desk (role 2) until the desk answers it.
    const opened = await api().call(ticketingEndpoints.createTicket, {
      token: served.member.token,
      body: {
        title: 'پرسش دربارهٔ پذیرش',
        description: 'سالن تشریفات در کدام ترمینال است؟',
        category_id: 2,
        role_id: 2,
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);

    // One SMS of today failed for good; one of two days ago is not today's news.
    const failed = {
      channel: 'sms',
      recipient: '09120000000',
      template: 'cip-confirmed',
      token: 'x',
      body: 'پیام',
      status: 'failed' as const,
      attempts: 10,
    };
    await api()
      .app.db.insert(outbox)
      .values([failed, { ...failed, createdAt: new Date(Date.now() - 48 * 3_600_000) }]);

    const after = await read();
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Asia/Tehran' }).format(
        slotStart,
      ),
    );
    const slotOf = (d: { cip_today: Slot[] }, airport: string) =>
      d.cip_today.find((s) => s.airport === airport && s.hour === hour) ?? { bookings: 0, checked_in: 0, no_shows: 0 };
    const expected = new Map<string, { bookings: number; checked_in: number; no_shows: number }>();
    for (const [i, side] of sides.entries()) {
      const e = expected.get(side.airport) ?? { bookings: 0, checked_in: 0, no_shows: 0 };
      e.bookings++;
      if (i === 0) e.checked_in++;
      else e.no_shows++;
      expected.set(side.airport, e);
    }
    for (const [airport, e] of expected) {
      const was = slotOf(before, airport);
      const now = slotOf(after, airport);
      expect({
        bookings: now.bookings - was.bookings,
        checked_in: now.checked_in - was.checked_in,
        no_shows: now.no_shows - was.no_shows,
      }).toEqual(e);
    }
    expect(after.cip_bookings_today - before.cip_bookings_today).toBe(2);
    const waitingAt = (d: { tickets_waiting: { desk: number; tickets: number }[] }) =>
      d.tickets_waiting.find((t) => t.desk === 2)?.tickets ?? 0;
    expect(waitingAt(after) - waitingAt(before)).toBe(1);
    expect(after.failed_sms - before.failed_sms).toBe(1);

    const reply = await api().call(endpoints.adminReplyTicket, {
      params: { id: opened.json().data.id },
      body: { description: 'سالن در ترمینال ۲ است؛ در ورودی منتظر شما هستیم.' },
      token: support.token,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(waitingAt(await read())).toBe(waitingAt(before));
  });

  it('is the admin’s: another role gets 403', async () => {
    const finance = await staffToken(api, 'finance');
    expect((await api().call(endpoints.adminDashboard, { token: finance.token })).statusCode).toBe(403);
  });
});
