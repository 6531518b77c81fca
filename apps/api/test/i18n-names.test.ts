// The catalogue under /en/ and /ar/: airports, terminals, airlines, services, suites, transfers and countries are
// named in the reader's language (Persian where a name is not translated), the rest of the answer unchanged.
import {
  api as api_,
  type EndpointDef,
  type FlightBriefView,
  type FlightServicesAnswer,
  type Lang,
  localizedPath,
  cipserviceEndpoints as ep,
  sitememberEndpoints as places,
} from '@vip/contract';
import { ServiceType } from '@vip/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cipAirports, cipServices } from '../src/modules/cipservice/schema';
import { seedCatalogueTranslations } from '../src/modules/cipservice/seed-translations';
import { tehranDate } from '../src/modules/cipservice/schedule';
import { staffToken } from '../src/modules/admin/test-util';
import { paidBooking } from '../src/modules/cipservice/test-util';
import { describeEachBackend, injectCall, type TestCallInput } from './helpers';

type Airport = { iata: string; title: string; title_en: string; city: string; terminals: { title: string }[] };

describeEachBackend('catalogue names by language', (api) => {
  const callIn = (lang: Lang, endpoint: EndpointDef, input?: TestCallInput) =>
    injectCall(api().app, { ...endpoint, path: localizedPath(endpoint.path, lang) }, input);
  const airport = async (lang: Lang, iata: string) => {
    const res = await callIn(lang, ep.listAirports, { query: { limit: 50 } });
    expect(res.statusCode).toBe(200);
    return (res.json().data as Airport[]).find((a) => a.iata === iata)!;
  };

  it('names an airport, its city and terminals in Persian, English or Arabic by the path', async () => {
    const fa = await airport('fa', 'IKA');
    expect(fa.title).toContain('امام خمینی');
    expect(fa.terminals.map((t) => t.title)).toContain('ترمینال سلام');
    const en = await airport('en', 'IKA');
    expect(en).toMatchObject({ title: 'Imam Khomeini International Airport', city: 'Tehran' });
    expect(en.terminals.map((t) => t.title)).toContain('Salam Terminal');
    const ar = await airport('ar', 'IKA');
    expect(ar).toMatchObject({ title: 'مطار الإمام الخميني الدولي', city: 'طهران' });
    expect(ar.terminals.map((t) => t.title)).toContain('صالة السلام');
    expect((await airport('ar', 'MHD')).title).toContain('هاشمي نجاد');
    // An Arabic reader finds an airport by its Arabic name too.
    const found = await callIn('ar', ep.listAirports, { query: { search_text: 'النجف' } });
    expect(found.json().data.map((a: Airport) => a.iata)).toEqual(['NJF']);
  });

  it('falls back to the Persian name when an Arabic one is missing', async () => {
    await api().app.db.update(cipAirports).set({ titleAr: '' }).where(eq(cipAirports.iata, 'NJF'));
    api().app.publicCache.clear();
    const ar = await airport('ar', 'NJF');
    expect(ar.title).toBe('فرودگاه بین‌المللی نجف');
    expect(ar.city).toBe('النجف');
  });

  it('names a flight’s airline and airports, and its services, suites and transfers, in the reader’s language', async () => {
    const date = tehranDate(new Date(), 2);
    const list = await callIn('en', ep.listBriefFlights, { query: { date, searchtext: 'EK', limit: 5 } });
    const flight = (list.json().data as FlightBriefView[]).find((f) => f.origin.iata === 'IKA')!;
    expect(flight.airline.title).toBe('Emirates');
    expect(flight.origin.title).toBe('Imam Khomeini International Airport');
    expect(flight.destination.title).toBe('Dubai International Airport');

    const en = (await callIn('en', ep.getFlightServices, { params: { id: flight.id } })).json() as FlightServicesAnswer;
    const cip = en.data.departure.find((s) => s.service_type === ServiceType.cip)!;
    expect(cip.title).toBe('CIP departure, Tehran Airport');
    expect(cip.airport).toBe('Imam Khomeini International Airport');
    expect(cip.suites.map((s) => s.title)).toContain('Private suite for two');
    expect(cip.transfers.map((t) => t.title)).toContain('Luxury sedan');

    const ar = (await callIn('ar', ep.getFlightServices, { params: { id: flight.id } })).json() as FlightServicesAnswer;
    expect(ar.data.flight.airline.title).toBe('طيران الإمارات');
    const cipAr = ar.data.departure.find((s) => s.id === cip.id)!;
    expect(cipAr.title).toBe('خدمة CIP للمغادرة، مطار طهران');
    expect(cipAr.transfers.map((t) => t.title)).toContain('سيارة سيدان فاخرة');
    // Prices and ids are the same in every language.
    expect(cipAr.tariff).toEqual(cip.tariff);

    const transfers = await callIn('ar', ep.listTransfers, { query: { service_id: cip.id } });
    expect(transfers.json().data.map((t: { title: string }) => t.title)).toContain('سيارة سيدان اقتصادية');
  });

  it('lets the back office write an airline’s and a terminal’s Arabic names, which /ar/ answers at once', async () => {
    const { token } = await staffToken(api, 'editor');
    const airlines = await api().call(api_.adminCatalogListAirlines, { token, query: { q: 'QB' } });
    const qeshm = airlines.json().data.find((a: { iata: string }) => a.iata === 'QB');
    expect(qeshm.title_ar).toBe('قشم للطيران');
    const put = await api().call(api_.adminCatalogUpdateAirline, {
      token,
      params: { id: qeshm.id },
      body: { title_ar: 'طيران قشم' },
    });
    expect(put.statusCode, put.body).toBe(200);
    // Kept as typed: the Arabic ي and ك are not turned into Persian letters.
    expect(put.json().data).toMatchObject({ title_ar: 'طيران قشم', title_en: 'Qeshm Air' });
    const date = tehranDate(new Date(), 3);
    const flights = await callIn('ar', ep.listBriefFlights, { query: { date, searchtext: 'QB', limit: 1 } });
    expect((flights.json().data as FlightBriefView[])[0].airline.title).toBe('طيران قشم');

    const kish = (await api().call(api_.adminCatalogListAirports, { token, query: { q: 'KIH' } })).json().data[0];
    const terminals = kish.terminals.map((t: { id: number; title: string; title_en: string }) => ({
      ...t,
      title_ar: 'مبنى كيش للمسافرين',
    }));
    const saved = await api().call(api_.adminCatalogUpdateAirport, {
      token,
      params: { id: kish.id },
      body: { terminals },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await airport('ar', 'KIH')).terminals[0].title).toBe('مبنى كيش للمسافرين');
  });

  it('names a member’s booking, its list and its voucher’s airline and airports in the language of the call', async () => {
    const booking = await paidBooking(api, 'IR 721', 6);
    const order = await callIn('en', ep.getCipOrder, { params: { id: booking.order.id }, token: booking.token });
    expect(order.statusCode, order.body).toBe(200);
    const flight = order.json().data.flight_orders[0].flight as FlightBriefView;
    expect(flight.airline.title).toBe('Iran Air');
    expect(flight.origin.title).toBe('Imam Khomeini International Airport');
    expect(order.json().data.flight_orders[0].reservations[0].airport).toBe('Imam Khomeini International Airport');
    // The service keeps the prices it was booked at and reads its English name.
    const reservation = order.json().data.flight_orders[0].reservations[0];
    expect(reservation.service.title).toBe('CIP departure, Tehran Airport');
    expect(reservation.service.price).toEqual(booking.order.flight_orders[0].reservations[0].service.price);
    const list = await callIn('ar', ep.listCipOrders, { token: booking.token });
    expect(list.json().data[0].flights[0]).toMatchObject({
      airline: 'إيران إير',
      origin: 'طهران',
      destination: 'إسطنبول',
    });
    const voucher = await callIn('ar', ep.getCipVoucher, {
      params: { reference: booking.order.reference },
      token: booking.token,
    });
    expect(voucher.statusCode, voucher.body).toBe(200);
    expect(voucher.body).toContain('مطار الإمام الخميني الدولي');
    // The same booking read in Persian keeps its Persian names.
    const fa = await api().call(ep.getCipOrder, { params: { id: booking.order.id }, token: booking.token });
    expect(fa.json().data.flight_orders[0].flight.airline.title).toBe('ایران ایر (هما)');
  });

  it('fills the names into a catalogue seeded before they existed, keeping what staff wrote', async () => {
    const db = api().app.db;
    await db.update(cipAirports).set({ titleAr: '' }).where(eq(cipAirports.iata, 'DOH'));
    await db.update(cipAirports).set({ titleAr: 'مطار الدوحة' }).where(eq(cipAirports.iata, 'DXB'));
    await db.update(cipServices).set({ titleEn: '', titleAr: '' }).where(eq(cipServices.id, 1));
    await seedCatalogueTranslations(db);
    const [doh] = await db.select().from(cipAirports).where(eq(cipAirports.iata, 'DOH'));
    expect(doh.titleAr).toBe('مطار حمد الدولي');
    const [dxb] = await db.select().from(cipAirports).where(eq(cipAirports.iata, 'DXB'));
    expect(dxb.titleAr).toBe('مطار الدوحة');
    const [service] = await db.select().from(cipServices).where(eq(cipServices.id, 1));
    expect(service.titleEn).toMatch(/^CIP (departure|arrival), Tehran Airport$/);
    expect(service.titleAr).toContain('طهران');
  });

  it('lists countries with ISO codes, named in the reader’s language for the nationality picker', async () => {
    const names = async (lang: Lang) => {
      const res = await callIn(lang, places.listCountries, { query: { limit: 100 } });
      expect(res.statusCode).toBe(200);
      return new Map((res.json().data as { iso_code: string; title: string }[]).map((c) => [c.iso_code, c.title]));
    };
    expect((await names('fa')).get('IQ')).toBe('عراق');
    expect((await names('en')).get('IQ')).toBe('Iraq');
    const ar = await names('ar');
    expect(ar.get('IQ')).toBe('العراق');
    expect(ar.get('AE')).toBe('الإمارات العربية المتحدة');
    const one = await callIn('en', places.getCountry, { params: { id: 1 } });
    expect(one.json().data).toMatchObject({ title: 'Iran', iso_code: 'IR' });
  });
});
