import {
  type CipOrder,
  cipserviceEndpoints as ep,
  type FlightBriefView,
  flightStatusEndpoints as fs,
} from '@vip/contract';
import { OrderStatus, PaymentStatus } from '@vip/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { staffToken } from '../admin/test-util';
import { balanceOf } from '../credit/ledger';
import { orders } from '../order/schema';
import { REBOOK_WAIVER_TITLE } from './rebook';
import { cipFlightOrders, cipServices } from './schema';
import { paidBooking, signIn, topUp, laterFlightOf } from './test-util';

describeEachBackend('the free move after a cancelled flight', (api, backend) => {
  const db = () => api().app.db;

  const laterFlight = (flight: FlightBriefView, after: number) => laterFlightOf(api, flight, after);
  const wallet = (memberId: number) => balanceOf(db(), memberId);
  /** A paid booking whose flight the desk then cancels (its price back in the wallet). */
  async function flightCanceledBooking(flightNumber: string, days: number) {
    const b = await paidBooking(api, flightNumber, days);
    const staff = await staffToken(api, 'vip_desk');
    const set = await api().call(fs.adminSetFlightStatus, {
      params: { id: b.flight.id },
      body: { status: 'cancelled' },
      token: staff.token,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await wallet(b.memberId)).toBe(b.order.total_price);
    return b;
  }
  const rebook = (
    b: { token: string; order: CipOrder },
    flightId: number,
    opts: { preview?: boolean; headers?: Record<string, string> } = {},
  ) =>
    api().call(
      opts.preview ? fs.previewCipRebook : fs.rebookCipOrder,
      {
        params: { id: b.order.id },
        body: { flight_order_id: b.order.flight_orders[0].id, flight_id: flightId },
        token: b.token,
      },
      opts.headers,
    );
  /** Sets the adult fare of a service (the airport's tariff moved since the first booking); answers the old one. */
  async function setAdultFare(serviceId: number, fare: (old: number) => number) {
    const [s] = await db().select().from(cipServices).where(eq(cipServices.id, serviceId));
    await db()
      .update(cipServices)
      .set({ passengerAdult: fare(s.passengerAdult) })
      .where(eq(cipServices.id, serviceId));
    return s.passengerAdult;
  }
  const lineSum = (o: CipOrder) => o.bill.lines.reduce((sum, l) => sum + l.amount, 0);

  it('moves the booking free to a flight of the route within 7 days: new paid booking, travellers carried, once', async () => {
    const b = await flightCanceledBooking('IR 721', 10);
    const refunded = b.order.total_price;
    const next = await laterFlight(b.flight, 11);
    const preview = await rebook(b, next.id, { preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json().data;
    expect(p.charged_from_wallet).toBe(Math.min(p.new_price, refunded));
    expect(await wallet(b.memberId)).toBe(refunded);

    const key = { 'idempotency-key': `rebook-${b.order.id}` };
    const moved = await rebook(b, next.id, { headers: key });
    expect(moved.statusCode, moved.body).toBe(200);
    const order = moved.json().data as CipOrder;
    expect(order.id).not.toBe(b.order.id);
    expect(order.payment_status).toBe(PaymentStatus.paid);
    expect(order.flight_orders[0].flight.id).toBe(next.id);
    expect(order.flight_orders[0].reservations[0].passengers.map((x) => x.last_name).sort()).toEqual(
      b.order.flight_orders[0].reservations[0].passengers.map((x) => x.last_name).sort(),
    );
    expect(moved.json().settlement).toEqual(p);
    expect(lineSum(order)).toBe(order.total_price);
    expect(await wallet(b.memberId)).toBe(refunded - p.charged_from_wallet);

    // The same key answers the same booking; another call is refused in Persian and creates nothing.
    const again = await rebook(b, next.id, { headers: key });
    expect(again.json().data.id).toBe(order.id);
    const twice = await rebook(b, next.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error_message).toMatch(/یک بار/);
    const mine = await db().select().from(orders).where(eq(orders.memberId, b.memberId));
    expect(mine).toHaveLength(2);
    // The cancelled booking names the one it moved to (the site's link in place of the offer); the new one none.
    const old = await api().call(ep.getCipOrder, { params: { id: b.order.id }, token: b.token });
    expect(old.json().data.flight_orders[0].rebooked_order_id).toBe(order.id);
    expect(order.flight_orders[0].rebooked_order_id).toBeNull();
    expect(await wallet(b.memberId)).toBe(refunded - p.charged_from_wallet);
  });

  it('a higher fare is waived on the bill; a lower one leaves the difference in the wallet', async () => {
    // Both booked and cancelled at today's fare; the airport's fare then moves before each move.
    const low = await flightCanceledBooking('IR 202', 12);
    const high = await flightCanceledBooking('IR 202', 10);
    const fare = await setAdultFare(high.cip.id, (f) => f * 2);
    try {
      const moved = await rebook(high, (await laterFlight(high.flight, 11)).id);
      expect(moved.statusCode, moved.body).toBe(200);
      const s = moved.json().settlement;
      const order = moved.json().data as CipOrder;
      expect(s.new_price).toBeGreaterThan(high.order.total_price);
      expect(s.charged_from_wallet).toBe(high.order.total_price);
      expect(s.waived).toBe(s.new_price - high.order.total_price);
      expect(order.total_price).toBe(high.order.total_price);
      expect(order.bill.lines.find((l) => l.title === REBOOK_WAIVER_TITLE)?.amount).toBe(-s.waived);
      expect(lineSum(order)).toBe(order.total_price);
      expect(await wallet(high.memberId)).toBe(0);
      // A later edit keeps the waiver: sent back unchanged, the booking costs what it did and takes nothing more.
      const edited = await api().call(ep.updateCipOrder, {
        token: high.token,
        params: { id: order.id },
        body: {
          reservations: order.flight_orders.flatMap((fo) =>
            fo.reservations.map((r) => ({
              id: r.id,
              passengers: r.passengers.map(({ id: _id, role: _role, ...p }) => p),
              wheelchair_count: r.wheelchair_count,
            })),
          ),
        } as never,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().settlement).toMatchObject({ new_total: order.total_price, charged_from_wallet: 0 });
      const after = edited.json().data as CipOrder;
      expect(after.total_price).toBe(order.total_price);
      expect(after.bill.lines.find((l) => l.title === REBOOK_WAIVER_TITLE)?.amount).toBe(-s.waived);
      expect(lineSum(after)).toBe(after.total_price);

      await setAdultFare(low.cip.id, () => Math.round(fare / 2));
      const lower = await rebook(low, (await laterFlight(low.flight, 13)).id);
      expect(lower.statusCode, lower.body).toBe(200);
      const l = lower.json().settlement;
      expect(l.new_price).toBeLessThan(low.order.total_price);
      expect(l).toMatchObject({ waived: 0, charged_from_wallet: l.new_price });
      expect(lower.json().data.total_price).toBe(l.new_price);
      expect(await wallet(low.memberId)).toBe(low.order.total_price - l.new_price);
    } finally {
      await setAdultFare(high.cip.id, () => fare);
    }
  });

  it('refuses after 7 days, another route, a booking not cancelled by its flight, another member, a spent refund', async () => {
    const b = await flightCanceledBooking('IR 311', 10);
    const late = await rebook(b, (await laterFlight(b.flight, 19)).id);
    expect(late.statusCode).toBe(400);
    expect(late.json().error_message).toMatch(/۷ روز/);
    const other = await paidBooking(api, 'IR 721', 12);
    const wrongRoute = await rebook(b, other.flight.id);
    expect(wrongRoute.statusCode).toBe(400);
    expect(wrongRoute.json().error_message).toMatch(/همان مسیر/);
    const next = await laterFlight(b.flight, 11);
    const stranger = await signIn(api);
    const body = { flight_order_id: b.order.flight_orders[0].id, flight_id: next.id };
    const params = { id: b.order.id };
    const foreignPreview = await api().call(fs.previewCipRebook, { params, body, token: stranger.token });
    expect(foreignPreview.statusCode).toBe(404);
    const foreign = await api().call(fs.rebookCipOrder, { params, body, token: stranger.token });
    expect(foreign.statusCode).toBe(404);

    // A booking the member cancelled (not the airline) has no free move.
    const own = await paidBooking(api, 'IR 311', 12);
    await api().call(ep.cancelCipOrder, { params: { id: own.order.id }, token: own.token });
    const notByFlight = await rebook(own, (await laterFlight(own.flight, 13)).id);
    expect(notByFlight.statusCode).toBe(409);
    expect(notByFlight.json().error_message).toMatch(/لغو پروازش/);

    // The refund was spent: the move names what the wallet must hold.
    await topUp(db(), b.memberId, -b.order.total_price);
    const spent = await rebook(b, next.id);
    expect(spent.statusCode).toBe(409);
    expect(spent.json().error_code).toBe('payment_required');
    const [row] = await db().select().from(cipFlightOrders).where(eq(cipFlightOrders.orderId, b.order.id));
    expect(row.rebookedOrderId).toBeNull();
  });

  if (backend === 'postgres') {
    it('two concurrent moves of one cancelled booking make one booking; the wallet pays once', async () => {
      const b = await flightCanceledBooking('IR 721', 14);
      const next = await laterFlight(b.flight, 15);
      const answers = await Promise.all([rebook(b, next.id), rebook(b, next.id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const created = answers.find((a) => a.statusCode === 200)!.json();
      const mine = await db().select().from(orders).where(eq(orders.memberId, b.memberId));
      expect(mine.filter((o) => o.status !== OrderStatus.canceled)).toHaveLength(1);
      expect(await wallet(b.memberId)).toBe(b.order.total_price - created.settlement.charged_from_wallet);
    });
  }
});
