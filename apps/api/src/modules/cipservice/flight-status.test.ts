import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CipOrder, cipserviceEndpoints as ep, flightStatusEndpoints as fs } from '@vip/contract';
import { OrderStatus, PaymentStatus } from '@vip/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { flightDepartsIn, staffToken } from '../admin/test-util';
import { creditTransactions } from '../credit/schema';
import { orders } from '../order/schema';
import { aeroDataBoxProvider, pollFlightStatuses } from './flight-status-provider';
import { cipCapacity, cipFlights, cipReservations } from './schema';
import { bookingBody, flightWithServices, paidBooking, passenger, signIn } from './test-util';

const HOUR = 3_600_000;

describeEachBackend('flight status: bookings follow their flight', (api) => {
  const desk = () => staffToken(api, 'vip_desk');
  const setStatus = async (flightId: number, body: Record<string, unknown>) =>
    api().call(fs.adminSetFlightStatus, { params: { id: flightId }, body: body as never, token: (await desk()).token });
  const flightRow = async (id: number) =>
    (await api().app.db.select().from(cipFlights).where(eq(cipFlights.id, id)))[0];
  const reservationsOf = (orderId: number) =>
    api().app.db.select().from(cipReservations).where(eq(cipReservations.orderId, orderId));
  const slot = async (serviceId: number, slotStart: Date) =>
    (
      await api()
        .app.db.select()
        .from(cipCapacity)
        .where(and(eq(cipCapacity.serviceId, serviceId), eq(cipCapacity.slotStart, slotStart)))
    )[0];
  /** Places live reservations hold in a slot, counted from the reservations themselves. */
  const heldIn = async (serviceId: number, slotStart: Date) => {
    const [row] = await api()
      .app.db.select({ n: sql<number>`coalesce(sum(${cipReservations.places}), 0)::int` })
      .from(cipReservations)
      .where(and(eq(cipReservations.serviceId, serviceId), eq(cipReservations.slotStart, slotStart)));
    return Number(row.n);
  };

  it('a delay of 120 minutes moves 50 bookings once, never past the new slot’s capacity, beside concurrent bookings', async () => {
    const first = await paidBooking(api, 'IR 721', 20);
    const firstSlot = (await reservationsOf(first.order.id))[0].slotStart;
    // Room for all fifty in the booked hour.
    await api()
      .app.db.update(cipCapacity)
      .set({ capacity: 200 })
      .where(and(eq(cipCapacity.serviceId, first.cip.id), eq(cipCapacity.slotStart, firstSlot)));
    const others: CipOrder[] = [];
    for (let i = 0; i < 49; i++) {
      const member = await signIn(api);
      const res = await api().call(ep.createCipOrder, {
        body: bookingBody(
          first.flight.id,
          [{ reservation_type: 0, service_id: first.cip.id }],
          [passenger(), passenger()],
        ),
        token: member.token,
      });
      expect(res.statusCode, res.body).toBe(201);
      others.push(res.json().data as CipOrder);
    }
    const before = await flightRow(first.flight.id);
    const oldSlot = (await reservationsOf(first.order.id))[0].slotStart;
    const newSlot = new Date(oldSlot.getTime() + 2 * HOUR);
    // The new hour has room for 96 places: 50 bookings of 2 places plus 4 new ones compete for it.
    await api()
      .app.db.insert(cipCapacity)
      .values({ serviceId: first.cip.id, slotStart: newSlot, capacity: 96, booked: 0 });
    const newcomers = await Promise.all(Array.from({ length: 4 }, () => signIn(api)));
    const newAt = new Date(before.departureAt.getTime() + 2 * HOUR).toISOString();
    const [delay, ...booked] = await Promise.all([
      setStatus(first.flight.id, { status: 'delayed', departure_at: newAt, note: 'تأخیر فنی' }),
      ...newcomers.map((m) =>
        api().call(ep.createCipOrder, {
          body: bookingBody(
            first.flight.id,
            [{ reservation_type: 0, service_id: first.cip.id }],
            [passenger(), passenger()],
          ),
          token: m.token,
        }),
      ),
    ]);
    expect(delay.statusCode, delay.body).toBe(200);
    const answer = delay.json().data;
    expect(answer.status).toBe('delayed');
    // The fifty, and any newcomer booked before the delay, either moved or stayed listed; 96 places hold 48 at most.
    expect(answer.moved + answer.unresolved).toBeGreaterThanOrEqual(50);
    expect(answer.moved + answer.unresolved).toBeLessThanOrEqual(54);
    expect(answer.moved).toBeLessThanOrEqual(48);
    expect(answer.unresolved).toBeGreaterThanOrEqual(2);
    for (const b of booked) expect([201, 409]).toContain(b.statusCode);
    for (const o of [first.order, ...others]) {
      const [r] = await reservationsOf(o.id);
      expect(r.slotStart.getTime()).toBe((r.unresolvedAt ? oldSlot : newSlot).getTime());
    }
    // Never past capacity, and the counters equal what the reservations hold.
    const taken = await slot(first.cip.id, newSlot);
    expect(taken.booked).toBeLessThanOrEqual(96);
    expect(taken.booked).toBe(await heldIn(first.cip.id, newSlot));
    expect((await slot(first.cip.id, oldSlot)).booked).toBe(await heldIn(first.cip.id, oldSlot));
    // The same report again moves nothing.
    const again = await setStatus(first.flight.id, { status: 'delayed', departure_at: newAt });
    expect(again.json().data.moved).toBe(0);
    expect((await slot(first.cip.id, newSlot)).booked).toBe(taken.booked);
    // Whoever stayed behind is on the desk's list.
    const list = await api().call(fs.adminListUnresolvedCipReservations, {
      query: { limit: 50 },
      token: (await desk()).token,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().paging.total).toBe(answer.unresolved);
    // Search shows «تأخیر» and the new time.
    const view = (await api().call(ep.getCipOrder, { params: { id: first.order.id }, token: first.token })).json()
      .data as CipOrder;
    expect(view.flight_orders[0].flight.status_label).toBe('تأخیر');
    expect(view.flight_orders[0].flight.delay_minutes).toBe(120);
    expect(view.flight_orders[0].flight.origin.at).toBe(new Date(newAt).toISOString());
  });

  it('edit and cancellation windows follow the new time', async () => {
    const booking = await paidBooking(api, 'IR 202', 8);
    await flightDepartsIn(api, booking.order.id, 2.5);
    const closed = (await api().call(ep.getCipOrder, { params: { id: booking.order.id }, token: booking.token })).json()
      .data as CipOrder;
    expect(closed.editable).toBe(false);
    expect(closed.cancellation.allowed).toBe(false);
    const at = await flightRow(booking.flight.id);
    const res = await setStatus(booking.flight.id, {
      status: 'delayed',
      departure_at: new Date(at.departureAt.getTime() + 2 * HOUR).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const open = (await api().call(ep.getCipOrder, { params: { id: booking.order.id }, token: booking.token })).json()
      .data as CipOrder;
    expect(open.editable).toBe(true);
    expect(open.cancellation.allowed).toBe(true);
    expect(new Date(open.editable_until).getTime()).toBe(new Date(closed.editable_until).getTime() + 2 * HOUR);
  });

  it('a cancelled flight refunds every paid booking in full, once, beside concurrent member cancels', async () => {
    const paid = [];
    for (let i = 0; i < 4; i++) paid.push(await paidBooking(api, 'IR 201', 9));
    const flightId = paid[0].flight.id;
    // 20 hours ahead: the policy would give a member 50%; the airline's cancellation gives everything back.
    await flightDepartsIn(api, paid[0].order.id, 20);
    const unpaidMember = await signIn(api);
    const unpaid = await api().call(ep.createCipOrder, {
      body: bookingBody(flightId, [{ reservation_type: 0, service_id: paid[0].cip.id }]),
      token: unpaidMember.token,
    });
    expect(unpaid.statusCode, unpaid.body).toBe(201);
    const [cancel, ...memberCancels] = await Promise.all([
      setStatus(flightId, { status: 'cancelled' }),
      ...paid
        .slice(0, 2)
        .map((b) => api().call(ep.cancelCipOrder, { params: { id: b.order.id }, body: {}, token: b.token })),
    ]);
    expect(cancel.statusCode, cancel.body).toBe(200);
    for (const c of memberCancels) expect([200, 409]).toContain(c.statusCode);
    for (const b of paid) {
      const [order] = await api().app.db.select().from(orders).where(eq(orders.id, b.order.id));
      expect(order.status).toBe(OrderStatus.canceled);
      const refunds = await api()
        .app.db.select()
        .from(creditTransactions)
        .where(and(eq(creditTransactions.orderId, b.order.id), eq(creditTransactions.kind, 'refund')));
      expect(refunds.length).toBe(1);
      expect(order.refundedAmount).toBeLessThanOrEqual(order.paidAmount);
      if (refunds[0].note?.includes('لغو پرواز')) {
        expect(order.refundedAmount).toBe(order.paidAmount);
        expect(order.paymentStatus).toBe(PaymentStatus.refunded);
      }
    }
    const [gone] = await api()
      .app.db.select()
      .from(orders)
      .where(eq(orders.id, (unpaid.json().data as CipOrder).id));
    expect(gone.status).toBe(OrderStatus.canceled);
    const [left] = await api()
      .app.db.select({ n: sql<number>`coalesce(sum(${cipReservations.places}), 0)::int` })
      .from(cipReservations)
      .innerJoin(orders, eq(orders.id, cipReservations.orderId))
      .where(sql`${orders.id} in (select order_id from cip_flight_orders where flight_id = ${flightId})`);
    expect(Number(left.n)).toBe(0);
    // A cancelled flight takes no new bookings and keeps its status.
    const late = await api().call(ep.createCipOrder, {
      body: bookingBody(flightId, [{ reservation_type: 0, service_id: paid[0].cip.id }]),
      token: unpaidMember.token,
    });
    expect(late.statusCode).toBe(409);
    expect((await setStatus(flightId, { status: 'scheduled' })).statusCode).toBe(409);
  });

  it('refuses bad input and other roles', async () => {
    const { flight } = await flightWithServices(api, 'IR 677', 30);
    expect((await setStatus(flight.id, { status: 'delayed' })).statusCode).toBe(400);
    expect((await setStatus(flight.id, { status: 'late' })).statusCode).toBe(400);
    expect((await setStatus(999_999, { status: 'landed' })).statusCode).toBe(404);
    const finance = await staffToken(api, 'finance');
    const res = await api().call(fs.adminSetFlightStatus, {
      params: { id: flight.id },
      body: { status: 'landed' },
      token: finance.token,
    });
    expect(res.statusCode).toBe(403);
  });

  describe_feed(api);
});

/** The AeroDataBox-style adapter against a local fake that answers like it. */
function describe_feed(api: Parameters<Parameters<typeof describeEachBackend>[1]>[0]) {
  let server: Server;
  let base = '';
  let revised = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const [, , number] = (req.url ?? '').split('/').slice(1);
      if (req.headers['x-api-key'] !== 'k') {
        res.writeHead(401).end();
      } else if (number === 'IR721') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify([
            {
              number: 'IR 721',
              status: 'Delayed',
              departure: { scheduledTime: { utc: '2000-01-01 00:00Z' }, revisedTime: { utc: revised } },
              arrival: {},
            },
          ]),
        );
      } else if (number === 'W51061') {
        setTimeout(() => res.writeHead(200).end('[]'), 1_000);
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('the feed: a delay is applied, a timeout and an unknown flight change nothing', async () => {
    const provider = aeroDataBoxProvider({ baseUrl: base, apiKey: 'k', timeoutMs: 300 });
    const known = await paidBooking(api, 'IR 721', 1);
    const slow = await paidBooking(api, 'W5 1061', 1);
    const unknown = await paidBooking(api, 'IR 311', 1);
    for (const b of [known, slow, unknown]) await flightDepartsIn(api, b.order.id, 30);
    const [before] = await api().app.db.select().from(cipFlights).where(eq(cipFlights.id, known.flight.id));
    revised = `${new Date(before.departureAt.getTime() + 2 * HOUR).toISOString().replace('T', ' ').slice(0, 16)}Z`;
    const unchanged = async (id: number) =>
      (await api().app.db.select().from(cipFlights).where(eq(cipFlights.id, id)))[0];
    const slowBefore = await unchanged(slow.flight.id);
    expect(await provider.report({ flightNumber: 'W5 1061', date: slowBefore.date })).toBeNull();
    expect(await provider.report({ flightNumber: 'XX 1', date: slowBefore.date })).toBeNull();
    await pollFlightStatuses(api().app.db, provider);
    const after = await unchanged(known.flight.id);
    expect(after.status).toBe('delayed');
    expect(Math.abs(after.departureAt.getTime() - before.departureAt.getTime() - 2 * HOUR)).toBeLessThan(60_000);
    expect(Math.abs(after.arrivalAt.getTime() - before.arrivalAt.getTime() - 2 * HOUR)).toBeLessThan(60_000);
    const [r] = await api().app.db.select().from(cipReservations).where(eq(cipReservations.orderId, known.order.id));
    expect(r.slotStart.getTime()).toBeGreaterThan(before.departureAt.getTime());
    for (const b of [slow, unknown]) {
      const f = await unchanged(b.flight.id);
      expect(f.status).toBe('scheduled');
    }
    expect((await unchanged(slow.flight.id)).departureAt.getTime()).toBe(slowBefore.departureAt.getTime());
  });
}
