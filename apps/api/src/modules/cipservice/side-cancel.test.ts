import { type CipOrder, cipOrderEditBody, cipserviceEndpoints as ep, flightStatusEndpoints as fs } from '@vip/contract';
import { refundAmount } from '@vip/domain';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { staffToken } from '../admin/test-util';
import { balanceOf } from '../credit/ledger';
import { orders } from '../order/schema';
import { outbox } from '../../outbox/schema';
import { cancelCipOrder, editCipOrder } from './booking';
import { holdLimitsOf } from './holds';
import { cipReservations } from './schema';
import { cancelCipSide } from './side-cancel';
import { flightWithServices, passenger, payFromWallet, roundTripBody, signIn, topUp } from './test-util';

const HOUR = 3_600_000;

describeEachBackend('one side of a round trip cancelled', (api, backend) => {
  const db = () => api().app.db;

  /** A paid round trip: the CIP lounge leaving on `out` days ahead, and arriving back on `back` days ahead. */
  async function paidRoundTrip(out: number, back: number, outFlight = 'IR 201', backFlight = 'IR 202') {
    const member = await signIn(api);
    const legOut = await flightWithServices(api, outFlight, out);
    const legBack = await flightWithServices(api, backFlight, back);
    const created = await api().call(ep.createCipOrder, {
      body: roundTripBody(legOut, legBack, { arrival: { wheelchair_count: 1 } }),
      token: member.token,
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data as CipOrder;
    await payFromWallet(api, member, order);
    const [departure, arrival] = order.flight_orders.map((f) => f.reservations[0]);
    return { ...member, order, departure, arrival, firstAt: new Date(legOut.flight.origin.at) };
  }
  const wallet = (memberId: number) => balanceOf(db(), memberId);
  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  /** Every capacity counter of a service equals the places its reservations hold there. */
  async function expectCountersMatch(serviceIds: number[]) {
    for (const id of serviceIds) {
      const rows = await db().execute(sql`
        select c.booked, coalesce((select sum(r.places) from cip_reservations r
          where r.service_id = c.service_id and r.slot_start = c.slot_start), 0)::int as held
        from cip_capacity c where c.service_id = ${id}`);
      for (const r of rows.rows as { booked: number; held: number }[]) expect(Number(r.booked)).toBe(Number(r.held));
    }
  }

  it('the member cancels the way back: its price returns at the policy share, the way out stays; another member gets 404', async () => {
    const b = await paidRoundTrip(20, 24);
    const stranger = await signIn(api);
    const body = { reservation_id: b.arrival.id };
    const foreign = await api().call(fs.cancelCipSide, { params: { id: b.order.id }, body, token: stranger.token });
    expect(foreign.statusCode).toBe(404);
    const foreignPreview = await api().call(fs.previewCipSideCancel, {
      params: { id: b.order.id },
      body,
      token: stranger.token,
    });
    expect(foreignPreview.statusCode).toBe(404);

    const preview = await api().call(fs.previewCipSideCancel, { params: { id: b.order.id }, body, token: b.token });
    expect(preview.statusCode, preview.body).toBe(200);
    // Twenty days ahead the policy gives everything back: exactly the side's price.
    expect(preview.json().data).toMatchObject({
      refunded_to_wallet: b.arrival.total_price,
      refund_percent: 100,
      new_total: b.order.total_price - b.arrival.total_price,
    });
    expect(preview.json().data.summary).toContain('از رزرو حذف می‌شود');
    expect(await wallet(b.memberId)).toBe(0);

    const res = await api().call(fs.cancelCipSide, { params: { id: b.order.id }, body, token: b.token });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as CipOrder;
    expect(after.flight_orders).toHaveLength(1);
    expect(after.flight_orders[0].reservations[0].id).toBe(b.departure.id);
    expect(after.total_price).toBe(b.order.total_price - b.arrival.total_price);
    expect(await wallet(b.memberId)).toBe(b.arrival.total_price);
    const row = await orderRow(b.order.id);
    expect(row.paidAmount - row.refundedAmount).toBe(row.totalPrice);
    await expectCountersMatch([b.departure.service.id, b.arrival.service.id]);
    const sms = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'cip-side-canceled'), eq(outbox.token, b.order.reference)));
    expect(sms.length).toBeGreaterThanOrEqual(1);
    expect(sms[0].body).toContain('بقیهٔ رزرو برقرار است');

    // The last side is the whole booking: cancelled as one, with the same rule.
    const only = await api().call(fs.cancelCipSide, {
      params: { id: b.order.id },
      body: { reservation_id: b.departure.id },
      token: b.token,
    });
    expect(only.statusCode).toBe(400);
    expect(only.json().error_message).toContain('کل رزرو');
  });

  it('20 hours before the way out its side comes back at 50%; the way back, days later, then cancels under its own time', async () => {
    const b = await paidRoundTrip(26, 29);
    const at = new Date(b.firstAt.getTime() - 20 * HOUR);
    const side = await cancelCipSide(db(), { memberId: b.memberId }, b.order.id, b.departure.id, { now: at });
    expect(side.settlement.refund_percent).toBe(50);
    expect(side.settlement.refunded_to_wallet).toBe(refundAmount(b.departure.total_price, 50));
    // The rest is the way back, nine days off: its own cancellation is judged by its flight (the booking's first now).
    const rest = await cancelCipOrder(db(), b.memberId, b.order.id, undefined, at);
    expect(rest.refunded).toBe(b.arrival.total_price);
    expect(await wallet(b.memberId)).toBe(side.settlement.refunded_to_wallet + rest.refunded);
    expect(await wallet(b.memberId)).toBeLessThan(b.order.total_price);
  });

  it('the desk previews and cancels a side (audited); a served side or a finished booking is refused in Persian', async () => {
    const b = await paidRoundTrip(33, 36);
    const desk = await staffToken(api, 'vip_desk');
    const preview = await api().call(fs.adminPreviewCipSideCancel, {
      params: { id: b.arrival.id },
      token: desk.token,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      reference: b.order.reference,
      refunded_to_wallet: b.arrival.total_price,
    });
    const finance = await staffToken(api, 'finance');
    expect(
      (await api().call(fs.adminCancelCipSide, { params: { id: b.arrival.id }, token: finance.token })).statusCode,
    ).toBe(403);
    expect((await api().call(fs.adminCancelCipSide, { params: { id: 999_999 }, token: desk.token })).statusCode).toBe(
      404,
    );
    // A served side keeps its money.
    await db().update(cipReservations).set({ checkedInAt: new Date() }).where(eq(cipReservations.id, b.departure.id));
    const served = await api().call(fs.adminCancelCipSide, { params: { id: b.departure.id }, token: desk.token });
    expect(served.statusCode).toBe(409);
    expect(served.json().error_code).toBe('already_served');
    await db().update(cipReservations).set({ checkedInAt: null }).where(eq(cipReservations.id, b.departure.id));

    const done = await api().call(fs.adminCancelCipSide, { params: { id: b.arrival.id }, token: desk.token });
    expect(done.statusCode, done.body).toBe(200);
    expect(await wallet(b.memberId)).toBe(b.arrival.total_price);
    const audit = await db().execute(
      sql`select count(*)::int as n from audit_log where action = 'adminCancelCipSide' and entity_id = ${b.arrival.id}`,
    );
    expect(Number((audit.rows[0] as { n: number }).n)).toBe(1);
  });

  if (backend === 'postgres') {
    it('a side cancel racing a whole cancel refunds once: never more than paid, places released once', async () => {
      for (let round = 0; round < 3; round++) {
        const b = await paidRoundTrip(40 + round, 44 + round);
        const [side, whole] = await Promise.allSettled([
          cancelCipSide(db(), { memberId: b.memberId }, b.order.id, b.arrival.id),
          cancelCipOrder(db(), b.memberId, b.order.id, undefined),
        ]);
        expect(whole.status).toBe('fulfilled');
        // Whoever came first, everything paid is back once (100% this far ahead), and no more.
        expect(await wallet(b.memberId)).toBe(b.order.total_price);
        if (side.status === 'rejected') expect((side.reason as { errorCode?: string }).errorCode).toBe('not_editable');
        const row = await orderRow(b.order.id);
        expect(row.refundedAmount).toBe(b.order.total_price);
        await expectCountersMatch([b.departure.service.id, b.arrival.service.id]);
      }
    });

    it('a side cancel racing an edit of the other side leaves one consistent booking', async () => {
      const limits = holdLimitsOf(api().config);
      for (let round = 0; round < 3; round++) {
        const b = await paidRoundTrip(48 + round, 52 + round);
        await topUp(db(), b.memberId, 50_000_000);
        const before = await wallet(b.memberId);
        const edit = cipOrderEditBody.parse({
          reservations: [{ id: b.departure.id, passengers: [passenger()], wheelchair_count: 2 }],
        });
        const [side, edited] = await Promise.allSettled([
          cancelCipSide(db(), { memberId: b.memberId }, b.order.id, b.arrival.id),
          editCipOrder(db(), b.memberId, b.order.id, edit, { limits }),
        ]);
        expect(side.status).toBe('fulfilled');
        if (edited.status === 'rejected') throw edited.reason;
        const row = await orderRow(b.order.id);
        const [{ sum }] = await db()
          .select({ sum: sql<number>`sum(${cipReservations.totalPrice})::bigint` })
          .from(cipReservations)
          .where(eq(cipReservations.orderId, b.order.id));
        expect(row.totalPrice).toBe(Number(sum));
        // Paid in minus given back is the bill; the wallet moved by exactly that difference.
        expect(row.paidAmount - row.refundedAmount).toBe(row.totalPrice);
        expect(before - (await wallet(b.memberId))).toBe(row.totalPrice - b.order.total_price);
        await expectCountersMatch([b.departure.service.id, b.arrival.service.id]);
      }
    });
  }
});
