import { type CipOrder, cipserviceEndpoints as ep, type PersonInput } from '@vip/contract';
import { AgeType, OrderStatus, PaymentStatus } from '@vip/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { outbox } from '../../outbox/schema';
import { cipReservations } from './schema';
import { balanceOf } from '../credit/ledger';
import { cancelOrderRecord, SYSTEM } from '../order/service';
import { cancelCipOrder, confirmByProvider, editCipOrder } from './booking';
import { cipOrderEditBody } from '@vip/contract';
import { holdLimitsOf } from './holds';
import { sendDayBeforeReminders } from './notify';
import {
  bookingBody,
  cipOf,
  flightWithServices,
  paidBooking as paidBookingOf,
  passenger,
  roundTripBody,
  signIn,
  payFromWallet,
  topUp,
  charged,
} from './test-util';

const HOUR = 3_600_000;

describeEachBackend('CIP booking after the sale', (api) => {
  /** A paid one-way booking on `flightNumber` `days` ahead, with the given passengers and extras. */
  const paidBooking = (flight: string, days: number, extras?: Record<string, unknown>, persons?: PersonInput[]) =>
    paidBookingOf(api, flight, days, extras, persons);
  const balance = (memberId: number) => balanceOf(api().app.db, memberId);
  const editBody = (order: CipOrder, change: (r: Record<string, unknown>) => Record<string, unknown>) => ({
    reservations: order.flight_orders.flatMap((fo) =>
      fo.reservations.map((r) =>
        change({
          id: r.id,
          passengers: r.passengers.map(({ id: _id, role: _role, ...p }) => p),
          visa_count: r.visa_count,
          wheelchair_count: r.wheelchair_count,
          parking_count: r.parking_count,
          parking_additional_hours: r.parking_hour,
          pet_count: r.pet_count,
        }),
      ),
    ),
  });

  it('an edit that lowers the price refunds the difference to the wallet at once', async () => {
    const { token, memberId, order, cip } = await paidBooking('IR 657', 9, { wheelchair_count: 2, pet_count: 1 });
    expect(await balance(memberId)).toBe(0);
    const res = await api().call(ep.updateCipOrder, {
      params: { id: order.id },
      body: editBody(order, (r) => ({ ...r, wheelchair_count: 0, pet_count: 0 })),
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const drop = charged(order.flight_orders[0].reservations[0], 2 * cip.tariff.wheelchair.outdoor + cip.tariff.pet);
    expect(res.json().settlement).toMatchObject({
      previous_total: order.total_price,
      new_total: order.total_price - drop,
      refunded_to_wallet: drop,
      charged_from_wallet: 0,
    });
    expect(await balance(memberId)).toBe(drop);
    const after = res.json().data as CipOrder;
    expect(after.total_price).toBe(order.total_price - drop);
    expect(after.paid_amount).toBe(after.total_price);
    expect(after.payment_status).toBe(PaymentStatus.paid);
  });

  it('an edit that raises the price takes it from the wallet, or asks for it when the wallet is short', async () => {
    const { token, memberId, order, cip } = await paidBooking('IR 677', 11);
    const body = editBody(order, (r) => ({ ...r, parking_count: 1 }));
    const short = await api().call(ep.updateCipOrder, { params: { id: order.id }, body, token });
    expect(short.statusCode).toBe(409);
    expect(short.json().error_code).toBe('payment_required');
    expect(short.json().error_message).toMatch(/کیف پول/);
    // Nothing changed.
    const same = (await api().call(ep.getCipOrder, { params: { id: order.id }, token })).json().data as CipOrder;
    expect(same.total_price).toBe(order.total_price);
    const parking = charged(order.flight_orders[0].reservations[0], cip.tariff.parking.main);
    // The amount to cover is a number a client can act on (a top-up of that much), not only inside the message.
    expect(short.json().amount_rials).toBe(parking);
    await topUp(api().app.db, memberId, parking);
    const ok = await api().call(ep.updateCipOrder, { params: { id: order.id }, body, token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().settlement.charged_from_wallet).toBe(parking);
    expect(await balance(memberId)).toBe(0);
  });

  it('an edit can add a passenger while places are left and keeps infants with adults', async () => {
    const { token, memberId, order, cip } = await paidBooking('W5 63', 13);
    // IKA to Dubai is international: an Iranian adult's international fare, with the booking's surcharges and VAT.
    const adult = charged(order.flight_orders[0].reservations[0], cip.tariff.fares!.iranian.international.adult);
    await topUp(api().app.db, memberId, adult);
    const more = editBody(order, (r) => ({ ...r, passengers: [...(r.passengers as object[]), passenger()] }));
    const added = await api().call(ep.updateCipOrder, { params: { id: order.id }, body: more, token });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.total_price).toBe(order.total_price + adult);
    expect(added.json().data.flight_orders[0].reservations[0].passengers).toHaveLength(3);
    expect(cipOf((await flightWithServices(api, 'W5 63', 13)).services.departure).capacity_left).toBe(
      cip.capacity_left - 3,
    );
    const infantsOnly = editBody(order, (r) => ({
      ...r,
      passengers: [passenger(AgeType.infant, { mobile: '09121234567' })],
    }));
    const bad = await api().call(ep.updateCipOrder, { params: { id: order.id }, body: infantsOnly, token });
    expect(bad.statusCode).toBe(400);
    const other = await signIn(api);
    const foreign = await api().call(ep.updateCipOrder, {
      params: { id: order.id },
      body: editBody(order, (r) => r),
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    const cancelForeign = await api().call(ep.cancelCipOrder, {
      params: { id: order.id },
      body: {},
      token: other.token,
    });
    expect(cancelForeign.statusCode).toBe(404);
    const payForeign = await api().call(ep.payCipOrder, { params: { id: order.id }, body: {}, token: other.token });
    expect(payForeign.statusCode).toBe(404);
    expect((await api().call(ep.getCipOrder, { params: { id: order.id }, token })).json().data.status).toBe(
      OrderStatus.providerPending,
    );
  });

  it('edits one flight of a round trip alone, and not after the cut-off', async () => {
    const member = await signIn(api);
    const out = await flightWithServices(api, 'IR 311', 17);
    const back = await flightWithServices(api, 'IR 312', 19);
    const body = roundTripBody(out, back, { arrival: { pet_count: 1 } });
    const order = (await api().call(ep.createCipOrder, { body, token: member.token })).json().data as CipOrder;
    const returning = order.flight_orders[1];
    const only = editBody({ ...order, flight_orders: [returning] }, (r) => ({ ...r, pet_count: 0 }));
    const res = await api().call(ep.updateCipOrder, { params: { id: order.id }, body: only, token: member.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.total_price).toBe(
      order.total_price - charged(returning.reservations[0], cipOf(back.services.arrival).tariff.pet),
    );
    expect(res.json().data.flight_orders[0].total_price).toBe(order.flight_orders[0].total_price);
    expect(res.json().settlement.amount_due).toBe(res.json().data.total_price);
    const late = new Date(new Date(out.flight.origin.at).getTime() - HOUR);
    await expect(
      editCipOrder(api().app.db, member.memberId, order.id, cipOrderEditBody.parse(only), {
        limits: holdLimitsOf(api().config),
        now: late,
      }),
    ).rejects.toMatchObject({ statusCode: 409, errorCode: 'edit_closed' });
  });

  it('refuses an edit while a bank payment of the booking is under way', async () => {
    const { token } = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'IR 421', 18);
    const order = (
      await api().call(ep.createCipOrder, {
        body: bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id }]),
        token,
      })
    ).json().data as CipOrder;
    const pay = await api().call(ep.payCipOrder, { params: { id: order.id }, body: { use_wallet: false }, token });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().data.redirect_url).toBeTruthy();
    const res = await api().call(ep.updateCipOrder, {
      params: { id: order.id },
      body: editBody(order, (r) => ({ ...r, pet_count: 1 })),
      token,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_code).toBe('payment_in_progress');
  });

  it('cancels by the policy: all back at 48 h or more, half at 12 h, refused after the cut-off', async () => {
    const full = await paidBooking('QR 491', 6);
    const preview = full.order.cancellation;
    expect(preview).toMatchObject({ allowed: true, refund_percent: 100, refund_amount: full.order.total_price });
    const res = await api().call(ep.cancelCipOrder, {
      params: { id: full.order.id },
      body: { reason: 'تغییر برنامه سفر' },
      token: full.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refunded_to_wallet).toBe(full.order.total_price);
    expect(res.json().data.status).toBe(OrderStatus.canceled);
    expect(res.json().data.payment_status).toBe(PaymentStatus.refunded);
    expect(await balance(full.memberId)).toBe(full.order.total_price);
    // The places came back.
    const cap = cipOf((await flightWithServices(api, 'QR 491', 6)).services.departure).capacity_left;
    expect(cap).toBe(full.cip.capacity_left);
    const sms = await api().app.db.select().from(outbox).where(eq(outbox.template, 'cip-canceled'));
    expect(sms.some((m) => m.token === full.order.reference && m.body.includes('کیف پول'))).toBe(true);
    expect(
      (await api().call(ep.cancelCipOrder, { params: { id: full.order.id }, body: {}, token: full.token })).statusCode,
    ).toBe(409);

    const half = await paidBooking('IR 761', 7);
    const departure = new Date(half.flight.origin.at).getTime();
    const { refunded } = await cancelCipOrder(
      api().app.db,
      half.memberId,
      half.order.id,
      undefined,
      new Date(departure - 20 * HOUR),
    );
    expect(refunded).toBe(Math.floor(half.order.total_price / 2));
    expect(await balance(half.memberId)).toBe(refunded);

    const late = await paidBooking('W5 5112', 7);
    const lateAt = new Date(new Date(late.flight.origin.at).getTime() - 2 * HOUR);
    await expect(cancelCipOrder(api().app.db, late.memberId, late.order.id, undefined, lateAt)).rejects.toMatchObject({
      statusCode: 409,
      errorCode: 'cancellation_refused',
      message: expect.stringMatching(/مهلت لغو/),
    });
  });

  it('an edit refunds what it removes at the policy share of that moment, so edit + cancel never beat the policy', async () => {
    const limits = holdLimitsOf(api().config);
    const db = api().app.db;
    // Inside the 50% window: lowering 2 wheelchairs + a pet, then cancelling, gives back half in all (not 87.5%).
    const half = await paidBooking('IR 761', 8, { wheelchair_count: 2, pet_count: 1 });
    const departure = new Date(half.flight.origin.at).getTime();
    const body = cipOrderEditBody.parse(editBody(half.order, (r) => ({ ...r, wheelchair_count: 0, pet_count: 0 })));
    const at = new Date(departure - 20 * HOUR);
    const preview = await editCipOrder(db, half.memberId, half.order.id, body, { limits, now: at, preview: true });
    const removed = charged(
      half.order.flight_orders[0].reservations[0],
      2 * half.cip.tariff.wheelchair.outdoor + half.cip.tariff.pet,
    );
    expect(preview.settlement).toMatchObject({
      removed_amount: removed,
      refund_percent: 50,
      refunded_to_wallet: Math.floor(removed / 2),
      kept_amount: removed - Math.floor(removed / 2),
    });
    expect(preview.settlement.summary).toContain('۵۰٪ مبلغ حذف‌شده');
    // The preview saved nothing.
    expect(await balance(half.memberId)).toBe(0);
    const unchanged = (await api().call(ep.getCipOrder, { params: { id: half.order.id }, token: half.token })).json();
    expect(unchanged.data.total_price).toBe(half.order.total_price);
    const edited = await editCipOrder(db, half.memberId, half.order.id, body, { limits, now: at });
    expect(edited.settlement).toEqual(preview.settlement);
    expect(await balance(half.memberId)).toBe(Math.floor(removed / 2));
    const { refunded } = await cancelCipOrder(
      db,
      half.memberId,
      half.order.id,
      undefined,
      new Date(departure - 19 * HOUR),
    );
    expect(refunded).toBe(Math.floor((half.order.total_price - removed) / 2));
    const back = await balance(half.memberId);
    expect(back).toBeLessThanOrEqual(Math.floor(half.order.total_price / 2));
    expect(back).toBeGreaterThanOrEqual(Math.floor(half.order.total_price / 2) - 1);

    // Inside the 0% window (after 12 h, before the cut-off): removing a passenger gives nothing back, nor does cancelling.
    const none = await paidBooking('W5 1061', 8, {}, [passenger(), passenger(), passenger()]);
    const noneAt = new Date(new Date(none.flight.origin.at).getTime() - 6 * HOUR);
    const fewer = cipOrderEditBody.parse(
      editBody(none.order, (r) => ({ ...r, passengers: (r.passengers as object[]).slice(0, 1) })),
    );
    const cut = await editCipOrder(db, none.memberId, none.order.id, fewer, { limits, now: noneAt });
    expect(cut.settlement).toMatchObject({ refund_percent: 0, refunded_to_wallet: 0 });
    expect(cut.settlement.removed_amount).toBe(
      charged(none.order.flight_orders[0].reservations[0], 2 * none.cip.tariff.passenger.adult),
    );
    expect(cut.settlement.summary).toContain('چیزی به کیف پول برنمی‌گردد');
    expect((await cancelCipOrder(db, none.memberId, none.order.id, undefined, noneAt)).refunded).toBe(0);
    expect(await balance(none.memberId)).toBe(0);
  });

  it('money paid for a raise and removed later comes back at the share of the moment it leaves', async () => {
    const limits = holdLimitsOf(api().config);
    const db = api().app.db;
    const { memberId, order, cip, flight } = await paidBooking('IR 657', 10);
    const departure = new Date(flight.origin.at).getTime();
    const parking = charged(order.flight_orders[0].reservations[0], cip.tariff.parking.main);
    await topUp(db, memberId, parking);
    const raise = cipOrderEditBody.parse(editBody(order, (r) => ({ ...r, parking_count: 1 })));
    const raised = await editCipOrder(db, memberId, order.id, raise, { limits, now: new Date(departure - 72 * HOUR) });
    expect(raised.settlement.charged_from_wallet).toBe(parking);
    const lower = cipOrderEditBody.parse(editBody(order, (r) => ({ ...r, parking_count: 0 })));
    const lowered = await editCipOrder(db, memberId, order.id, lower, { limits, now: new Date(departure - 30 * HOUR) });
    expect(lowered.settlement.refunded_to_wallet).toBe(Math.floor(parking / 2));
    // Raising again is paid in full: what the policy kept is not spent on it (it would leave a second time).
    await topUp(db, memberId, parking);
    const again = await editCipOrder(db, memberId, order.id, raise, { limits, now: new Date(departure - 29 * HOUR) });
    expect(again.settlement.charged_from_wallet).toBe(parking);
    const { refunded } = await cancelCipOrder(db, memberId, order.id, undefined, new Date(departure - 28 * HOUR));
    expect(refunded).toBe(Math.floor((order.total_price + parking) / 2));
    // Back: half the parking removed at 30 h and half of everything at 28 h; nothing twice.
    expect(await balance(memberId)).toBe(Math.floor(parking / 2) + refunded);
  });

  it('the edit preview answers over HTTP what saving would do, in Persian, and saves nothing', async () => {
    const { token, memberId, order, cip } = await paidBooking('IR 677', 12, { pet_count: 1 });
    const body = editBody(order, (r) => ({ ...r, pet_count: 0 }));
    const res = await api().call(ep.previewCipOrderEdit, { params: { id: order.id }, body, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      previous_total: order.total_price,
      new_total: order.total_price - charged(order.flight_orders[0].reservations[0], cip.tariff.pet),
      refund_percent: 100,
      refunded_to_wallet: charged(order.flight_orders[0].reservations[0], cip.tariff.pet),
    });
    expect(res.json().data.summary).toContain('۱۰۰٪ مبلغ حذف‌شده');
    expect(await balance(memberId)).toBe(0);
    // A raise the wallet cannot cover is refused by the preview as by the edit, naming the amount.
    const short = await api().call(ep.previewCipOrderEdit, {
      params: { id: order.id },
      body: editBody(order, (r) => ({ ...r, pet_count: 2 })),
      token,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().error_code).toBe('payment_required');
    const other = await signIn(api);
    expect(
      (await api().call(ep.previewCipOrderEdit, { params: { id: order.id }, body, token: other.token })).statusCode,
    ).toBe(404);
  });

  it('once a side is checked in, the booking cannot be cancelled for a refund nor that side edited', async () => {
    const member = await signIn(api);
    const out = await flightWithServices(api, 'IR 311', 22);
    const back = await flightWithServices(api, 'IR 312', 24);
    const created = await api().call(ep.createCipOrder, {
      body: roundTripBody(out, back, { departure: { wheelchair_count: 1 }, arrival: { pet_count: 1 } }),
      token: member.token,
    });
    const order = created.json().data as CipOrder;
    await payFromWallet(api, member, order);
    await confirmByProvider(api().app.db, order.id, { actor: 'staff', actorId: 1 });
    // The desk received the travellers of the departure side (early, before the cut-off).
    const departureSide = order.flight_orders[0].reservations[0];
    await api()
      .app.db.update(cipReservations)
      .set({ checkedInAt: new Date() })
      .where(eq(cipReservations.id, departureSide.id));
    const seen = (await api().call(ep.getCipOrder, { params: { id: order.id }, token: member.token })).json()
      .data as CipOrder;
    expect(seen.cancellation).toMatchObject({ allowed: false, refund_amount: 0 });
    const cancel = await api().call(ep.cancelCipOrder, { params: { id: order.id }, body: {}, token: member.token });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error_message).toContain('پذیرش شده');
    const servedEdit = await api().call(ep.updateCipOrder, {
      params: { id: order.id },
      body: editBody(seen, (r) => (r.id === departureSide.id ? { ...r, wheelchair_count: 0 } : r)),
      token: member.token,
    });
    expect(servedEdit.statusCode).toBe(409);
    expect(servedEdit.json().error_code).toBe('already_served');
    // The side not yet served can still change, with the served one sent back as it is.
    const arrivalEdit = await api().call(ep.updateCipOrder, {
      params: { id: order.id },
      body: editBody(seen, (r) => (r.id === departureSide.id ? r : { ...r, pet_count: 0 })),
      token: member.token,
    });
    expect(arrivalEdit.statusCode, arrivalEdit.body).toBe(200);
    const pet = charged(order.flight_orders[1].reservations[0], cipOf(back.services.arrival).tariff.pet);
    expect(arrivalEdit.json().settlement.refunded_to_wallet).toBe(pet);
    expect(await balance(member.memberId)).toBe(pet);
  });

  it('refunds a cancellation once however many cancel requests arrive at once', async () => {
    const { token, memberId, order } = await paidBooking('IR 721', 21);
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () => api().call(ep.cancelCipOrder, { params: { id: order.id }, body: {}, token })),
    );
    expect(attempts.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(attempts.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await balance(memberId)).toBe(order.total_price);
  });

  it('the provider confirmation and the day-before reminder are sent once through the outbox', async () => {
    const { order, flight, mobile } = await paidBooking('TK 879', 15);
    expect(order.status).toBe(OrderStatus.providerPending);
    const confirmed = await confirmByProvider(api().app.db, order.id, { actor: 'staff', actorId: 1 });
    expect(confirmed.status).toBe(OrderStatus.providerConfirmed);
    const dayBefore = new Date(new Date(flight.origin.at).getTime() - 20 * HOUR);
    expect(await sendDayBeforeReminders(api().app.db, new Date(dayBefore.getTime() - 10 * HOUR))).toBe(0);
    expect(await sendDayBeforeReminders(api().app.db, dayBefore)).toBeGreaterThanOrEqual(1);
    expect(await sendDayBeforeReminders(api().app.db, dayBefore)).toBe(0);
    const mine = await api().app.db.select().from(outbox).where(eq(outbox.recipient, mobile));
    expect(mine.filter((m) => m.template === 'cip-confirmed')).toHaveLength(1);
    const reminders = mine.filter((m) => m.template === 'cip-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].body).toContain('TK 879');
  });

  it('an unpaid booking cancelled by the orders core (expiry) gives its places back', async () => {
    const { token } = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'EP 3207', 20);
    const cip = cipOf(services.departure);
    const created = (
      await api().call(ep.createCipOrder, {
        body: bookingBody(
          flight.id,
          [{ reservation_type: 0, service_id: cip.id }],
          [passenger(), passenger(), passenger()],
        ),
        token,
      })
    ).json().data as CipOrder;
    expect(cipOf((await flightWithServices(api, 'EP 3207', 20)).services.departure).capacity_left).toBe(
      cip.capacity_left - 3,
    );
    await api().app.db.transaction((tx) => cancelOrderRecord(tx, created.id, SYSTEM, 'پایان مهلت پرداخت'));
    expect(cipOf((await flightWithServices(api, 'EP 3207', 20)).services.departure).capacity_left).toBe(
      cip.capacity_left,
    );
  });

  it('lists only the member own bookings, searchable by reference and flight number', async () => {
    const a = await paidBooking('IR 669', 16);
    const list = await api().call(ep.listCipOrders, { token: a.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((o: { id: number }) => o.id)).toEqual([a.order.id]);
    expect(list.json().data[0].flights[0]).toMatchObject({
      flight_number: 'IR 669',
      origin: 'شیراز',
      destination: 'دبی',
    });
    const byRef = await api().call(ep.listCipOrders, { query: { search_text: a.order.reference }, token: a.token });
    expect(byRef.json().paging.total).toBe(1);
    const byFlight = await api().call(ep.listCipOrders, { query: { search_text: 'IR 669' }, token: a.token });
    expect(byFlight.json().paging.total).toBe(1);
    const none = await api().call(ep.listCipOrders, { query: { search_text: 'EK' }, token: a.token });
    expect(none.json().paging.total).toBe(0);
    expect((await api().call(ep.listCipOrders)).statusCode).toBe(401);
  });

  it('keeps a member saved passengers, each visible and editable only by its member', async () => {
    const { token } = await signIn(api);
    const other = await signIn(api);
    const created = await api().call(ep.createCipPassenger, { body: passenger(AgeType.child), token });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const bad = await api().call(ep.createCipPassenger, {
      body: passenger(AgeType.adult, { national_code: '0000000000' }),
      token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toContain('national_code');
    const updated = await api().call(ep.updateCipPassenger, {
      params: { id },
      body: { ...passenger(AgeType.child), first_name: 'آرش' },
      token,
    });
    expect(updated.json().data.first_name).toBe('آرش');
    expect((await api().call(ep.listCipPassengers, { token })).json().data.map((p: { id: number }) => p.id)).toEqual([
      id,
    ]);
    expect((await api().call(ep.listCipPassengers, { token: other.token })).json().data).toEqual([]);
    expect(
      (await api().call(ep.updateCipPassenger, { params: { id }, body: passenger(), token: other.token })).statusCode,
    ).toBe(404);
    expect((await api().call(ep.deleteCipPassenger, { params: { id }, token: other.token })).statusCode).toBe(404);
    expect((await api().call(ep.deleteCipPassenger, { params: { id }, token })).statusCode).toBe(204);
    expect((await api().call(ep.listCipPassengers, { token })).json().data).toEqual([]);
  });
});
