import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AgeType } from './enums';
import { otherTariff, tariff } from './fixtures.test-util';
import {
  cipCartTotal,
  countForAgeType,
  countTotal,
  flightOrderTotal,
  greeterAttendantTotal,
  type PricedReservation,
  parkingTotal,
  passengersByAgeType,
  passengersTotal,
  petTotal,
  priceForAgeType,
  reservationTotal,
  type ServicedReservation,
  safeCount,
  selectionProblems,
  servicePrices,
  suiteTotal,
  sumServicePrices,
  totalPassengers,
  transferTotal,
  visaTotal,
  wheelchairTotal,
  ZERO_SERVICE_PRICES,
} from './pricing';

const blank: PricedReservation = {
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

const full: PricedReservation = {
  visaCount: 2,
  suiteList: [{ suiteId: 1 }, { suiteId: 2 }, { suiteId: 1 }],
  wheelchairCount: 1,
  indoorWheelchairCount: 2,
  parkingCount: 2,
  parkingAdditionalHours: 3,
  petCount: 1,
  greeterAttendantList: [{ ageType: AgeType.adult }, { ageType: AgeType.child }, { ageType: AgeType.infant }],
  transferItem: { id: 12, stopCount: 2 },
};

describe('per-service totals (§9)', () => {
  it('multiplies count by unit price', () => {
    expect(countTotal(3, 1000)).toBe(3000);
    expect(visaTotal(tariff, 2)).toBe(8_000_000);
    expect(petTotal(tariff, 3)).toBe(4_500_000);
  });

  it('treats negative, fractional and non-finite counts safely', () => {
    expect(safeCount(-2)).toBe(0);
    expect(safeCount(2.7)).toBe(2);
    expect(safeCount(Number.NaN)).toBe(0);
    expect(safeCount(undefined)).toBe(0);
    expect(countTotal(-5, 1000)).toBe(0);
  });

  it('prices outdoor and indoor wheelchairs', () => {
    expect(wheelchairTotal(tariff, 2)).toBe(800_000);
    expect(wheelchairTotal(tariff, 2, 3)).toBe(800_000 + 750_000);
  });

  it('prices parking as extra hours × hourly + count × main', () => {
    expect(parkingTotal(tariff, 2, 3)).toBe(3 * 90_000 + 2 * 800_000);
    expect(parkingTotal(tariff, 0, 0)).toBe(0);
  });

  it('sums greeters/attendants by age type', () => {
    expect(greeterAttendantTotal(tariff, full.greeterAttendantList)).toBe(3_000_000 + 2_000_000 + 500_000);
    expect(greeterAttendantTotal(tariff, [])).toBe(0);
  });

  it('sums the chosen suites, ignoring empty or unknown ones', () => {
    expect(suiteTotal(tariff, full.suiteList)).toBe(20_000_000 * 2 + 12_000_000);
    expect(suiteTotal(tariff, [{ suiteId: null }, { suiteId: 99 }])).toBe(0);
  });

  it('prices a transfer as its service price plus stops from the tariff', () => {
    expect(transferTotal(tariff, { id: 12, stopCount: 2 })).toBe(8_000_000 + 2 * 900_000);
    expect(transferTotal(tariff, { id: 11 })).toBe(5_000_000);
    expect(transferTotal(tariff, { id: 99, stopCount: 1 })).toBe(0);
    expect(transferTotal(tariff, null)).toBe(0);
  });

  it('counts and prices passengers by age type', () => {
    const persons = [AgeType.adult, AgeType.infant, AgeType.adult, AgeType.child].map((ageType) => ({ ageType }));
    const counts = passengersByAgeType(persons);
    expect(counts).toEqual({ adultsCount: 2, childrenCount: 1, infantsCount: 1 });
    expect(totalPassengers(counts)).toBe(4);
    expect(countForAgeType(counts, AgeType.child)).toBe(1);
    expect(priceForAgeType(tariff.passenger, AgeType.infant)).toBe(1_000_000);
    expect(passengersTotal(tariff, counts)).toBe(2 * 10_000_000 + 7_000_000 + 1_000_000);
  });
});

describe('reservation total', () => {
  it('gives the per-service prices of §3 including suites, transfer and parking hours', () => {
    expect(servicePrices(tariff, full)).toEqual({
      wheelchair: 400_000 + 500_000,
      parking: 270_000 + 1_600_000,
      pet: 1_500_000,
      suite: 52_000_000,
      visa: 8_000_000,
      greeterAttendant: 5_500_000,
      transfer: 9_800_000,
    });
    expect(servicePrices(null, full)).toEqual(ZERO_SERVICE_PRICES);
    expect(servicePrices(tariff, blank)).toEqual(ZERO_SERVICE_PRICES);
  });

  it('lists every chosen service as a line and totals them with the passengers', () => {
    const passengers = { adultsCount: 2, childrenCount: 1, infantsCount: 0 };
    const result = reservationTotal(tariff, full, passengers);
    expect(result.lines).toEqual([
      { kind: 'passenger', label: 'مسافر بزرگسال', count: 2, unitPrice: 10_000_000, amount: 20_000_000 },
      { kind: 'passenger', label: 'مسافر کودک', count: 1, unitPrice: 7_000_000, amount: 7_000_000 },
      { kind: 'visa', label: 'ویزا', count: 2, unitPrice: 4_000_000, amount: 8_000_000 },
      { kind: 'suite', label: 'سوئیت طلایی', count: 2, unitPrice: 20_000_000, amount: 40_000_000 },
      { kind: 'suite', label: 'سوئیت نقره‌ای', count: 1, unitPrice: 12_000_000, amount: 12_000_000 },
      { kind: 'wheelchair', label: 'ویلچر بیرون سالن', count: 1, unitPrice: 400_000, amount: 400_000 },
      { kind: 'wheelchair', label: 'ویلچر داخل سالن', count: 2, unitPrice: 250_000, amount: 500_000 },
      { kind: 'parking', label: 'پارکینگ', count: 2, unitPrice: 800_000, amount: 1_600_000 },
      { kind: 'parking', label: 'ساعت اضافه پارکینگ', count: 3, unitPrice: 90_000, amount: 270_000 },
      { kind: 'pet', label: 'حیوان خانگی', count: 1, unitPrice: 1_500_000, amount: 1_500_000 },
      {
        kind: 'greeter_attendant',
        label: 'خوشامدگو / همراه بزرگسال',
        count: 1,
        unitPrice: 3_000_000,
        amount: 3_000_000,
      },
      { kind: 'greeter_attendant', label: 'خوشامدگو / همراه کودک', count: 1, unitPrice: 2_000_000, amount: 2_000_000 },
      { kind: 'greeter_attendant', label: 'خوشامدگو / همراه نوزاد', count: 1, unitPrice: 500_000, amount: 500_000 },
      { kind: 'transfer', label: 'ترانسفر ون', count: 1, unitPrice: 8_000_000, amount: 8_000_000 },
      { kind: 'transfer', label: 'توقف اضافه ترانسفر', count: 2, unitPrice: 900_000, amount: 1_800_000 },
    ]);
    expect(result.total).toBe(27_000_000 + sumServicePrices(servicePrices(tariff, full)));
  });

  it('costs nothing without a service', () => {
    expect(reservationTotal(null, full, { adultsCount: 1, childrenCount: 0, infantsCount: 0 })).toEqual({
      total: 0,
      lines: [],
    });
  });

  const reservationArb: fc.Arbitrary<PricedReservation> = fc.record({
    visaCount: fc.integer({ min: 0, max: 9 }),
    suiteList: fc.array(fc.record({ suiteId: fc.constantFrom(1, 2, null, 99) }), { maxLength: 4 }),
    wheelchairCount: fc.integer({ min: 0, max: 9 }),
    indoorWheelchairCount: fc.integer({ min: 0, max: 9 }),
    parkingCount: fc.integer({ min: 0, max: 9 }),
    parkingAdditionalHours: fc.integer({ min: 0, max: 24 }),
    petCount: fc.integer({ min: 0, max: 9 }),
    greeterAttendantList: fc.array(
      fc.record({ ageType: fc.constantFrom(AgeType.adult, AgeType.child, AgeType.infant) }),
      {
        maxLength: 5,
      },
    ),
    transferItem: fc.option(fc.record({ id: fc.constantFrom(11, 12, 99), stopCount: fc.integer({ min: 0, max: 4 }) })),
  });
  const countsArb = fc.record({
    adultsCount: fc.integer({ min: 0, max: 9 }),
    childrenCount: fc.integer({ min: 0, max: 9 }),
    infantsCount: fc.integer({ min: 0, max: 9 }),
  });

  it('always totals its lines, which equal passengers plus the per-service prices', () => {
    fc.assert(
      fc.property(reservationArb, countsArb, (r, counts) => {
        const { total, lines } = reservationTotal(tariff, r, counts);
        expect(total).toBe(lines.reduce((s, l) => s + l.amount, 0));
        expect(total).toBe(passengersTotal(tariff, counts) + sumServicePrices(servicePrices(tariff, r)));
        for (const l of lines) {
          expect(l.count).toBeGreaterThan(0);
          expect(l.amount).toBe(l.count * l.unitPrice);
        }
        const byKind = (kind: string) => lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);
        const prices = servicePrices(tariff, r);
        expect(byKind('suite')).toBe(prices.suite);
        expect(byKind('transfer')).toBe(prices.transfer);
        expect(byKind('parking')).toBe(prices.parking);
        expect(byKind('greeter_attendant')).toBe(prices.greeterAttendant);
        expect(Number.isInteger(total)).toBe(true);
      }),
    );
  });
});

