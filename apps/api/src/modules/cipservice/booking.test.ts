import {
  type CipOrder,
  type CipOrderBody,
  cipOrderBody,
  cipserviceEndpoints as ep,
  PAYMENT_RESULT_PATH,
  toFlightService,
} from '@vip/contract';
import { AgeType, flightOrderTotal, Nationality, OrderStatus, PaymentStatus } from '@vip/domain';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { outbox } from '../../outbox/schema';
import { members } from '../member/schema';
import { shopClient } from '../store/test-util';
import { createCipOrder } from './booking';
import { holdLimitsOf } from './holds';
import { cipCapacity } from './schema';
import {
  bookingBody,
  cipOf,
  flightPricing,
  flightWithServices,
  passenger,
  roundTripBody,
  servicesAmount,
  signIn,
  topUp,
} from './test-util';

describeEachBackend('CIP booking', (api) => {
  it('books a departure for two adults and an infant with wheelchair and parking at the price the site previews', async () => {
    const { token } = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'IR 721');
    const cip = cipOf(services.departure);
    const extras = { wheelchair_count: 1, parking_count: 1, parking_additional_hours: 3 };
    const persons = [passenger(), passenger(), passenger(AgeType.infant)];
    const body = {
      ...bookingBody(flight.id, [{ reservation_type: 0, service_id: cip.id, ...extras }], persons),
      client_total: 1,
    };
    const res = await api().call(ep.createCipOrder, { body, token });
    expect(res.statusCode).toBe(201);
    const { data, client_total_matches } = res.json() as { data: CipOrder; client_total_matches: boolean };
    // The client's number is ignored; the bill is the domain function over the database tariff.
    expect(client_total_matches).toBe(false);
    const preview = flightOrderTotal({
      reservations: {
        Departure: {
          service: toFlightService(cip),
          visaCount: 0,
          suiteList: [],
          wheelchairCount: 1,
          parkingCount: 1,
          parkingAdditionalHours: 3,
          petCount: 0,
          greeterAttendantList: [],
          transferItem: null,
        },
        Arrival: {
          service: null,
          visaCount: 0,
          suiteList: [],
          wheelchairCount: 0,
          parkingCount: 0,
          parkingAdditionalHours: 0,
          petCount: 0,
          greeterAttendantList: [],
          transferItem: null,
        },
      },
      passengerInfo: { adultsCount: 2, childrenCount: 0, infantsCount: 1 },
      flightBrief: flightPricing(flight),
    });
    expect(data.total_price).toBe(preview.total);
    expect(data.bill.total).toBe(data.total_price);
    expect(data.bill.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(data.total_price);
    expect(data.bill.lines.at(-1)).toMatchObject({ kind: 'vat', title: 'مالیات بر ارزش افزوده (۱۰٪)' });
    // IKA to Istanbul is an international flight: the Iranian passengers pay the international fare.
    expect(flight.international).toBe(true);
    const fare = cip.tariff.fares!.iranian.international;
    expect(servicesAmount(data.flight_orders[0].reservations[0])).toBe(
      2 * fare.adult +
        fare.infant +
        cip.tariff.wheelchair.outdoor +
        cip.tariff.parking.main +
        3 * cip.tariff.parking.hourly,
    );
    expect(data.reference).toMatch(/^\d{8}$/);
    expect(data.status).toBe(OrderStatus.newOrder);
    expect(data.payment_status).toBe(PaymentStatus.notPaid);
    expect(data.amount_due).toBe(data.total_price);
    const r = data.flight_orders[0].reservations[0];
    expect(r.passengers.map((p) => p.person_age_type)).toEqual([3, 3, 1]);
    expect(r.wheelchair_count).toBe(1);
    expect(r.parking_hour).toBe(3);
    expect(r.parking_price).toBe(cip.tariff.parking.main + 3 * cip.tariff.parking.hourly);
    expect(r.service.meeting_point).toBe(cip.meeting_point);
    expect(r.lines.map((l) => l.label)).toContain('ویلچر بیرون سالن');
    expect(data.cancellation_policy).toEqual([
      { hours_before: 48, refund_percent: 100 },
      { hours_before: 12, refund_percent: 50 },
    ]);
    expect(data.cancellation).toMatchObject({ allowed: true, refund_percent: 100, refund_amount: 0 });

    const again = await api().call(ep.getCipOrder, { params: { id: data.id }, token });
    expect(again.json().data.total_price).toBe(data.total_price);
    const other = await signIn(api);
    expect((await api().call(ep.getCipOrder, { params: { id: data.id }, token: other.token })).statusCode).toBe(404);
    const services2 = (await flightWithServices(api, 'IR 721')).services;
    expect(cipOf(services2.departure).capacity_left).toBe(cip.capacity_left - 3);
  });

  it('books a round trip with a greeter and a transfer on the arrival side', async () => {
    const { token } = await signIn(api);
    const out = await flightWithServices(api, 'IR 201', 4);
    const back = await flightWithServices(api, 'IR 202', 8);
    const arrivalCip = cipOf(back.services.arrival);
    const transfer = arrivalCip.transfers[1];
    const body = roundTripBody(out, back, {
      arrival: {
        greeter_attendant_list: [{ ...passenger(), role: 2 }],
        transfer: {
          transfer_id: transfer.id,
          address: 'تهران، خیابان ولیعصر، بالاتر از پارک ملت، پلاک ۱۲',
          date: back.flight.destination.date,
          time: '23:30',
          latitude: 35.78,
          longitude: 51.41,
          stop_count: 2,
        },
      },
    });
    const res = await api().call(ep.createCipOrder, { body, token });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as CipOrder;
    expect(data.flight_orders.map((f) => f.order_type)).toEqual([0, 1]);
    const arrival = data.flight_orders[1].reservations[0];
    expect(arrival.greeters).toHaveLength(1);
    expect(arrival.transfer).toMatchObject({ transfer_id: transfer.id, stop_count: 2, latitude: 35.78 });
    expect(servicesAmount(arrival)).toBe(
      arrivalCip.tariff.passenger.adult +
        arrivalCip.tariff.greeter_attendant.adult +
        transfer.service_price +
        2 * transfer.stop_price,
    );
    // A return that leaves before the outbound lands is refused.
    const wrong = structuredClone(body);
    wrong.flight_orders[1].flight_id = out.flight.id;
    wrong.flight_orders[1].reservations = [
      { reservation_type: 0, service_id: cipOf(out.services.departure).id },
    ] as never;
    expect((await api().call(ep.createCipOrder, { body: wrong, token })).statusCode).toBe(400);
  });

  it('refuses a return dated before the outbound with a Persian sentence, and books it once it follows', async () => {
    const { token } = await signIn(api);
    // Each leg is the first day its flight flies within a week of the given day: days 3–9 come before days 15–21.
    const out = await flightWithServices(api, 'IR 201', 15);
    const early = await flightWithServices(api, 'IR 202', 3);
    const res = await api().call(ep.createCipOrder, { body: roundTripBody(out, early), token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toBe('پرواز برگشت باید پس از رسیدن پرواز رفت باشد.');
    expect(res.json().errors).toEqual([
      { field: 'flight_orders', message: 'پرواز برگشت باید پس از رسیدن پرواز رفت باشد.' },
    ]);
    // Nothing was booked: the same traveller books the return after the outbound.
    const later = await flightWithServices(api, 'IR 202', 23);
    const ok = await api().call(ep.createCipOrder, { body: roundTripBody(out, later), token });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('books greeters and attendants given by name alone (a mobile optional), priced as adults and taking places', async () => {
    const { token } = await signIn(api);
    const out = await flightWithServices(api, 'IR 201', 4);
    const back = await flightWithServices(api, 'IR 202', 8);
    const departureCip = cipOf(out.services.departure);
    const arrivalCip = cipOf(back.services.arrival);
    const body = roundTripBody(out, back, {
      departure: { greeter_attendant_list: [{ first_name: 'مینا', last_name: 'کریمی', role: 3 }] },
      arrival: {
        greeter_attendant_list: [
          { first_name: 'رضا', last_name: 'احمدی', mobile: '۰۹۱۲۳۴۵۶۷۸۹', role: 2 },
          { first_name: 'سارا', last_name: 'احمدی', role: 2 },
        ],
      },
    });
    const res = await api().call(ep.createCipOrder, { body, token });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as CipOrder;
    const [departure] = data.flight_orders[0].reservations;
    const [arrival] = data.flight_orders[1].reservations;
    expect(departure.attendants.map((p) => p.first_name)).toEqual(['مینا']);
    expect(arrival.greeters.map((p) => [p.last_name, p.mobile, p.national_code])).toEqual([
      ['احمدی', '09123456789', ''],
      ['احمدی', '', ''],
    ]);
    expect(servicesAmount(arrival)).toBe(
      arrivalCip.tariff.passenger.adult + 2 * arrivalCip.tariff.greeter_attendant.adult,
    );
    const after = await flightWithServices(api, 'IR 202', 8);
    expect(cipOf(after.services.arrival).capacity_left).toBe(arrivalCip.capacity_left - 3);
    expect(servicesAmount(departure)).toBe(
      departureCip.tariff.passenger.adult + departureCip.tariff.greeter_attendant.adult,
    );
    // A name is still required, and a mobile that is sent must be one.
    const nameless = roundTripBody(out, back, {
      arrival: { greeter_attendant_list: [{ first_name: 'رضا', last_name: ' ', role: 2 }] },
    });
    expect((await api().call(ep.createCipOrder, { body: nameless, token })).statusCode).toBe(400);
    const badMobile = roundTripBody(out, back, {
      arrival: { greeter_attendant_list: [{ first_name: 'رضا', last_name: 'احمدی', mobile: '12', role: 2 }] },
    });
    expect((await api().call(ep.createCipOrder, { body: badMobile, token })).statusCode).toBe(400);
  });

  it('says a refused field as a sentence about its person, never its path (errors[] keeps the path)', async () => {
    const { token } = await signIn(api);
    const out = await flightWithServices(api, 'IR 201', 4);
    const back = await flightWithServices(api, 'IR 202', 8);
    const refusal = async (body: unknown) => {
      const res = await api().call(ep.createCipOrder, { body: body as CipOrderBody, token });
      expect(res.statusCode).toBe(400);
      return res.json() as { error_message: string; errors: { field: string; message: string }[] };
    };
    const noLastName = roundTripBody(out, back);
    noLastName.flight_orders[0].passengers = [passenger(), passenger(AgeType.adult, { last_name: ' ' })];
    const first = await refusal(noLastName);
    expect(first.error_message).toBe('مسافر ۲: نام خانوادگی را وارد کنید.');
    expect(first.errors[0]).toEqual({
      field: 'body.flight_orders.0.passengers.1.last_name',
      message: 'نام خانوادگی را وارد کنید.',
    });
    // A value of the wrong type reads as a sentence naming the field, not zod's «می‌بایست string می‌بود».
    const typed = roundTripBody(out, back, {
      arrival: { greeter_attendant_list: [{ first_name: 7, last_name: 'احمدی', role: 2 }] },
    });
    const second = await refusal(typed);
    expect(second.error_message).toBe('پرواز برگشت، خوشامدگو / همراه ۱: مقدار «نام» معتبر نیست.');
    // A field of no person: its message alone.
    const noFlight = roundTripBody(out, back);
    (noFlight.flight_orders[0] as { flight_id: unknown }).flight_id = 'x';
    const third = await refusal(noFlight);
    expect(third.error_message).toBe('مقدار «پرواز» معتبر نیست.');
    for (const r of [first, second, third]) expect(r.error_message).not.toMatch(/body\.|[a-z_]+\.\d/);
  });

  it('comes back from the bank to the result page saying the order is a VIP booking (kind=cip)', async () => {
    const { token } = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'IR 721', 6);
    const created = await api().call(ep.createCipOrder, {
      body: bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id }]),
      token,
    });
    const order = created.json().data as CipOrder;
    const pay = await api().call(ep.payCipOrder, { params: { id: order.id }, body: { use_wallet: false }, token });
    const back = await shopClient(api).bank(pay.json().data.redirect_url, 'pay');
    expect(back.pathname).toBe(PAYMENT_RESULT_PATH);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      order_id: String(order.id),
      kind: 'cip',
      state: 'paid',
    });
  });

  it('comes back from the bank in the language the member booked in (/en/order/payment-result)', async () => {
    const { token, memberId } = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'IR 721', 6);
    const created = await api().call(ep.createCipOrder, {
      body: bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id }]),
      token,
    });
    const order = created.json().data as CipOrder;
    // Booking under /en remembers English as the member's language (rememberLocale); set it as that would.
    await api().app.db.update(members).set({ locale: 'en' }).where(eq(members.id, memberId));
    const pay = await api().call(ep.payCipOrder, { params: { id: order.id }, body: { use_wallet: false }, token });
    const back = await shopClient(api).bank(pay.json().data.redirect_url, 'pay');
    expect(back.pathname).toBe(`/en${PAYMENT_RESULT_PATH}`);
    expect(back.searchParams.get('state')).toBe('paid');
  });

  it('refuses what the rules forbid, in Persian, naming the field', async () => {
    const { token } = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'IR 201', 6);
    const dep = cipOf(services.departure);
    const arr = cipOf(services.arrival);
    const expect400 = async (body: unknown, field: RegExp) => {
      const res = await api().call(ep.createCipOrder, { body, token });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error_message).toMatch(/[\u0600-\u06ff]/);
      expect(
        res
          .json()
          .errors.map((e: { field: string }) => e.field)
          .join(' '),
      ).toMatch(field);
    };
    const badSide = await api().call(ep.createCipOrder, {
      body: bookingBody(flight.id, [{ reservation_type: 7 as 0, service_id: dep.id }]),
      token,
    });
    expect(badSide.statusCode).toBe(400);
    expect(badSide.json().errors[0].message).toBe('نوع رزرو نامعتبر است.');
    // Infants only with an adult.
    await expect400(
      bookingBody(
        flight.id,
        [{ reservation_type: 0, service_id: dep.id }],
        [passenger(AgeType.infant, { mobile: '09121234567' })],
      ),
      /passengers/,
    );
    await expect400(
      bookingBody(
        flight.id,
        [{ reservation_type: 0, service_id: dep.id }],
        [passenger(), passenger(AgeType.infant), passenger(AgeType.infant)],
      ),
      /passengers/,
    );
    // §5: an Iranian's national code, a foreigner's passport number and country.
    await expect400(
      bookingBody(
        flight.id,
        [{ reservation_type: 0, service_id: dep.id }],
        [passenger(AgeType.adult, { national_code: '1234567890' })],
      ),
      /national_code/,
    );
    await expect400(
      bookingBody(
        flight.id,
        [{ reservation_type: 0, service_id: dep.id }],
        [passenger(AgeType.adult, { nationality: Nationality.foreign, national_code: '', country_id: 12 })],
      ),
      /passport_number/,
    );
    // A service of another airport or side, a suite it does not offer, a companion of the wrong role.
    await expect400(bookingBody(flight.id, [{ reservation_type: 0, service_id: arr.id }]), /service_id/);
    await expect400(
      bookingBody(flight.id, [
        { reservation_type: 0, service_id: dep.id, suite_list: [{ suite_id: arr.suites[0].id }] },
      ]),
      /reservations/,
    );
    await expect400(
      bookingBody(flight.id, [
        { reservation_type: 1, service_id: arr.id, greeter_attendant_list: [{ ...passenger(), role: 3 }] },
      ]),
      /greeter_attendant_list/,
    );
    const foreigner = passenger(AgeType.adult, {
      nationality: Nationality.foreign,
      national_code: '',
      passport_number: 'X1234567',
      country_id: 12,
    });
    const ok = await api().call(ep.createCipOrder, {
      body: bookingBody(flight.id, [{ reservation_type: 0, service_id: dep.id }], [passenger(), foreigner]),
      token,
    });
    expect(ok.statusCode).toBe(201);
    expect((await api().call(ep.createCipOrder, { body: bookingBody(flight.id, []), token })).statusCode).toBe(400);
    expect(
      (
        await api().call(ep.createCipOrder, {
          body: bookingBody(99_999_999, [{ reservation_type: 0, service_id: dep.id }]),
          token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api().call(ep.createCipOrder, {
          body: bookingBody(flight.id, [{ reservation_type: 0, service_id: dep.id }]),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('closes bookings at the airport cut-off before the flight', async () => {
    const { memberId } = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'IR 201', 2);
    const body = cipOrderBody.parse(
      bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id }]),
    );
    const departure = new Date(flight.origin.at).getTime();
    const limits = holdLimitsOf(api().config);
    const late = createCipOrder(api().app.db, memberId, body, {
      clientIp: '127.0.0.1',
      now: new Date(departure - 2 * 3_600_000),
      limits,
    });
    await expect(late).rejects.toMatchObject({ statusCode: 409, errorCode: 'booking_closed' });
    await expect(late).rejects.toThrow(/۳|3 ساعت/);
    const inTime = await createCipOrder(api().app.db, memberId, body, {
      clientIp: '127.0.0.1',
      now: new Date(departure - 4 * 3_600_000),
      limits,
    });
    expect(inTime.order.id).toBeGreaterThan(0);
  });

  it('answers a repeated Idempotency-Key with the first booking, and another body with the key with 409', async () => {
    const { token } = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'W5 1061', 9);
    const body = bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id }]);
    const headers = { 'idempotency-key': 'cip-test-key-1' };
    const first = await api().call(ep.createCipOrder, { body, token }, headers);
    const second = await api().call(ep.createCipOrder, { body, token }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    const other = bookingBody(
      flight.id,
      [{ reservation_type: 0, service_id: cipOf(services.departure).id }],
      [passenger(), passenger()],
    );
    const conflict = await api().call(ep.createCipOrder, { body: other, token }, headers);
    expect(conflict.statusCode).toBe(409);
  });

  it('takes exactly the last 5 places of a slot when 50 bookings arrive at once', async () => {
    const { token } = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'IR 433', 12);
    const cip = cipOf(services.departure);
    // Book once so the slot row exists, then leave 5 places.
    const seed = await api().call(ep.createCipOrder, {
      body: bookingBody(flight.id, [{ reservation_type: 0, service_id: cip.id }]),
      token,
    });
    expect(seed.statusCode).toBe(201);
    const db = api().app.db;
    const hour = 3_600_000;
    const slotStart = new Date(Math.floor(new Date(flight.origin.at).getTime() / hour) * hour);
    const thisSlot = and(eq(cipCapacity.serviceId, cip.id), eq(cipCapacity.slotStart, slotStart));
    await db
      .update(cipCapacity)
      .set({ booked: 40 - 5 })
      .where(thisSlot);
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () =>
        api().call(ep.createCipOrder, {
          body: bookingBody(flight.id, [{ reservation_type: 0, service_id: cip.id }]),
          token,
        }),
      ),
    );
    const codes = attempts.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(45);
    expect(attempts.find((r) => r.statusCode === 409)!.json().error_code).toBe('capacity_full');
    const [slot] = await db.select().from(cipCapacity).where(thisSlot);
    expect(slot.booked).toBe(slot.capacity);
    expect(cipOf((await flightWithServices(api, 'IR 433', 12)).services.departure).capacity_left).toBe(0);
  });

  it('pays from the wallet, goes to the provider, shows the voucher (member or signed link) and SMSes', async () => {
    const { token, memberId, mobile } = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'EK 972', 10);
    const created = await api().call(ep.createCipOrder, {
      body: bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id, pet_count: 1 }]),
      token,
    });
    const order = created.json().data as CipOrder;
    expect(order.voucher_available).toBe(false);
    expect((await api().call(ep.getCipVoucher, { params: { reference: order.reference }, token })).statusCode).toBe(
      404,
    );
    await topUp(api().app.db, memberId, order.total_price);
    const pay = await api().call(ep.payCipOrder, { params: { id: order.id }, body: { gateway: 'credit' }, token });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().data.paid).toBe(true);
    const paid = (await api().call(ep.getCipOrder, { params: { id: order.id }, token })).json().data as CipOrder;
    expect(paid.payment_status).toBe(PaymentStatus.paid);
    expect(paid.status).toBe(OrderStatus.providerPending);
    expect(paid.amount_due).toBe(0);
    expect(paid.voucher_available).toBe(true);

    const voucher = await api().call(ep.getCipVoucher, { params: { reference: order.reference }, token });
    expect(voucher.statusCode).toBe(200);
    const v = voucher.json().data;
    expect(v.flights[0].flight.flight_number).toBe('EK 972');
    expect(v.flights[0].reservations[0].meeting_point).not.toBe('');
    expect(v.flights[0].reservations[0].extras).toEqual([{ label: 'حیوان خانگی', count: 1 }]);
    expect(v.flights[0].passengers[0].document).toMatch(/^•+\d{4}$/);
    const url = new URL(v.verify_url);
    expect(url.pathname).toBe(`/cip/voucher/${order.reference}`);
    const sig = url.searchParams.get('sig')!;
    const open = await api().call(ep.verifyCipVoucher, { params: { reference: order.reference }, query: { sig } });
    expect(open.statusCode).toBe(200);
    expect(open.json().data.reference).toBe(order.reference);
    const forged = await api().call(ep.verifyCipVoucher, {
      params: { reference: order.reference },
      query: { sig: `${sig.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(404);
    const other = await signIn(api);
    expect(
      (await api().call(ep.getCipVoucher, { params: { reference: order.reference }, token: other.token })).statusCode,
    ).toBe(404);

    const sms = await api().app.db.select().from(outbox).where(eq(outbox.recipient, mobile));
    expect(sms.some((m) => m.template === 'order-paid' && m.token === order.reference)).toBe(true);
  });
});
