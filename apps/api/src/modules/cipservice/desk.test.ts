import { api as endpoints, type CipOrder, cipserviceEndpoints as cip } from '@vip/contract';
import { OrderStatus, PaymentStatus } from '@vip/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend, type TestApi } from '../../../test/helpers';
import { outbox } from '../../outbox/schema';
import { auditOf, balanceOf, flightDepartsIn, smsOf, staffToken } from '../admin/test-util';
import { cipFlightOrders, cipFlights, cipReservations } from './schema';
import {
  charged,
  cipOf,
  flightWithServices,
  paidBooking,
  passenger,
  payFromWallet,
  roundTripBody,
  signIn,
} from './test-util';

/** Moves the flights of an order into the past (the flight has left), as the desk sees it after the fact. */
async function flightLeft(api: () => TestApi, orderId: number) {
  const flightIds = api()
    .app.db.select({ id: cipFlightOrders.flightId })
    .from(cipFlightOrders)
    .where(eq(cipFlightOrders.orderId, orderId));
  await api()
    .app.db.update(cipFlights)
    .set({ departureAt: sql`now() - interval '3 hours'`, arrivalAt: sql`now() - interval '1 hour'` })
    .where(inArray(cipFlights.id, flightIds));
}

describeEachBackend('VIP desk (back office)', (api, backend) => {
  it('VIP desk: lists the day, confirms (member sees it, SMS), checks the traveller in by reference; all audited', async () => {
    const { member, order } = await paidBooking(api, 'EK 972', 9, { wheelchair_count: 1 });
    const desk = await staffToken(api, 'vip_desk');

    const view = await api().call(endpoints.adminGetCheckIn, {
      params: { reference: order.reference },
      token: desk.token,
    });
    expect(view.statusCode, view.body).toBe(200);
    const booking = view.json().data;
    expect(booking.status).toBe(OrderStatus.providerPending);
    expect(booking.reservations[0].persons).toHaveLength(2);
    expect(booking.reservations[0].services).toEqual([{ title: 'ویلچر بیرونی', count: 1, detail: '' }]);

    // The day's list at that airport and hour (the slot's local Tehran time) holds the booking.
    const slot = new Date(new Date(booking.reservations[0].slot_start).getTime() + 210 * 60_000);
    const query = {
      date: slot.toISOString().slice(0, 10),
      airport: booking.reservations[0].airport,
      hour: slot.getUTCHours(),
    };
    const list = await api().call(endpoints.adminListCipBookings, { query, token: desk.token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((b: { reference: string }) => b.reference)).toContain(order.reference);
    const other = await api().call(endpoints.adminListCipBookings, {
      query: { ...query, hour: (query.hour + 1) % 24 },
      token: desk.token,
    });
    expect(other.json().data.map((b: { reference: string }) => b.reference)).not.toContain(order.reference);

    // Check-in before the airport confirmed is refused.
    expect(
      (await api().call(endpoints.adminCheckIn, { params: { reference: order.reference }, token: desk.token }))
        .statusCode,
    ).toBe(409);

    const confirmed = await api().call(
      endpoints.adminConfirmCipBooking,
      { params: { id: order.id }, token: desk.token },
      { 'x-client-ip': '10.20.30.40' },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe(OrderStatus.providerConfirmed);
    const seen = (await api().call(cip.getCipOrder, { params: { id: order.id }, token: member.token })).json()
      .data as CipOrder;
    expect(seen.status).toBe(OrderStatus.providerConfirmed);
    const sms = await api()
      .app.db.select()
      .from(outbox)
      .where(and(eq(outbox.recipient, member.mobile), eq(outbox.template, 'cip-confirmed')));
    expect(sms).toHaveLength(1);
    // Confirming twice is no move the machine allows.
    expect(
      (await api().call(endpoints.adminConfirmCipBooking, { params: { id: order.id }, token: desk.token })).statusCode,
    ).toBe(409);

    // Nine days ahead the desk cannot serve it: refused in Persian, and the member keeps edit and cancel.
    const checkInNow = () =>
      api().call(endpoints.adminCheckIn, { params: { reference: order.reference }, token: desk.token });
    const early = await checkInNow();
    expect(early.statusCode).toBe(409);
    expect(early.json().error_code).toBe('checkin_not_open');
    expect(early.json().error_message).toMatch(
      /^پذیرش این بخش از رزرو هنوز باز نشده است؛ پذیرش از ۶ ساعت پیش از پرواز/,
    );
    const waiting = (await api().call(cip.getCipOrder, { params: { id: order.id }, token: member.token })).json()
      .data as CipOrder;
    expect(waiting.status).toBe(OrderStatus.providerConfirmed);
    expect(waiting.cancellation.allowed).toBe(true);
    expect(waiting.editable).toBe(true);
    // Seven hours before the flight is still outside the six-hour window; five hours before is inside it.
    await flightDepartsIn(api, order.id, 7);
    expect((await checkInNow()).statusCode).toBe(409);
    await flightDepartsIn(api, order.id, 5);
    const checkedIn = await checkInNow();
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(checkedIn.json().data.status).toBe(OrderStatus.completed);

    const entries = await auditOf(api, { entity: 'order', entity_id: String(order.id) });
    // Newest first: the desk's first look at the passengers' identity numbers is on record too.
    expect(entries.map((e) => e.action)).toEqual(['adminCheckIn', 'adminConfirmCipBooking', 'adminGetCheckIn']);
    const confirmEntry = entries[1];
    expect(confirmEntry).toMatchObject({ staff_id: desk.staffId, client_ip: '10.20.30.40' });
    expect(confirmEntry.before.status).toBe(OrderStatus.providerPending);
    expect(confirmEntry.after.status).toBe(OrderStatus.providerConfirmed);
  });

  it('VIP desk: the check-in view lists what to hand out; identity numbers whole only for the desk, each look audited', async () => {
    const desk = await staffToken(api, 'vip_desk');
    const admin_ = await staffToken(api, 'admin');
    const { services, flight } = await flightWithServices(api, 'IR 721', 10);
    const transfer = cipOf(services.departure).transfers[0];
    expect(transfer).toBeDefined();
    const { order } = await paidBooking(api, 'IR 721', 10, {
      parking_count: 1,
      parking_additional_hours: 2,
      visa_count: 1,
      visa_number_list: ['A7654321'],
      pet_count: 1,
      note: 'مسافر سالمند است؛ با ویلچر تا هواپیما',
      greeter_attendant_list: [{ ...passenger(), first_name: 'رضا', last_name: 'کریمی', role: 3 }],
      transfer: {
        transfer_id: transfer.id,
        address: 'تهران، خیابان ولیعصر، پلاک ۱۲',
        date: flight.origin.date,
        time: '05:30',
        latitude: 35.78,
        longitude: 51.41,
        stop_count: 1,
      },
    });
    const traveller = order.flight_orders[0].reservations[0].passengers[0];
    const viewAs = async (token: string) =>
      (await api().call(endpoints.adminGetCheckIn, { params: { reference: order.reference }, token })).json().data;

    const seen = await viewAs(desk.token);
    expect(seen.identity_masked).toBe(false);
    const side = seen.reservations[0];
    expect(side.persons[0]).toMatchObject({ first_name: traveller.first_name, national_code: traveller.national_code });
    expect(side.persons).toContainEqual(expect.objectContaining({ role: 3, first_name: 'رضا', last_name: 'کریمی' }));
    expect(side.services).toEqual(
      expect.arrayContaining([
        { title: 'پارکینگ', count: 1, detail: '۲ ساعت اضافه' },
        { title: 'ویزا', count: 1, detail: 'A7654321' },
        { title: 'حیوان خانگی', count: 1, detail: '' },
      ]),
    );
    expect(side.note).toBe('مسافر سالمند است؛ با ویلچر تا هواپیما');
    expect(side.meeting_point).not.toBe('');
    expect(side.transfer).toMatchObject({ address: 'تهران، خیابان ولیعصر، پلاک ۱۲', time: '05:30', latitude: 35.78 });
    // The window opens six hours before the departure.
    expect(new Date(flight.origin.at).getTime() - new Date(side.checkin_opens_at).getTime()).toBe(6 * 3_600_000);
    const looks = () => auditOf(api, { action: 'adminGetCheckIn', entity_id: String(order.id) });
    expect(await looks()).toMatchObject([{ staff_id: desk.staffId, entity: 'order' }]);

    // Another role sees the last four characters only, and that look is not an identity view on record.
    const masked = await viewAs(admin_.token);
    expect(masked.identity_masked).toBe(true);
    expect(masked.reservations[0].persons[0].national_code).toBe(`••••••${traveller.national_code.slice(-4)}`);
    expect(await looks()).toHaveLength(1);
  });

  it('VIP desk: a round trip is served side by side: confirmed after its departure, completed at its arrival', async () => {
    const member = await signIn(api);
    const desk = await staffToken(api, 'vip_desk');
    const out = await flightWithServices(api, 'IR 311', 16);
    const back = await flightWithServices(api, 'IR 312', 18);
    const created = await api().call(cip.createCipOrder, {
      body: roundTripBody(out, back, { arrival: { pet_count: 1 } }),
      token: member.token,
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data as CipOrder;
    await payFromWallet(api, member, order);
    const confirmed = await api().call(endpoints.adminConfirmCipBooking, {
      params: { id: order.id },
      token: desk.token,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [departure, arrival] = (
      await api().call(endpoints.adminGetCheckIn, { params: { reference: order.reference }, token: desk.token })
    ).json().data.reservations;
    expect([departure.reservation_type, arrival.reservation_type]).toEqual([0, 1]);
    const checkIn = (body?: { reservation_id: number }) =>
      api().call(endpoints.adminCheckIn, { params: { reference: order.reference }, body, token: desk.token });

    // Days ahead neither side opens; on the departure's day only the departure side does.
    expect((await checkIn()).json().error_code).toBe('checkin_not_open');
    await flightDepartsIn(api, order.id, 2, 0);
    const arrivalEarly = await checkIn({ reservation_id: arrival.reservation_id });
    expect(arrivalEarly.statusCode).toBe(409);
    expect(arrivalEarly.json().error_message).toMatch(/ساعت پیش از فرود پرواز/);

    // Departure served: the booking stays confirmed for the way back, and the member still sees it as confirmed.
    const first = await checkIn();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.status).toBe(OrderStatus.providerConfirmed);
    // The way back is still the member's to change (its own cut-off, not the departure's), refunded in full
    // eighteen days ahead; the departure side is sent back as it was served.
    const seen = (await api().call(cip.getCipOrder, { params: { id: order.id }, token: member.token })).json()
      .data as CipOrder;
    expect(seen).toMatchObject({ status: OrderStatus.providerConfirmed, editable: true });
    const edit = await api().call(cip.updateCipOrder, {
      params: { id: order.id },
      body: {
        reservations: seen.flight_orders.flatMap((fo) =>
          fo.reservations.map((r) => ({
            id: r.id,
            passengers: r.passengers.map(({ id: _id, role: _role, ...p }) => p),
          })),
        ),
      },
      token: member.token,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // The pet's fare with its share of surcharges and VAT, as it was charged.
    const arrivalSide = order.flight_orders[1].reservations[0];
    expect(edit.json().settlement.refunded_to_wallet).toBe(
      charged(arrivalSide, cipOf(back.services.arrival).tariff.pet),
    );
    expect(edit.json().data.status).toBe(OrderStatus.providerConfirmed);
    const view = (
      await api().call(endpoints.adminGetCheckIn, { params: { reference: order.reference }, token: desk.token })
    ).json().data;
    expect(view.reservations.map((r: { checked_in_at: string | null }) => r.checked_in_at !== null)).toEqual([
      true,
      false,
    ]);
    // A side served cannot be served again nor marked a no-show; another booking's reservation is not this one's.
    expect((await checkIn({ reservation_id: departure.reservation_id })).statusCode).toBe(409);
    expect(
      (await api().call(endpoints.adminCipNoShow, { params: { id: departure.reservation_id }, token: desk.token }))
        .statusCode,
    ).toBe(409);
    const other = await paidBooking(api, 'EK 972', 12);
    const otherSide = (
      await api().call(endpoints.adminGetCheckIn, { params: { reference: other.order.reference }, token: desk.token })
    ).json().data.reservations[0];
    expect((await checkIn({ reservation_id: otherSide.reservation_id })).statusCode).toBe(404);

    // Arrival served on its day: every side done, the booking is completed; nothing is left to serve.
    await flightDepartsIn(api, order.id, 1, 1);
    const second = await checkIn({ reservation_id: arrival.reservation_id });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.status).toBe(OrderStatus.completed);
    expect((await checkIn()).statusCode).toBe(409);
    const sms = await api()
      .app.db.select()
      .from(outbox)
      .where(and(eq(outbox.recipient, member.mobile), eq(outbox.template, 'cip-checked-in')));
    expect(sms).toHaveLength(2);
  });

  it('VIP desk: refusing a booking cancels it with everything paid back to the wallet and tells the customer', async () => {
    const { member, order } = await paidBooking(api, 'IR 721', 8);
    const desk = await staffToken(api, 'vip_desk');
    expect(await balanceOf(api, member.token)).toBe(0);
    const noReason = await api().call(endpoints.adminRefuseCipBooking, {
      params: { id: order.id },
      body: { reason: '' },
      token: desk.token,
    });
    expect(noReason.statusCode).toBe(400);
    const res = await api().call(endpoints.adminRefuseCipBooking, {
      params: { id: order.id },
      body: { reason: 'سالن تشریفات در این ساعت تعمیر است' },
      token: desk.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: OrderStatus.canceled,
      payment_status: PaymentStatus.refunded,
      refunded_amount: order.total_price,
    });
    expect(await balanceOf(api, member.token)).toBe(order.total_price);
    const sms = await api()
      .app.db.select()
      .from(outbox)
      .where(and(eq(outbox.recipient, member.mobile), eq(outbox.template, 'cip-canceled')));
    expect(sms).toHaveLength(1);
    const [entry] = await auditOf(api, { action: 'adminRefuseCipBooking', entity_id: String(order.id) });
    expect(entry.note).toBe('سالن تشریفات در این ساعت تعمیر است');
    // Refusing again: the machine has nothing to cancel.
    expect(
      (
        await api().call(endpoints.adminRefuseCipBooking, {
          params: { id: order.id },
          body: { reason: 'دوباره' },
          token: desk.token,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('VIP desk: a no-show only after the flight of a confirmed booking; completed, nothing refunded, SMS', async () => {
    const { member, order } = await paidBooking(api, 'EK 972', 9);
    const desk = await staffToken(api, 'vip_desk');
    const [reservation] = await api()
      .app.db.select({ id: cipReservations.id })
      .from(cipReservations)
      .where(eq(cipReservations.orderId, order.id));
    const noShow = () => api().call(endpoints.adminCipNoShow, { params: { id: reservation.id }, token: desk.token });

    // Not yet confirmed by the airport: no no-show.
    expect((await noShow()).statusCode).toBe(409);
    expect(
      (await api().call(endpoints.adminConfirmCipBooking, { params: { id: order.id }, token: desk.token })).statusCode,
    ).toBe(200);
    // Confirmed, but the flight has not left yet.
    const early = await noShow();
    expect(early.statusCode).toBe(409);
    expect(early.json().error_message).toMatch(/زمان پرواز/);

    await flightLeft(api, order.id);
    const marked = await noShow();
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data).toMatchObject({
      reservation_id: reservation.id,
      status: OrderStatus.completed,
      payment_status: PaymentStatus.paid,
      refunded_amount: 0,
    });
    // The member sees a served (completed) booking and no money back.
    const seen = (await api().call(cip.getCipOrder, { params: { id: order.id }, token: member.token })).json()
      .data as CipOrder;
    expect(seen.status).toBe(OrderStatus.completed);
    expect(await balanceOf(api, member.token)).toBe(0);
    const sms = await smsOf(api, member.mobile, 'cip-no-show');
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toMatch(/عدم حضور/);
    // Twice is refused; the desk's check-in view shows the mark.
    expect((await noShow()).statusCode).toBe(409);
    const view = await api().call(endpoints.adminGetCheckIn, {
      params: { reference: order.reference },
      token: desk.token,
    });
    expect(view.json().data.reservations[0].no_show_at).toBe(marked.json().data.no_show_at);
    const [entry] = await auditOf(api, { action: 'adminCipNoShow', entity_id: String(order.id) });
    expect(entry).toMatchObject({ staff_id: desk.staffId });
    expect(entry.before.status).toBe(OrderStatus.providerConfirmed);
    expect(entry.after).toMatchObject({ status: OrderStatus.completed, reservation_id: reservation.id });
  });

  it('VIP desk: every change the customer should know sends one SMS (confirm, check-in, refuse)', async () => {
    const desk = await staffToken(api, 'vip_desk');
    const { member, order } = await paidBooking(api, 'IR 721', 8);
    await api().call(endpoints.adminConfirmCipBooking, { params: { id: order.id }, token: desk.token });
    await flightDepartsIn(api, order.id, 3);
    const checkedIn = await api().call(endpoints.adminCheckIn, {
      params: { reference: order.reference },
      token: desk.token,
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(await smsOf(api, member.mobile, 'cip-confirmed')).toHaveLength(1);
    const served = await smsOf(api, member.mobile, 'cip-checked-in');
    expect(served).toHaveLength(1);
    expect(served[0].body).toContain('پذیرش');

    const refused = await paidBooking(api, 'IR 721', 9);
    await api().call(endpoints.adminRefuseCipBooking, {
      params: { id: refused.order.id },
      body: { reason: 'سالن در تعمیر است' },
      token: desk.token,
    });
    expect(await smsOf(api, refused.member.mobile, 'cip-canceled')).toHaveLength(1);
  });

  it('settles concurrent desk confirmations once: one SMS to the customer (PostgreSQL)', async () => {
    if (backend !== 'postgres') return;

    const { member: traveller, order } = await paidBooking(api, 'EK 972', 10);
    const desk = await staffToken(api, 'vip_desk');
    const confirms = await Promise.all(
      Array.from({ length: 5 }, () =>
        api().call(endpoints.adminConfirmCipBooking, { params: { id: order.id }, token: desk.token }),
      ),
    );
    expect(confirms.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const sms = await api()
      .app.db.select()
      .from(outbox)
      .where(and(eq(outbox.recipient, traveller.mobile), eq(outbox.template, 'cip-confirmed')));
    expect(sms).toHaveLength(1);
  });
});
