import { type CipOrder, cipOrderEditBody, cipserviceEndpoints as ep } from '@vip/contract';
import { refundPercentAt } from '@vip/domain';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { creditTransactions } from '../credit/schema';
import { cancelCipOrder, editCipOrder } from './booking';
import { holdLimitsOf } from './holds';
import { flightWithServices, payFromWallet, roundTripBody, signIn, topUp } from './test-util';

const HOUR = 3_600_000;

/** Extras of one reservation an edit sets (each may go up or down). */
const extrasArb = fc.record({
  wheelchair_count: fc.integer({ min: 0, max: 3 }),
  pet_count: fc.integer({ min: 0, max: 2 }),
  parking_count: fc.integer({ min: 0, max: 2 }),
});

/**
 * A paid round trip's life: its extras at booking, then edits of both sides (raise, lower or one of each), each
 * some hours after the one before, and a final cancel. Hours run from `startHours` before the first flight.
 */
const lifeArb = fc.record({
  booked: fc.tuple(extrasArb, extrasArb),
  edits: fc.array(fc.record({ sides: fc.tuple(extrasArb, extrasArb), hoursLater: fc.integer({ min: 0, max: 30 }) }), {
    minLength: 1,
    maxLength: 4,
  }),
  startHours: fc.integer({ min: 8, max: 80 }),
  cancelHoursLater: fc.integer({ min: 0, max: 30 }),
});

describeEachBackend('CIP edits and cancel against the policy (property)', (api) => {
  it('whatever the edits and times, refunds never pass Σ removed × share of its moment, nor what was paid', async () => {
    const out = await flightWithServices(api, 'IR 311', 30);
    const back = await flightWithServices(api, 'IR 312', 32);
    const db = api().app.db;
    const limits = holdLimitsOf(api().config);
    const departure = new Date(out.flight.origin.at).getTime();
    await fc.assert(
      fc.asyncProperty(lifeArb, async ({ booked, edits, startHours, cancelHoursLater }) => {
        const member = await signIn(api);
        const created = await api().call(ep.createCipOrder, {
          body: roundTripBody(out, back, { departure: booked[0], arrival: booked[1] }),
          token: member.token,
        });
        expect(created.statusCode, created.body).toBe(201);
        let order = created.json().data as CipOrder;
        await payFromWallet(api, member, order);
        const policy = order.cancellation_policy.map((w) => ({
          hoursBefore: w.hours_before,
          refundPercent: w.refund_percent,
        }));
        // The cut-off closes edits and cancels a few hours before the flight: stay an hour clear of it.
        const lastHour = (departure - new Date(order.editable_until).getTime()) / HOUR + 1;
        let hoursLeft = startHours;
        let paid = order.total_price;
        let allowedTimes100 = 0;
        const refundsOf = async () => {
          const [row] = await db
            .select({ sum: sql<number>`coalesce(sum(${creditTransactions.amount}), 0)::bigint` })
            .from(creditTransactions)
            .where(and(eq(creditTransactions.orderId, order.id), eq(creditTransactions.kind, 'refund')));
          return Number(row.sum);
        };
        for (const edit of edits) {
          hoursLeft = Math.max(lastHour, hoursLeft - edit.hoursLater);
          const reservations = order.flight_orders.map((fo, i) => ({
            id: fo.reservations[0].id,
            passengers: fo.reservations[0].passengers.map(({ id: _id, role: _role, ...p }) => p),
            ...edit.sides[i],
          }));
          const previous = order.total_price;
          // Enough in the wallet for any raise, so every edit goes through.
          await topUp(db, member.memberId, 100_000_000);
          paid += 100_000_000;
          const result = await editCipOrder(db, member.memberId, order.id, cipOrderEditBody.parse({ reservations }), {
            limits,
            now: new Date(departure - hoursLeft * HOUR),
          });
          const percent = refundPercentAt(policy, hoursLeft);
          allowedTimes100 += Math.max(0, previous - result.settlement.new_total) * percent;
          paid += result.settlement.charged_from_wallet - 100_000_000;
          const refunded = await refundsOf();
          expect(refunded * 100).toBeLessThanOrEqual(allowedTimes100);
          expect(refunded).toBeLessThanOrEqual(paid);
          order = (await api().call(ep.getCipOrder, { params: { id: order.id }, token: member.token })).json().data;
          expect(order.total_price).toBe(result.settlement.new_total);
          expect(order.amount_due).toBe(0);
        }
        hoursLeft = Math.max(lastHour, hoursLeft - cancelHoursLater);
        await cancelCipOrder(db, member.memberId, order.id, undefined, new Date(departure - hoursLeft * HOUR));
        allowedTimes100 += order.total_price * refundPercentAt(policy, hoursLeft);
        const refunded = await refundsOf();
        expect(refunded * 100).toBeLessThanOrEqual(allowedTimes100);
        expect(refunded).toBeLessThanOrEqual(paid);
      }),
      { numRuns: 6 },
    );
  });
});
