import { staffToken } from '../admin/test-util';
import {
  api as api_,
  type CipOrder,
  catalogOps,
  cipOrderBody,
  cipserviceEndpoints as ep,
  type PersonInput,
  toFlightService,
} from '@vip/contract';
import {
  AgeType,
  flightOrdersBill,
  IRAN_HOLIDAYS,
  Nationality,
  type FlightService,
  type ServicedReservation,
} from '@vip/domain';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { createCipOrder } from './booking';
import { holdLimitsOf } from './holds';
import { loadCipOrder } from './views';
import { orders } from '../order/schema';
import { eq } from 'drizzle-orm';
import { bookingBody, cipOf, flightPricing, flightWithServices, passenger, signIn } from './test-util';
import { tehranDate } from './schedule';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let passports = 0;
/** A foreign passenger (passport, another country). */
const foreigner = (ageType: AgeType): PersonInput => {
  passports += 1;
  return passenger(ageType, {
    nationality: Nationality.foreign,
    national_code: '',
    passport_number: `X${String(7_000_000 + passports)}`,
    country_id: 2,
    mobile: ageType === AgeType.adult ? '09121234567' : '',
  });
};

const noExtras: Omit<ServicedReservation, 'service'> = {
  visaCount: 0,
  suiteList: [],
  wheelchairCount: 0,
  indoorWheelchairCount: 0,
  parkingCount: 0,
  parkingAdditionalHours: 0,
  petCount: 0,
  greeterAttendantList: [],
  transferItem: null,
};

/** Days from today to the next official holiday at least two days ahead (a flight on it). */
function daysToNextHoliday(now: Date): number {
  const from = tehranDate(now, 2);
  const next = IRAN_HOLIDAYS.find((h) => h.date >= from)!;
  return Math.round((Date.parse(next.date) - Date.parse(tehranDate(now, 0))) / DAY);
}

