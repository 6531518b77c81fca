import { type CipOrder, cipOrderEditBody, cipserviceEndpoints as ep } from '@vip/contract';
import { AgeType, OrderStatus, PaymentStatus, PersonRole } from '@vip/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { orders } from '../order/schema';
import { editCipOrder } from './booking';
import { holdLimitsOf } from './holds';
import { cipReservations } from './schema';
import { bookingBody, cipOf, flightWithServices, passenger, payFromWallet, roundTripBody, signIn } from './test-util';

const MINUTE = 60_000;

describeEachBackend('CIP places held without paying', (api) => {
  /** Places the member's unpaid, live bookings hold, read straight from the database. */
  const heldBy = async (memberId: number) => {
    const [row] = await api()
      .app.db.select({ places: sql<number>`coalesce(sum(${cipReservations.places}), 0)::int` })
      .from(cipReservations)
      .innerJoin(orders, eq(orders.id, cipReservations.orderId))
      .where(
        and(
          eq(orders.memberId, memberId),
          eq(orders.paymentStatus, PaymentStatus.notPaid),
          inArray(orders.status, [OrderStatus.newOrder, OrderStatus.wait]),
        ),
      );
    return Number(row.places);
  };
  const people = (n: number) => Array.from({ length: n }, () => passenger());

  it('one member: of 5 concurrent bookings of 3 places at most 3 succeed, never more than 10 places held', async () => {
    const member = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'IR 433', 14);
    const cip = cipOf(services.departure);
    const body = bookingBody(flight.id, [{ reservation_type: 0, service_id: cip.id }], people(3));
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => api().call(ep.createCipOrder, { body, token: member.token })),
    );
    const codes = attempts.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(2);
    const refused = attempts.find((r) => r.statusCode === 409)!.json();
    expect(refused.error_code).toBe('unpaid_places_limit');
    expect(refused.error_message).toContain('حداکثر ۱۰ جای پرداخت‌نشده');
    expect(await heldBy(member.memberId)).toBe(9);
    // Another member is not held back by the first one's bookings.
    const other = await signIn(api);
    expect((await api().call(ep.createCipOrder, { body, token: other.token })).statusCode).toBe(201);
    // Paying one frees its places from the limit.
    const first = attempts.find((r) => r.statusCode === 201)!.json().data as CipOrder;
    await payFromWallet(api, member, first);
    expect((await api().call(ep.createCipOrder, { body, token: member.token })).statusCode).toBe(201);
    expect(await heldBy(member.memberId)).toBe(9);
  });

  it('30 passengers and 10 attendants are refused at once; greeters and both sides of a round trip count', async () => {
    const member = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'W5 63', 15);
    const cip = cipOf(services.departure);
    const attendants = Array.from({ length: 10 }, () => ({ ...passenger(), role: PersonRole.attendant }));
    const hoard = await api().call(ep.createCipOrder, {
      body: bookingBody(
        flight.id,
        [{ reservation_type: 0, service_id: cip.id, greeter_attendant_list: attendants }],
        people(30),
      ),
      token: member.token,
    });
    expect(hoard.statusCode).toBe(409);
    expect(hoard.json().error_message).toMatch(/حداکثر ۱۰ جای پرداخت‌نشده.*۴۰ جای دیگر/);
    expect(cipOf((await flightWithServices(api, 'W5 63', 15)).services.departure).capacity_left).toBe(
      cip.capacity_left,
    );
    // A round trip of 2 passengers each way and 2 greeters at the arrival: 2 + 2 + 2 = 6 places.
    const out = await flightWithServices(api, 'IR 311', 26);
    const back = await flightWithServices(api, 'IR 312', 28);
    const greeters = Array.from({ length: 2 }, () => ({ ...passenger(), role: PersonRole.greeter }));
    const trip = roundTripBody(out, back, { arrival: { greeter_attendant_list: greeters } });
    for (const fo of trip.flight_orders) fo.passengers = people(2);
    const booked = await api().call(ep.createCipOrder, { body: trip, token: member.token });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await heldBy(member.memberId)).toBe(6);
    const fiveMore = bookingBody(flight.id, [{ reservation_type: 0, service_id: cip.id }], people(5));
    expect((await api().call(ep.createCipOrder, { body: fiveMore, token: member.token })).statusCode).toBe(409);
    const four = bookingBody(flight.id, [{ reservation_type: 0, service_id: cip.id }], people(4));
    expect((await api().call(ep.createCipOrder, { body: four, token: member.token })).statusCode).toBe(201);
  });

  it('a hold lasts 15 minutes from booking and neither an edit nor a payment renews it', async () => {
    const member = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'EK 972', 16);
    const cip = cipOf(services.departure);
    const before = Date.now();
    const created = await api().call(ep.createCipOrder, {
      body: bookingBody(flight.id, [{ reservation_type: 0, service_id: cip.id }], people(2)),
      token: member.token,
    });
    const order = created.json().data as CipOrder;
    const payUntil = new Date(order.pay_until!).getTime();
    expect(payUntil).toBeGreaterThanOrEqual(before + 15 * MINUTE);
    expect(payUntil).toBeLessThanOrEqual(Date.now() + 15 * MINUTE);
    const editBody = (n: number, infant = false) => ({
      reservations: [
        {
          id: order.flight_orders[0].reservations[0].id,
          passengers: [...people(n), ...(infant ? [passenger(AgeType.infant)] : [])],
        },
      ],
    });
    // An edit keeps the deadline, and cannot grow the hold past the limit.
    const edited = await api().call(ep.updateCipOrder, {
      params: { id: order.id },
      body: editBody(3),
      token: member.token,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.pay_until).toBe(order.pay_until);
    const tooMany = await api().call(ep.updateCipOrder, {
      params: { id: order.id },
      body: editBody(10, true),
      token: member.token,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error_code).toBe('unpaid_places_limit');
    expect(await heldBy(member.memberId)).toBe(3);
    // Past the deadline an edit is refused rather than keeping the places.
    const late = new Date(payUntil + MINUTE);
    const limits = holdLimitsOf(api().config);
    await expect(
      editCipOrder(api().app.db, member.memberId, order.id, cipOrderEditBody.parse(editBody(2)), { limits, now: late }),
    ).rejects.toMatchObject({ statusCode: 409, errorCode: 'order_expired' });
    // A payment started now does not move the deadline either.
    await api().call(ep.payCipOrder, { params: { id: order.id }, body: { use_wallet: false }, token: member.token });
    const [row] = await api().app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.expiresAt?.toISOString()).toBe(order.pay_until);
  });
});
