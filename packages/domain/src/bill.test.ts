import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billOf } from './bill';
import { AgeType, Nationality } from './enums';
import { tariff } from './fixtures.test-util';
import { IRAN_HOLIDAYS } from './holidays';
import {
  cipOrderBill,
  type FlightService,
  lineVat,
  type PricedReservation,
  type PricingContext,
  reservationTotal,
  vatPercentAt,
} from './pricing';

const HOUR = 3_600_000;
const TEHRAN = 210;

/** The fixture tariff as a real one: fares by nationality and flight kind, an airport's surcharges, VAT. */
const priced: FlightService = {
  ...tariff,
  passenger: { adult: 10_000_000, child: 7_000_000, infant: 1_000_000 },
  fares: {
    iranian: {
      domestic: { adult: 10_000_000, child: 7_000_000, infant: 1_000_000 },
      international: { adult: 13_000_000, child: 9_000_000, infant: 1_300_000 },
    },
    foreign: {
      domestic: { adult: 25_000_000, child: 17_500_000, infant: 2_500_000 },
      international: { adult: 30_000_000, child: 21_000_000, infant: 3_000_000 },
    },
  },
  surcharges: {
    lateBooking: { hours: 24, percent: 20 },
    night: { from: '00:00', to: '05:00', percent: 15 },
    holiday: { percent: 10 },
    utcOffsetMinutes: TEHRAN,
  },
  vatPercent: 10,
};

