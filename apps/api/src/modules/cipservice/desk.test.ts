import {
  api as endpoints,
  type CipOrder,
  cipserviceEndpoints as cip,
  creditEndpoints,
  creditMemberEndpoints,
} from '@vip/contract';
import { OrderStatus, PaymentStatus } from '@vip/domain';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { outbox } from '../../outbox/schema';
import { cipOf, flightWithServices, passenger, roundTripBody, signIn, topUp } from '../cipservice/test-util';
import { multipart, testImage, upload } from '../upload/test-util';
import { totpOf } from './auth';
import { createStaff } from './staff-service';
import { auditOf, balanceOf, flightDepartsIn, paidBooking, STAFF_PASSWORD, staffToken } from './test-util';

describeEachBackend('back office desks', (api, backend) => {
  it('signs staff in only with the password and a fresh TOTP code (a code works once)', async () => {
    const email = 'support-desk@asemanvip.ir';
    const { secret } = await createStaff(api().app.db, {
      email,
      password: STAFF_PASSWORD,
      fullName: 'مریم رضایی',
      role: 'support',
    });
    const code = totpOf(secret, email).generate();
    const wrongPassword = await api().call(endpoints.adminSignIn, {
      body: { email, password: 'Wrong!pass1405', totp_code: code },
    });
    expect(wrongPassword.statusCode).toBe(401);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await api().call(endpoints.adminSignIn, { body: { email, password: STAFF_PASSWORD, totp_code: wrongCode } }))
        .statusCode,
    ).toBe(401);
    const ok = await api().call(endpoints.adminSignIn, {
      body: { email: 'Support-Desk@AsemanVIP.ir', password: STAFF_PASSWORD, totp_code: code },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.staff).toMatchObject({ email, role: 'support', full_name: 'مریم رضایی' });
    const replay = await api().call(endpoints.adminSignIn, {
      body: { email, password: STAFF_PASSWORD, totp_code: code },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error_message).toMatch(/کد تأیید/);
    const me = await api().call(endpoints.adminMe, { token: ok.json().data.access_token });
    expect(me.json().data.email).toBe(email);
    // A staff token is not a member token.
    expect(
      (await api().call(creditEndpoints.getCreditBalance, { token: ok.json().data.access_token })).statusCode,
    ).toBe(401);
  });

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
    await topUp(api().app.db, member.memberId, order.total_price);
    await api().call(cip.payCipOrder, { params: { id: order.id }, body: { gateway: 'credit' }, token: member.token });
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
    expect(edit.json().settlement.refunded_to_wallet).toBe(cipOf(back.services.arrival).tariff.pet);
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

  it('finance: approves an offline top-up once (the balance rises), refuses with a reason, adjusts with a reason', async () => {
    const member = await signIn(api);
    const finance = await staffToken(api, 'finance');
    const deposit = { value: 25_000_000, type_code: 2, cheque_date: '2026-11-20', deposit_source: 'بانک ملت شعبه ونک' };
    const first = (
      await api().call(creditMemberEndpoints.offlineIncrease, { token: member.token, body: deposit })
    ).json().data;
    const second = (
      await api().call(creditMemberEndpoints.offlineIncrease, {
        token: member.token,
        body: { ...deposit, value: 7_000_000 },
      })
    ).json().data;

    const receipt = await upload(
      api,
      creditMemberEndpoints.putCreditAttachment,
      first.id,
      member.token,
      multipart(await testImage('jpeg'), 'fish.jpg'),
    );
    expect(receipt.statusCode, receipt.body).toBe(200);

    const pending = await api().call(endpoints.adminListCreditRequests, { token: finance.token });
    expect(pending.statusCode, pending.body).toBe(200);
    const ids = pending.json().data.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    // Finance sees the receipt's file and downloads it; a request without one names none.
    const rows = pending.json().data as { id: number; receipt_name: string | null }[];
    const receiptName = rows.find((r) => r.id === first.id)?.receipt_name;
    expect(receiptName).toBe(receipt.json().data.attachment.name);
    expect(rows.find((r) => r.id === second.id)?.receipt_name).toBeNull();
    const file = await api().call(endpoints.adminGetUpload, {
      params: { name: receiptName ?? '' },
      token: finance.token,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBeGreaterThan(0);

    const approved = await api().call(endpoints.adminApproveCreditRequest, {
      params: { id: first.id },
      token: finance.token,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.state).toBe('approved');
    expect(await balanceOf(api, member.token)).toBe(25_000_000);
    expect(
      (await api().call(endpoints.adminApproveCreditRequest, { params: { id: first.id }, token: finance.token }))
        .statusCode,
    ).toBe(409);
    expect(await balanceOf(api, member.token)).toBe(25_000_000);

    const refused = await api().call(endpoints.adminRefuseCreditRequest, {
      params: { id: second.id },
      body: { reason: 'مبلغ فیش با مبلغ درخواست یکی نیست' },
      token: finance.token,
    });
    expect(refused.json().data).toMatchObject({ state: 'rejected', transaction_id: null });
    expect(await balanceOf(api, member.token)).toBe(25_000_000);
    const rejectedList = await api().call(endpoints.adminListCreditRequests, {
      query: { state: 'rejected' },
      token: finance.token,
    });
    expect(rejectedList.json().data.find((r: { id: number }) => r.id === second.id).review_note).toBe(
      'مبلغ فیش با مبلغ درخواست یکی نیست',
    );

    const noReason = await api().call(endpoints.adminAdjustCredit, {
      body: { member_id: member.memberId, amount: -1_000_000 },
      token: finance.token,
    });
    expect(noReason.statusCode).toBe(400);
    const tooMuch = await api().call(endpoints.adminAdjustCredit, {
      body: { member_id: member.memberId, amount: -30_000_000, reason: 'برگشت واریز تکراری' },
      token: finance.token,
    });
    expect(tooMuch.statusCode).toBe(409);
    const adjusted = await api().call(endpoints.adminAdjustCredit, {
      body: { member_id: member.memberId, amount: -5_000_000, reason: 'برگشت واریز تکراری' },
      token: finance.token,
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(adjusted.json().data.balance_after).toBe(20_000_000);
    expect(await balanceOf(api, member.token)).toBe(20_000_000);

    const entries = await auditOf(api, { staff_id: finance.staffId });
    expect(entries.map((e) => e.action)).toEqual([
      'adminAdjustCredit',
      'adminRefuseCreditRequest',
      'adminApproveCreditRequest',
    ]);
    expect(entries[2].before).toMatchObject({ state: 'pending', value: 25_000_000 });
    expect(entries[0]).toMatchObject({ note: 'برگشت واریز تکراری', before: { balance: 25_000_000 } });
  });

  it('settles concurrent desk clicks once: one approval credits once, one confirmation SMSes once (PostgreSQL)', async () => {
    if (backend !== 'postgres') return;
    const member = await signIn(api);
    const finance = await staffToken(api, 'finance');
    const deposit = { value: 9_000_000, type_code: 2, cheque_date: '2026-11-21', deposit_source: 'بانک صادرات' };
    const request = (
      await api().call(creditMemberEndpoints.offlineIncrease, { token: member.token, body: deposit })
    ).json().data;
    const approvals = await Promise.all(
      Array.from({ length: 6 }, () =>
        api().call(endpoints.adminApproveCreditRequest, { params: { id: request.id }, token: finance.token }),
      ),
    );
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await balanceOf(api, member.token)).toBe(9_000_000);
    expect(await auditOf(api, { action: 'adminApproveCreditRequest', entity_id: String(request.id) })).toHaveLength(1);

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

  it('dashboard: today’s revenue rises by a paid booking, pending top-ups by a request; 30 days oldest first', async () => {
    const { token } = await staffToken(api, 'admin');
    const read = async () => (await api().call(endpoints.adminDashboard, { token })).json().data;
    const before = await read();
    expect(before.revenue).toHaveLength(30);
    expect(before.revenue.at(-1).date).toBe(before.today);
    const { member, order } = await paidBooking(api, 'IR 721', 8);
    await api().call(creditMemberEndpoints.offlineIncrease, {
      token: member.token,
      body: { value: 3_000_000, type_code: 2, cheque_date: '2026-11-22', deposit_source: 'بانک ملی' },
    });
    const after = await read();
    expect(after.revenue.at(-1).amount - before.revenue.at(-1).amount).toBe(order.total_price);
    expect(after.revenue.at(-1).orders - before.revenue.at(-1).orders).toBe(1);
    expect(after.pending_topups - before.pending_topups).toBe(1);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    await auditOf(api, {});
    const entries = await auditOf(api, { action: 'adminApproveCreditRequest' });
    expect(entries.length).toBeGreaterThan(0);
    await expect(api().app.db.execute(sql`update audit_log set note = 'x'`)).rejects.toThrow();
    await expect(api().app.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    if (backend === 'postgres')
      expect((await auditOf(api, { action: 'adminApproveCreditRequest' })).length).toBe(entries.length);
  });
});
