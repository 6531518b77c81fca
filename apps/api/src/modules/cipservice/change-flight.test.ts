import {
  adminCipEndpoints,
  type CipOrder,
  cipserviceEndpoints as ep,
  type FlightBriefView,
  flightStatusEndpoints as fs,
  type Voucher,
} from '@vip/contract';
import { PaymentStatus } from '@vip/domain';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { flightDepartsIn, staffToken } from '../admin/test-util';
import { balanceOf } from '../credit/ledger';
import { orders } from '../order/schema';
import { outbox } from '../../outbox/schema';
import { sendDayBeforeReminders } from './notify';
import { cipReservations } from './schema';
import { cipOf, flightWithServices, paidBooking, passenger, signIn, topUp, laterFlightOf } from './test-util';

const HOUR = 3_600_000;

describeEachBackend('a member changes flight; the desk assigns the greeter', (api, backend) => {
  const db = () => api().app.db;
  const desk = () => staffToken(api, 'vip_desk');

  const laterFlight = (flight: FlightBriefView, after: number) => laterFlightOf(api, flight, after);
  const change = (b: { token: string; order: CipOrder }, flightId: number, headers?: Record<string, string>) =>
    api().call(
      fs.changeCipFlight,
      {
        params: { id: b.order.id },
        body: { flight_order_id: b.order.flight_orders[0].id, flight_id: flightId },
        token: b.token,
      },
      headers,
    );
  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  /** Every capacity counter of a service equals the places its live reservations hold there. */
  async function expectCountersMatch(serviceId: number) {
    const rows = await db().execute(sql`
      select c.slot_start, c.booked, coalesce((select sum(r.places) from cip_reservations r
        where r.service_id = c.service_id and r.slot_start = c.slot_start), 0)::int as held
      from cip_capacity c where c.service_id = ${serviceId}`);
    for (const r of rows.rows as { booked: number; held: number }[]) expect(Number(r.booked)).toBe(Number(r.held));
  }
  const wallet = (memberId: number) => balanceOf(db(), memberId);

  it('moves a paid booking to a later flight of the route: places, price, SMS; a retry changes nothing', async () => {
    const b = await paidBooking(api, 'IR 721', 10);
    // The new day may price differently (night or holiday surcharges): the wallet covers a rise.
    await topUp(db(), b.memberId, 900_000_000);
    const next = await laterFlight(b.flight, 11);
    const oldSlot = (await db().select().from(cipReservations).where(eq(cipReservations.orderId, b.order.id)))[0];
    const preview = await api().call(fs.previewCipFlightChange, {
      params: { id: b.order.id },
      body: { flight_order_id: b.order.flight_orders[0].id, flight_id: next.id },
      token: b.token,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ previous_total: b.order.total_price, change_fee: 0, dropped: [] });
    // Another member previewing a change of this booking gets a 404, as if it did not exist.
    const stranger = await signIn(api);
    const theirs = await api().call(fs.previewCipFlightChange, {
      params: { id: b.order.id },
      body: { flight_order_id: b.order.flight_orders[0].id, flight_id: next.id },
      token: stranger.token,
    });
    expect(theirs.statusCode).toBe(404);
    const key = { 'idempotency-key': `change-${b.order.id}` };
    const res = await change(b, next.id, key);
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json().data as CipOrder;
    expect(moved.flight_orders[0].flight.id).toBe(next.id);
    expect(moved.flight_orders[0].reservations[0].passengers).toHaveLength(2);
    expect(res.json().settlement.change_fee).toBe(0);
    // Repriced as the preview said, and settled: ten days ahead the policy refunds a drop in full, a rise is paid.
    expect(moved.total_price).toBe(preview.json().data.new_total);
    expect(moved.paid_amount).toBe(moved.total_price);
    expect(await wallet(b.memberId)).toBe(900_000_000 - (moved.total_price - b.order.total_price));
    const [r] = await db().select().from(cipReservations).where(eq(cipReservations.orderId, b.order.id));
    expect(r.slotStart.getTime()).not.toBe(oldSlot.slotStart.getTime());
    await expectCountersMatch(b.cip.id);
    // The same call again (key replayed, or a new one) moves nothing and charges nothing.
    expect((await change(b, next.id, key)).body).toBe(res.body);
    const again = await change(b, next.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().settlement.new_total).toBe(moved.total_price);
    await expectCountersMatch(b.cip.id);
    // The member and the traveller (another mobile) are told once, with the reference.
    const sms = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'cip-flight-changed'), eq(outbox.token, b.order.reference)));
    expect(sms.map((m) => m.recipient).sort()).toEqual([b.mobile, '09121234567'].sort());
    expect(sms[0].body).toContain('تغییر کرد');
  });

  it('a booked transfer follows the flight: a delay moves the pickup by the delay, a change to the next day by a day', async () => {
    const { services } = await flightWithServices(api, 'IR 721', 16);
    const car = cipOf(services.departure).transfers[0];
    const b = await paidBooking(api, 'IR 721', 16, {
      transfer: {
        transfer_id: car.id,
        address: 'تهران، سعادت‌آباد، خیابان سرو، پلاک ۸',
        date: '2000-01-01',
        time: '23:10',
        latitude: null,
        longitude: null,
        stop_count: 0,
      },
    });
    // The pickup the member chose: late the evening before the flight's day.
    const dayBefore = new Date(new Date(`${b.flight.date}T00:00:00Z`).getTime() - 24 * HOUR).toISOString().slice(0, 10);
    await db()
      .update(cipReservations)
      .set({ transfer: sql`jsonb_set(${cipReservations.transfer}, '{date}', to_jsonb(${dayBefore}::text))` })
      .where(eq(cipReservations.orderId, b.order.id));
    const pickup = async () =>
      (await db().select().from(cipReservations).where(eq(cipReservations.orderId, b.order.id)))[0].transfer!;
    expect(await pickup()).toMatchObject({ date: dayBefore, time: '23:10' });

    // Delayed by 90 minutes: the car comes 90 minutes later, past midnight on the flight's day.
    const staff = await desk();
    const delayed = await api().call(fs.adminSetFlightStatus, {
      params: { id: b.flight.id },
      body: {
        status: 'delayed',
        departure_at: new Date(new Date(b.flight.origin.at).getTime() + 1.5 * HOUR).toISOString(),
      },
      token: staff.token,
    });
    expect(delayed.statusCode, delayed.body).toBe(200);
    expect(await pickup()).toMatchObject({ date: b.flight.date, time: '00:40' });
    // The same report again moves nothing.
    await api().call(fs.adminSetFlightStatus, {
      params: { id: b.flight.id },
      body: {
        status: 'delayed',
        departure_at: new Date(new Date(b.flight.origin.at).getTime() + 1.5 * HOUR).toISOString(),
      },
      token: staff.token,
    });
    expect(await pickup()).toMatchObject({ date: b.flight.date, time: '00:40' });

    // Moved to the next day's flight (on time): the pickup is the next day's, as long before the flight as first chosen.
    await topUp(db(), b.memberId, 900_000_000);
    const next = await laterFlight(b.flight, 17);
    const res = await change(b, next.id);
    expect(res.statusCode, res.body).toBe(200);
    const shift = new Date(next.origin.at).getTime() - (new Date(b.flight.origin.at).getTime() + 1.5 * HOUR);
    const expected = new Date(new Date(`${b.flight.date}T00:40:00Z`).getTime() + shift).toISOString();
    expect(await pickup()).toMatchObject({ date: expected.slice(0, 10), time: expected.slice(11, 16) });
    const view = (await api().call(ep.getCipOrder, { params: { id: b.order.id }, token: b.token })).json()
      .data as CipOrder;
    expect(view.flight_orders[0].reservations[0].transfer).toMatchObject({
      date: expected.slice(0, 10),
      time: expected.slice(11, 16),
    });
  });

  it('refuses another route, another member, a cancelled flight and a closed cut-off in Persian', async () => {
    const b = await paidBooking(api, 'IR 202', 12);
    const stranger = await signIn(api);
    const next = await laterFlight(b.flight, 13);
    const foreign = await api().call(fs.changeCipFlight, {
      params: { id: b.order.id },
      body: { flight_order_id: b.order.flight_orders[0].id, flight_id: next.id },
      token: stranger.token,
    });
    expect(foreign.statusCode).toBe(404);
    const other = await paidBooking(api, 'IR 721', 12);
    const wrongRoute = await change(b, other.flight.id);
    expect(wrongRoute.statusCode).toBe(400);
    expect(wrongRoute.json().error_message).toMatch(/همان مسیر/);
    const staff = await desk();
    await api().call(fs.adminSetFlightStatus, {
      params: { id: next.id },
      body: { status: 'cancelled' },
      token: staff.token,
    });
    const canceled = await change(b, next.id);
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().error_message).toMatch(/لغو شده/);
    await flightDepartsIn(api, b.order.id, 1);
    const later = await laterFlight(b.flight, 14);
    const closed = await change(b, later.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error_code).toBe('edit_closed');
  });

  it('inside the free hours the airport’s fee is kept from the wallet; a delayed flight changes free', async () => {
    const b = await paidBooking(api, 'IR 311', 10);
    await flightDepartsIn(api, b.order.id, 20);
    const next = await laterFlight(b.flight, 11);
    const short = await change(b, next.id);
    expect(short.statusCode).toBe(409);
    expect(short.json().error_code).toBe('payment_required');
    expect(short.json().error_message).toMatch(/کارمزد/);
    expect(short.json().amount_rials).toBe(500_000);
    await topUp(db(), b.memberId, 500_000);
    const ok = await change(b, next.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().settlement.change_fee).toBe(500_000);
    expect(await wallet(b.memberId)).toBe(0);
    const row = await orderRow(b.order.id);
    // Kept for good: received beyond the bill, never refunded later.
    expect(row.paidAmount - row.refundedAmount).toBe(row.totalPrice + 500_000);

    const d = await paidBooking(api, 'IR 311', 10);
    await flightDepartsIn(api, d.order.id, 20);
    const at = new Date(Date.now() + 22 * HOUR).toISOString();
    await api().call(fs.adminSetFlightStatus, {
      params: { id: d.flight.id },
      body: { status: 'delayed', departure_at: at },
      token: (await desk()).token,
    });
    const free = await change(d, (await laterFlight(d.flight, 11)).id);
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().settlement.change_fee).toBe(0);
  });

  if (backend === 'postgres') {
    it('a change of flight racing an edit leaves one consistent booking: money and places', async () => {
      for (let round = 0; round < 3; round++) {
        const b = await paidBooking(api, 'W5 63', 15);
        const next = await laterFlight(b.flight, 16);
        await topUp(db(), b.memberId, 900_000_000);
        const r = b.order.flight_orders[0].reservations[0];
        const edit = {
          reservations: [
            {
              id: r.id,
              passengers: [...r.passengers.map(({ id: _i, role: _r, ...p }) => p), passenger()],
              pet_count: 1,
            },
          ],
        };
        const [moved, edited] = await Promise.all([
          change(b, next.id),
          api().call(ep.updateCipOrder, { params: { id: b.order.id }, body: edit as never, token: b.token }),
        ]);
        expect(moved.statusCode, moved.body).toBe(200);
        expect(edited.statusCode, edited.body).toBe(200);
        const row = await orderRow(b.order.id);
        const view = (await api().call(ep.getCipOrder, { params: { id: b.order.id }, token: b.token })).json()
          .data as CipOrder;
        expect(view.flight_orders[0].flight.id).toBe(next.id);
        expect(view.flight_orders[0].reservations[0].passengers).toHaveLength(3);
        const [{ sum }] = await db()
          .select({ sum: sql<number>`sum(${cipReservations.totalPrice})::bigint` })
          .from(cipReservations)
          .where(eq(cipReservations.orderId, b.order.id));
        expect(row.totalPrice).toBe(Number(sum));
        expect(row.paidAmount - row.refundedAmount).toBe(row.totalPrice);
        expect(row.paymentStatus).toBe(PaymentStatus.paid);
        await expectCountersMatch(b.cip.id);
      }
    });
  }

  it('the desk’s greeter reaches the travellers by SMS and on the voucher', async () => {
    const far = await paidBooking(api, 'TK 879', 15);
    const reservationId = far.order.flight_orders[0].reservations[0].id;
    const staff = await desk();
    const put = (id: number, body: Record<string, unknown>, token = staff.token) =>
      api().call(fs.adminAssignCipGreeter, { params: { id }, body: body as never, token });
    const assigned = await put(reservationId, { name: 'مهدی صالحی', mobile: '۰۹۱۲۷۷۷۶۶۵۵' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ mobile: '09127776655', notified: false });
    expect((await put(reservationId, { name: 'م', mobile: '0912' })).statusCode).toBe(400);
    expect((await put(999_999, { name: 'مهدی صالحی', mobile: '09127776655' })).statusCode).toBe(404);
    const finance = await staffToken(api, 'finance');
    expect((await put(reservationId, { name: 'مهدی صالحی', mobile: '09127776655' }, finance.token)).statusCode).toBe(
      403,
    );
    const voucher = (
      await api().call(ep.getCipVoucher, { params: { reference: far.order.reference }, token: far.token })
    ).json().data as Voucher;
    expect(voucher.flights[0].reservations[0].greeter).toEqual({ name: 'مهدی صالحی', mobile: '09127776655' });
    // The desk's day list shows who was assigned (its «تغییر خوشامدگو» dialog starts from them).
    const day = await api().call(adminCipEndpoints.adminListCipBookings, {
      query: { date: far.flight.origin.date, airport: far.flight.origin.iata, limit: 50 },
      token: staff.token,
    });
    expect(day.statusCode, day.body).toBe(200);
    const listed = (day.json().data as { reservation_id: number; greeter: unknown }[]).find(
      (r) => r.reservation_id === reservationId,
    );
    expect(listed?.greeter).toEqual({ name: 'مهدی صالحی', mobile: '09127776655' });
    // Far ahead: told with the day-before reminder, once.
    const dayBefore = new Date(new Date(far.flight.origin.at).getTime() - 20 * HOUR);
    await sendDayBeforeReminders(db(), dayBefore);
    const reminders = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'cip-reminder'), eq(outbox.token, far.order.reference)));
    expect(reminders.length).toBeGreaterThanOrEqual(1);
    expect(reminders[0].body).toContain('مهدی صالحی');
    expect(reminders[0].body).toContain('۰۹۱۲۷۷۷۶۶۵۵');

    // Within a day: told at once.
    const near = await paidBooking(api, 'IR 677', 15);
    await flightDepartsIn(api, near.order.id, 10);
    const now = await put(near.order.flight_orders[0].reservations[0].id, { name: 'زهرا نوری', mobile: '09123334455' });
    expect(now.json().data.notified).toBe(true);
    const sms = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'cip-greeter'), eq(outbox.token, near.order.reference)));
    expect(sms.map((m) => m.recipient)).toContain(near.mobile);
    expect(sms[0].body).toContain('زهرا نوری');
  });

  it('the disruption board lists today’s and tomorrow’s flights with bookings, status and what is stuck', async () => {
    // Tomorrow's evening flight (a daily one).
    const b = await paidBooking(api, 'IR 435', 1);
    await db()
      .update(cipReservations)
      .set({ unresolvedAt: new Date(), unresolvedReason: 'ظرفیت پر است' })
      .where(eq(cipReservations.orderId, b.order.id));
    const res = await api().call(fs.adminListDisruptedFlights, { query: { limit: 50 }, token: (await desk()).token });
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json().data as { flight_id: number }[]).find((f) => f.flight_id === b.flight.id);
    expect(row).toMatchObject({
      flight_number: 'IR 435',
      status_label: 'طبق برنامه',
      bookings: 1,
      passengers: 2,
      unresolved: 1,
      unresolved_references: [b.order.reference],
    });
  });
});