const none: PricedReservation = {
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

/** A moment at Tehran's wall clock (UTC+03:30). */
const tehran = (date: string, time: string) => new Date(`${date}T${time}:00+03:30`);

const sum = (lines: readonly { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);

describe('fares, surcharges and VAT on a reservation', () => {
  it('prices a foreign passenger on an international flight at the foreign international fare', () => {
    const r = reservationTotal(
      priced,
      none,
      [
        { ageType: AgeType.adult, nationality: Nationality.iranian },
        { ageType: AgeType.adult, nationality: Nationality.foreign },
      ],
      { international: true },
    );
    expect(r.lines.filter((l) => l.kind === 'passenger')).toEqual([
      expect.objectContaining({ label: 'مسافر بزرگسال ایرانی، پرواز خارجی', unitPrice: 13_000_000 }),
      expect.objectContaining({ label: 'مسافر بزرگسال غیرایرانی، پرواز خارجی', unitPrice: 30_000_000 }),
    ]);
    expect(r.lines.at(-1)).toEqual({
      kind: 'vat',
      label: 'مالیات بر ارزش افزوده (۱۰٪)',
      count: 1,
      unitPrice: 4_300_000,
      amount: 4_300_000,
    });
    expect(r.total).toBe(47_300_000);
  });

  it('adds late booking, night and holiday surcharges as their own lines, each a share of the services', () => {
    // 13 Farvardin 1405 (روز طبیعت), 02:30 in Tehran, booked three hours before.
    const serviceAt = tehran('2026-04-02', '02:30');
    const ctx: PricingContext = { international: false, serviceAt, bookedAt: new Date(serviceAt.getTime() - 3 * HOUR) };
    const r = reservationTotal(priced, { ...none, visaCount: 1 }, [{ ageType: AgeType.adult }], ctx);
    const surcharges = r.lines.filter((l) => l.kind === 'surcharge');
    expect(surcharges.map((l) => [l.label, l.amount])).toEqual([
      ['رزرو کمتر از ۲۴ ساعت پیش از خدمت (۲۰٪)', 2_800_000],
      ['خدمت در ساعات شب، ۰۰:۰۰ تا ۰۵:۰۰ (۱۵٪)', 2_100_000],
      ['تعطیل رسمی: روز طبیعت (۱۰٪)', 1_400_000],
    ]);
    // The visa is a government fee: no VAT on it.
    const vat = r.lines.find((l) => l.kind === 'vat');
    expect(vat?.amount).toBe(1_000_000 + 280_000 + 210_000 + 140_000);
    expect(r.total).toBe(sum(r.lines));
  });

  it('charges nothing extra for a daytime service on a working day booked days ahead', () => {
    const serviceAt = tehran('2026-04-05', '10:00');
    const ctx = { international: false, serviceAt, bookedAt: new Date(serviceAt.getTime() - 72 * HOUR) };
    const r = reservationTotal(priced, none, [{ ageType: AgeType.adult }], ctx);
    expect(r.lines.map((l) => l.kind)).toEqual(['passenger', 'vat']);
    expect(r.total).toBe(11_000_000);
  });

  it('keeps a booking priced before fares and VAT at its own prices (no VAT line)', () => {
    const r = reservationTotal(tariff, none, { adultsCount: 2, childrenCount: 0, infantsCount: 0 });
    expect(r).toEqual({
      total: 20_000_000,
      lines: [{ kind: 'passenger', label: 'مسافر بزرگسال', count: 2, unitPrice: 10_000_000, amount: 20_000_000 }],
    });
  });

  it('takes the VAT rate of the day the bill is made', () => {
    expect(vatPercentAt('2024-03-19T12:00:00Z')).toBe(9);
    expect(vatPercentAt('2024-03-20T12:00:00Z')).toBe(10);
    expect(vatPercentAt('2026-11-26T12:00:00Z')).toBe(10);
  });
});

const traveller = fc.record({
  ageType: fc.constantFrom(AgeType.adult, AgeType.child, AgeType.infant),
  nationality: fc.constantFrom(Nationality.iranian, Nationality.foreign),
});
const extras = fc.record({
  visaCount: fc.nat(3),
  suiteList: fc.array(fc.record({ suiteId: fc.constantFrom(1, 2) }), { maxLength: 3 }),
  wheelchairCount: fc.nat(3),
  indoorWheelchairCount: fc.nat(3),
  parkingCount: fc.nat(2),
  parkingAdditionalHours: fc.nat(10),
  petCount: fc.nat(2),
  greeterAttendantList: fc.array(fc.record({ ageType: fc.constantFrom(AgeType.adult, AgeType.child) }), {
    maxLength: 3,
  }),
  transferItem: fc.option(fc.record({ id: fc.constantFrom(11, 12), stopCount: fc.nat(3) }), { nil: null }),
});
/** A service time around the holidays of 1405–1406, and a booking 1–100 hours before it. */
const moment = fc.record({
  serviceAt: fc.oneof(
    fc.integer({ min: Date.parse('2026-03-15T00:00:00Z'), max: Date.parse('2028-03-25T00:00:00Z') }),
    fc
      .constantFrom(...IRAN_HOLIDAYS.map((h) => h.date))
      .chain((d) =>
        fc.integer({ min: 0, max: 23 }).map((h) => Date.parse(`${d}T${String(h).padStart(2, '0')}:00:00+03:30`)),
      ),
  ),
  hoursBefore: fc.integer({ min: 1, max: 100 }),
  international: fc.boolean(),
});
/** Odd prices, so rounding is exercised. */
const oddTariff = fc
  .record({
    adult: fc.integer({ min: 1, max: 9_999_999 }),
    pet: fc.integer({ min: 1, max: 999_999 }),
    vat: fc.integer({ min: 0, max: 20 }),
  })
  .map(
    ({ adult, pet, vat }): FlightService => ({
      ...priced,
      passenger: { adult, child: adult - 1, infant: 7 },
      pet,
      vatPercent: vat,
    }),
  );

describe('every bill (property)', () => {
  it('adds up: lines sum to the total, VAT within half a Rial per taxable line of its exact value', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(priced), oddTariff),
        extras,
        fc.array(traveller, { minLength: 1, maxLength: 6 }),
        moment,
        (t, r, travellers, m) => {
          const ctx: PricingContext = {
            international: m.international,
            serviceAt: new Date(m.serviceAt),
            bookedAt: new Date(m.serviceAt - m.hoursBefore * HOUR),
          };
          const bill = reservationTotal(t, r, travellers, ctx);
          expect(sum(bill.lines)).toBe(bill.total);
          const taxable = bill.lines.filter((l) => l.kind !== 'vat' && l.kind !== 'visa');
          const vat = bill.lines.find((l) => l.kind === 'vat')?.amount ?? 0;
          expect(Math.abs(vat - (sum(taxable) * (t.vatPercent ?? 0)) / 100)).toBeLessThanOrEqual(taxable.length / 2);
          for (const l of taxable)
            expect(
              Math.abs(lineVat(l.amount, t.vatPercent ?? 0) - (l.amount * (t.vatPercent ?? 0)) / 100),
            ).toBeLessThanOrEqual(0.5);
          expect(bill.lines.every((l) => Number.isInteger(l.amount) && l.amount === l.count * l.unitPrice)).toBe(true);
        },
      ),
    );
  });

  it('an order of several reservations, edited or not, bills the sum of their totals with one VAT line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(extras, fc.array(traveller, { minLength: 1, maxLength: 4 }), moment), {
          minLength: 1,
          maxLength: 4,
        }),
        extras,
        (sides, edit) => {
          const price = (r: PricedReservation, t: (typeof sides)[number][1], m: (typeof sides)[number][2]) =>
            reservationTotal(priced, r, t, {
              international: m.international,
              serviceAt: new Date(m.serviceAt),
              bookedAt: new Date(m.serviceAt - m.hoursBefore * HOUR),
            });
          const before = sides.map(([r, t, m]) => price(r, t, m));
          // An edit reprices the first reservation with other extras, the same travellers and booking time.
          const after = [price(edit, sides[0][1], sides[0][2]), ...before.slice(1)];
          for (const reservations of [before, after]) {
            const bill = cipOrderBill(reservations.map((r, i) => ({ caption: `بخش ${i + 1}`, lines: r.lines })));
            expect(bill.total).toBe(reservations.reduce((s, r) => s + r.total, 0));
            expect(sum(bill.lines)).toBe(bill.total);
            expect(bill.subtotal + bill.vat).toBe(bill.total);
            expect(bill.lines.filter((l) => l.kind === 'vat')).toHaveLength(bill.vat > 0 ? 1 : 0);
            expect(bill).toEqual(billOf(bill.lines));
          }
        },
      ),
    );
  });
});
