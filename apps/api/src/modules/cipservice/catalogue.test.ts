import { cipserviceEndpoints as ep, type FlightBriefView, type FlightServicesAnswer } from '@vip/contract';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { memberClient } from '../member/test-util';
import { DEMO_MEMBER_MOBILE } from '../store/seed';
import { tehranDate } from './schedule';

type Flights = { data: FlightBriefView[]; paging: { total: number; has_more: boolean } };

describeEachBackend('CIP catalogue', (api) => {
  it('lists real airports with IATA codes, Persian and English names and terminals', async () => {
    const res = await api().call(ep.listAirports);
    expect(res.statusCode).toBe(200);
    const iatas = res.json().data.map((a: { iata: string }) => a.iata);
    for (const code of ['IKA', 'THR', 'MHD', 'SYZ', 'IFN', 'TBZ', 'KIH', 'AWZ', 'BND', 'IST', 'DXB', 'DOH', 'NJF']) {
      expect(iatas).toContain(code);
    }
    const ika = res.json().data.find((a: { iata: string }) => a.iata === 'IKA');
    expect(ika.title).toContain('امام خمینی');
    expect(ika.title_en).toBe('Imam Khomeini International Airport');
    expect(ika.terminals.map((t: { title: string }) => t.title)).toContain('ترمینال سلام');
    const served = (await api().call(ep.listAirports, { query: { served: 'true' } })).json();
    expect(served.data.every((a: { country_code: string }) => a.country_code === 'IR')).toBe(true);
    const byName = (await api().call(ep.listAirports, { query: { search_text: 'مشهد' } })).json();
    expect(byName.data.map((a: { iata: string }) => a.iata)).toEqual(['MHD']);
  });

  it('always has tens of flights a day at IKA and THR on rolling dates, today and two months ahead', async () => {
    for (const days of [1, 30, 59]) {
      const date = tehranDate(new Date(), days);
      for (const airport of ['IKA', 'THR']) {
        const res = await api().call(ep.listBriefFlights, { query: { date, searchtext: airport, limit: 100 } });
        expect(res.statusCode).toBe(200);
        const body = res.json() as Flights;
        expect(body.paging.total).toBeGreaterThanOrEqual(20);
        for (const f of body.data) {
          expect(f.date).toBe(date);
          expect([f.origin.iata, f.destination.iata]).toContain(airport);
        }
      }
    }
  });

  it('never gives two flights of a day the same number', async () => {
    const date = tehranDate(new Date(), 10);
    const seen: string[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = (await api().call(ep.listBriefFlights, { query: { date, limit: 100, offset } })).json() as Flights;
      seen.push(...page.data.map((f) => f.flight_number));
      if (!page.paging.has_more) break;
    }
    expect(seen.length).toBeGreaterThan(60);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('searches flight number, airline and airport in Persian or English, folding Arabic letters and digits', async () => {
    const date = tehranDate(new Date(), 7);
    const search = async (searchtext: string) =>
      ((await api().call(ep.listBriefFlights, { query: { date, searchtext, limit: 100 } })).json() as Flights).data;
    const byNumber = await search('IR 721');
    expect(byNumber.map((f) => f.flight_number)).toEqual(['IR 721']);
    expect(byNumber[0].airline.title_en).toBe('Iran Air');
    expect(byNumber[0].origin.iata).toBe('IKA');
    expect(byNumber[0].destination.iata).toBe('IST');
    expect((await search('ir721')).map((f) => f.flight_number)).toEqual(['IR 721']);
    // «کیش» typed with Arabic kaf and yeh, and Persian digits.
    const kish = await search('كيش ایر ۷۰۱۱');
    expect(kish.map((f) => f.flight_number)).toEqual(['Y9 7011']);
    const emirates = await search('Emirates دبی');
    expect(emirates.length).toBeGreaterThan(0);
    expect(emirates.every((f) => f.airline.iata === 'EK')).toBe(true);
    expect(await search('پرواز-ناموجود-۹۹')).toEqual([]);
  });

  it('finds «ایران‌ایر» written with the zero-width non-joiner (the standard spelling) as it finds «هما»', async () => {
    const date = tehranDate(new Date(), 7);
    const search = async (searchtext: string) =>
      ((await api().call(ep.listBriefFlights, { query: { date, searchtext, limit: 100 } })).json() as Flights).data;
    const homa = await search('هما');
    expect(homa.length).toBeGreaterThan(0);
    const iranAir = await search('ایران\u200cایر');
    expect(iranAir.map((f) => f.id).sort()).toEqual(homa.map((f) => f.id).sort());
    expect(iranAir.every((f) => f.airline.title_en === 'Iran Air')).toBe(true);
    expect((await search('ایران\u200cایر ۷۲۱')).map((f) => f.flight_number)).toEqual(['IR 721']);
  });

  it('sorts by departure time by default and pages', async () => {
    const date = tehranDate(new Date(), 3);
    const first = (await api().call(ep.listBriefFlights, { query: { date, limit: 10 } })).json() as Flights;
    const times = first.data.map((f) => f.origin.at);
    expect(times).toEqual([...times].sort());
    expect(first.paging.has_more).toBe(true);
    const second = (
      await api().call(ep.listBriefFlights, { query: { date, limit: 10, offset: 10 } })
    ).json() as Flights;
    expect(second.data.some((f) => first.data.some((g) => g.id === f.id))).toBe(false);
    const bad = await api().call(ep.listBriefFlights, { query: { date, sort: 'price' } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a bad date with a Persian 400 and an unknown flight with 404', async () => {
    for (const date of ['1403-13-40', '2026/01/02', 'tomorrow', '2026-02-30']) {
      const res = await api().call(ep.listBriefFlights, { query: { date } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error_message).toMatch(/[\u0600-\u06ff]/);
      expect(res.json().errors[0].field).toBe('date');
    }
    const missing = await api().call(ep.listBriefFlights);
    expect(missing.statusCode).toBe(400);
    const unknown = await api().call(ep.getFlightServices, { params: { id: 99_999_999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message).toBe('پرواز پیدا نشد.');
  });

  it('gives a flight its services per side with tariffs per age type, extras, suites and transfers', async () => {
    const date = tehranDate(new Date(), 5);
    const [flight] = (
      (await api().call(ep.listBriefFlights, { query: { date, searchtext: 'IR 721' } })).json() as Flights
    ).data;
    const res = await api().call(ep.getFlightServices, { params: { id: flight.id } });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as FlightServicesAnswer;
    expect(data.flight.id).toBe(flight.id);
    // IKA → IST: services at IKA for the departure, none at Istanbul (not served) for the arrival.
    expect(data.arrival).toEqual([]);
    const types = data.departure.map((s) => s.service_type).sort();
    expect(types).toEqual([0, 1, 2]);
    const cip = data.departure.find((s) => s.service_type === 2)!;
    expect(cip.airport_id).toBe(flight.origin.airport_id);
    expect(cip.tariff.passenger.adult).toBeGreaterThan(cip.tariff.passenger.child);
    expect(cip.tariff.passenger.child).toBeGreaterThan(cip.tariff.passenger.infant);
    expect(cip.tariff.wheelchair.outdoor).toBeGreaterThan(0);
    expect(cip.tariff.parking.hourly).toBeGreaterThan(0);
    // What one place at the main price covers: the wizard says it beside the price.
    expect(cip.tariff.parking.included_hours).toBe(4);
    expect(cip.suites.map((s) => s.title).join(' ')).toContain('اتاق کنفرانس');
    expect(cip.transfers.length).toBeGreaterThanOrEqual(2);
    expect(cip.capacity_left).toBe(40);
    expect(cip.meeting_point).not.toBe('');

    const transfers = await api().call(ep.listTransfers, { query: { service_id: cip.id } });
    expect(
      transfers
        .json()
        .data.map((t: { id: number }) => t.id)
        .sort(),
    ).toEqual(cip.transfers.map((t) => t.id).sort());
    const returning = (
      (await api().call(ep.listBriefFlights, { query: { date, searchtext: 'IR 722' } })).json() as Flights
    ).data[0];
    const back = (
      await api().call(ep.getFlightServices, { params: { id: returning.id } })
    ).json() as FlightServicesAnswer;
    expect(back.data.departure).toEqual([]);
    expect(back.data.arrival.map((s) => s.service_type)).toContain(2);
  });

  it('gives the demo member upcoming bookings: confirmed with a voucher, a paid round trip, an expired one', async () => {
    const demo = await memberClient(api).signInMobile(DEMO_MEMBER_MOBILE);
    const list = (
      await api().call(ep.listCipOrders, { token: demo.access_token, query: { sort: 'first_flight_at' } })
    ).json();
    // Sorted by the first flight, soonest first.
    const firstFlights = list.data.map((o: { first_flight_at: string }) => new Date(o.first_flight_at).getTime());
    expect(firstFlights).toEqual([...firstFlights].sort((a, b) => a - b));
    const statuses = list.data.map((o: { status: number }) => o.status).sort();
    // [3, 4, 5] plus, when a served flight leaves within its cut-off of the seed, a paid booking awaiting the provider.
    expect([
      [3, 4, 5],
      [3, 4, 4, 5],
    ]).toContainEqual(statuses);
    for (const o of list.data as { id: number; status: number; editable: boolean }[]) {
      const detail = (await api().call(ep.getCipOrder, { params: { id: o.id }, token: demo.access_token })).json().data;
      if (o.status === 3) continue;
      if (new Date(detail.editable_until).getTime() > Date.now()) expect(detail.cancellation.allowed).toBe(true);
      else {
        expect(detail.editable).toBe(false);
        expect(detail.cancellation.allowed).toBe(false);
        expect(detail.cancellation.reason).toMatch(/مهلت لغو/);
        const refused = await api().call(ep.cancelCipOrder, {
          params: { id: o.id },
          body: {},
          token: demo.access_token,
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error_message).toMatch(/مهلت لغو/);
      }
    }
    const confirmed = list.data.find((o: { status: number }) => o.status === 5);
    expect(confirmed).toBeDefined();
    expect(confirmed.flights[0].flight_number).toBe('IR 721');
    expect(new Date(confirmed.first_flight_at).getTime()).toBeGreaterThan(Date.now());
    const voucher = await api().call(ep.getCipVoucher, {
      params: { reference: confirmed.reference },
      token: demo.access_token,
    });
    expect(voucher.statusCode).toBe(200);
    const roundTrip = list.data.find((o: { flights: unknown[] }) => o.flights.length === 2);
    expect(roundTrip.flights.map((f: { order_type: number }) => f.order_type)).toEqual([0, 1]);
    const saved = (await api().call(ep.listCipPassengers, { token: demo.access_token })).json();
    expect(saved.paging.total).toBe(3);
  });
});