describeEachBackend('CIP tariffs and bills', (api) => {
  it("the server's bill equals the site's preview for random travellers, flights, booking times and extras", async () => {
    const db = api().app.db;
    const limits = holdLimitsOf(api().config);
    const holiday = daysToNextHoliday(new Date());
    const cases = fc.sample(
      fc.record({
        // IKA at night and by day (international), Mehrabad to Mashhad (domestic, Mashhad's surcharges on arrival).
        flight: fc.constantFrom('EK 972', 'IR 721', 'IR 201', 'IV 6001'),
        days: fc.constantFrom(3, 9, holiday),
        side: fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>,
        travellers: fc.array(
          fc.record({
            ageType: fc.constantFrom(AgeType.adult, AgeType.child),
            foreign: fc.boolean(),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        // Booked this many hours before the service: under 24 is a late booking.
        hoursBefore: fc.integer({ min: 5, max: 60 }),
        wheelchair: fc.nat(2),
        pet: fc.nat(1),
      }),
      { numRuns: 10, seed: 1405 },
    );
    for (const c of cases) {
      const { memberId } = await signIn(api);
      const { flight, services } = await flightWithServices(api, c.flight, c.days);
      const cip = cipOf(c.side === 0 ? services.departure : services.arrival);
      const people = [
        passenger(),
        ...c.travellers.map((t) => (t.foreign ? foreigner(t.ageType) : passenger(t.ageType))),
      ];
      const body = bookingBody(
        flight.id,
        [{ reservation_type: c.side, service_id: cip.id, wheelchair_count: c.wheelchair, pet_count: c.pet }],
        people,
      );
      const serviceAt = new Date(c.side === 0 ? flight.origin.at : flight.destination.at);
      const now = new Date(serviceAt.getTime() - c.hoursBefore * HOUR);
      const { order } = await createCipOrder(db, memberId, cipOrderBody.parse(body), {
        clientIp: '127.0.0.1',
        now,
        limits,
      });
      const reservation: ServicedReservation & { service: FlightService } = {
        ...noExtras,
        service: toFlightService(cip),
        wheelchairCount: c.wheelchair,
        petCount: c.pet,
      };
      const preview: Parameters<typeof flightOrdersBill>[0][number] = {
        orderType: 0,
        reservations: {
          Departure: c.side === 0 ? reservation : { ...noExtras, service: null },
          Arrival: c.side === 1 ? reservation : { ...noExtras, service: null },
        },
        passengerInfo: {
          adultsCount: 0,
          childrenCount: 0,
          infantsCount: 0,
          personList: people.map((p) => ({
            ageType: p.person_age_type as AgeType,
            nationality: p.nationality as Nationality,
          })),
        },
        flightBrief: flightPricing(flight),
      };
      const expected = flightOrdersBill([preview], now);
      const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(row.bill, JSON.stringify(c)).toEqual(expected);
      expect(row.totalPrice).toBe(expected.total);
      expect(expected.lines.reduce((s, l) => s + l.amount, 0)).toBe(expected.total);
      const late = expected.lines.some((l) => l.title.startsWith('رزرو کمتر از ۲۴ ساعت'));
      expect(late).toBe(c.hoursBefore < 24);
    }
  });

  it('a foreign passenger at IKA pays the foreign international fare, on its own bill line with VAT, kept as booked', async () => {
    const { token } = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'IR 721', 6);
    const cip = cipOf(services.departure);
    const fares = cip.tariff.fares!;
    expect(fares.foreign.international.adult).toBeGreaterThan(2 * fares.iranian.international.adult);
    const body = bookingBody(
      flight.id,
      [{ reservation_type: 0, service_id: cip.id }],
      [passenger(), foreigner(AgeType.adult)],
    );
    const res = await api().call(ep.createCipOrder, { body, token });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as CipOrder;
    const lines = data.bill.lines.filter((l) => l.kind === 'passenger');
    expect(lines.map((l) => [l.title, l.unit_price])).toEqual([
      ['مسافر بزرگسال ایرانی، پرواز خارجی', fares.iranian.international.adult],
      ['مسافر بزرگسال غیرایرانی، پرواز خارجی', fares.foreign.international.adult],
    ]);
    expect(data.bill.vat).toBeGreaterThan(0);
    expect(data.bill.subtotal + data.bill.vat).toBe(data.total_price);
    // The bill and the tariff it was priced with are kept on the booking.
    const loaded = await loadCipOrder(
      api().app.db,
      (await api().app.db.select().from(orders).where(eq(orders.id, data.id)))[0],
    );
    expect(loaded.reservations[0].tariff.vatPercent).toBe(10);
    const again = (await api().call(ep.getCipOrder, { params: { id: data.id }, token })).json().data as CipOrder;
    expect(again.bill).toEqual(data.bill);
  });

  it('a price change takes effect from its moment, is listed in the history and never reprices a booking', async () => {
    const editor = (await staffToken(api, 'editor')).token;
    const member = await signIn(api);
    const { flight, services } = await flightWithServices(api, 'IR 433', 7);
    const cip = cipOf(services.departure);
    const body = bookingBody(flight.id, [{ reservation_type: 0, service_id: cip.id }]);
    const booked = (await api().call(ep.createCipOrder, { body, token: member.token })).json().data as CipOrder;
    const tariffs = catalogOps('cip-tariffs');
    const old = cip.tariff.passenger.adult;
    // A change dated tomorrow: today's bookings still get today's price.
    const tomorrow = new Date(Date.now() + DAY).toISOString();
    const later = await api().call(tariffs.update, {
      token: editor,
      params: { id: cip.id },
      body: { passenger_adult: old + 1_000_000, effective_from: tomorrow },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().data.passenger_adult).toBe(old);
    expect(cipOf((await flightWithServices(api, 'IR 433', 7)).services.departure).tariff.passenger.adult).toBe(old);
    // A change now applies to new bookings at once.
    const now = await api().call(tariffs.update, {
      token: editor,
      params: { id: cip.id },
      body: { passenger_adult: old + 2_000_000 },
    });
    expect(now.json().data.passenger_adult).toBe(old + 2_000_000);
    const fresh = await api().call(ep.createCipOrder, {
      body: bookingBody(flight.id, [{ reservation_type: 0, service_id: cip.id }]),
      token: (await signIn(api)).token,
    });
    expect((fresh.json().data as CipOrder).bill.lines[0].unit_price).toBe(old + 2_000_000);
    // The history lists both, latest effective first.
    const history = await api().call(api_.adminCatalogCipTariffVersions, {
      token: editor,
      params: { id: cip.id },
      query: {},
    });
    expect(history.statusCode, history.body).toBe(200);
    const versions = history.json().data as { effective_from: string; prices: Record<string, number> }[];
    expect(versions.map((v) => v.prices.passenger_adult)).toEqual([old + 1_000_000, old + 2_000_000]);
    expect(versions[0].effective_from).toBe(tomorrow);
    // The booking made before keeps its bill and its total.
    const again = (await api().call(ep.getCipOrder, { params: { id: booked.id }, token: member.token })).json()
      .data as CipOrder;
    expect(again.bill).toEqual(booked.bill);
    expect(again.total_price).toBe(booked.total_price);
    expect(again.bill.lines[0].unit_price).toBe(old);
  });
});