describe('flight order and cart totals', () => {
  const side = (r: PricedReservation, service: typeof tariff | null): ServicedReservation => ({ ...r, service });
  const order = {
    reservations: { Departure: side(full, tariff), Arrival: side({ ...blank, petCount: 1 }, otherTariff) },
    passengerInfo: { adultsCount: 1, childrenCount: 1, infantsCount: 1 },
  };

  it('adds the Departure and the Arrival reservation, each at its own tariff', () => {
    const result = flightOrderTotal(order);
    const departure = reservationTotal(tariff, full, order.passengerInfo).total;
    const arrival = 3_000_000 + 2_000_000 + 0 + 1_500_000;
    expect(result.departure.total).toBe(departure);
    expect(result.arrival.total).toBe(arrival);
    expect(result.total).toBe(departure + arrival);
  });

  it('adds the departing and the returning order, skipping a missing one', () => {
    const single = flightOrderTotal(order).total;
    expect(cipCartTotal([order, order])).toBe(2 * single);
    expect(cipCartTotal([order, null])).toBe(single);
    expect(cipCartTotal([])).toBe(0);
  });
});

describe('selection problems', () => {
  it('accepts what the tariff offers', () => {
    expect(selectionProblems(tariff, full)).toEqual([]);
  });

  it('reports unknown suites and transfers and bad counts', () => {
    expect(selectionProblems(tariff, { ...full, suiteList: [{ suiteId: 99 }, { suiteId: null }] })).toEqual([
      'سوئیت انتخاب‌شده در این خدمت ارائه نمی‌شود.',
    ]);
    expect(selectionProblems(tariff, { ...full, transferItem: { id: 5 } })).toEqual([
      'ترانسفر انتخاب‌شده در این خدمت ارائه نمی‌شود.',
    ]);
    expect(selectionProblems(tariff, { ...full, visaCount: -1, petCount: 1.5 })).toEqual([
      'تعداد ویزا باید عددی صحیح و نامنفی باشد.',
      'تعداد حیوان خانگی باید عددی صحیح و نامنفی باشد.',
    ]);
  });
});
