/**
 * Pricing of §9 as one family of pure functions over plain data. The site runs them on the tariff it loaded to
 * show prices; the API runs the SAME functions on tariffs from its database to compute what is charged (a price
 * sent by a client is never trusted). All amounts are integer Rials.
 *
 * §9 describes two totals that disagree: the server's order total_price leaves out suites, transfers and parking
 * extra hours, the client's reservation prices include them. OURS INCLUDES EVERY SERVICE THE CUSTOMER CHOSE, on
 * both sides: passengers, visa, suites, outdoor and indoor wheelchairs, parking (count × main + extra hours ×
 * hourly), pets, greeters/attendants and the transfer (service price + stops × stop price).
 */
import { AGE_TYPE_LABELS, AGE_TYPE_ORDER, AgeType, type ServiceKind, type ServiceType } from './enums';

/** A price for each passenger age type. */
export interface AgePrices {
  adult: number;
  child: number;
  infant: number;
}

/** A suite a service offers, priced per booking. */
export interface SuiteTariff {
  id: number;
  title: string;
  price: number;
}

/** A transfer a service offers: a base price plus a price per extra stop. */
export interface TransferTariff {
  id: number;
  title: string;
  servicePrice: number;
  stopPrice: number;
}

/** Unit prices a flight service offers (§9): what every pricing function reads. */
export interface ServiceTariff {
  /** Price of the service itself per passenger, by age type. */
  passenger: AgePrices;
  /** Price per greeter or attendant, by age type. */
  greeterAttendant: AgePrices;
  pet: number;
  /** `main` is one place for its first `includedHours` (shown, not priced: extra hours are counted by the traveller). */
  parking: { main: number; hourly: number; includedHours?: number };
  wheelchair: { outdoor: number; indoor: number };
  visa: number;
  suites: SuiteTariff[];
  transfers: TransferTariff[];
}

/** A flight service as chosen by a customer: its tariff plus what identifies and names it. */
export interface FlightService extends ServiceTariff {
  id: number;
  title: string;
  serviceType: ServiceType;
}

/** Passenger counts by age type (the names of §3's passengerInfo). */
export interface PassengerCounts {
  adultsCount: number;
  childrenCount: number;
  infantsCount: number;
}

/** What pricing reads of a reservation; the client Reservation and the API's request both fit it. */
export interface PricedReservation {
  visaCount: number;
  suiteList: readonly { suiteId: number | null }[];
  wheelchairCount: number;
  /** Indoor wheelchairs (server field indoor_wheelchair_count); absent means 0. */
  indoorWheelchairCount?: number;
  parkingCount: number;
  parkingAdditionalHours: number;
  petCount: number;
  greeterAttendantList: readonly { ageType: AgeType }[];
  /** The chosen transfer: `id` is the TransferTariff id; `stopCount` extra stops (absent means 0). */
  transferItem: { id: number; stopCount?: number } | null;
}

/** Per-service prices of a reservation, as §3's reservation `price`. */
export interface ServicePrices {
  wheelchair: number;
  parking: number;
  pet: number;
  suite: number;
  visa: number;
  greeterAttendant: number;
  transfer: number;
}

/** Kind of a price line: the passengers themselves or one of the extra services. */
export type PriceLineKind = 'passenger' | ServiceKind;

/** One line of a reservation's bill (a suite line is labelled with the suite's own title). */
export interface PriceLine {
  kind: PriceLineKind;
  /** Persian description of the line. */
  label: string;
  count: number;
  unitPrice: number;
  amount: number;
}

/** A reservation's total with its line items (lines with a zero count are left out). */
export interface ReservationTotal {
  total: number;
  lines: PriceLine[];
}

/** Prices of zero for every service (a reservation without a service). */
export const ZERO_SERVICE_PRICES: Readonly<ServicePrices> = Object.freeze({
  wheelchair: 0,
  parking: 0,
  pet: 0,
  suite: 0,
  visa: 0,
  greeterAttendant: 0,
  transfer: 0,
});

/** A count as pricing uses it: negative, fractional or non-finite input counts as its floor, at least 0. */
export function safeCount(count: number | undefined): number {
  return Number.isFinite(count) ? Math.max(0, Math.floor(count as number)) : 0;
}

/** count × unit price (§9's per-service rule). */
export function countTotal(count: number, unitPrice: number): number {
  return safeCount(count) * unitPrice;
}

/** The price of an age type in an AgePrices table. */
export function priceForAgeType(prices: AgePrices, ageType: AgeType): number {
  return ageType === AgeType.adult ? prices.adult : ageType === AgeType.child ? prices.child : prices.infant;
}

/** Visa total: count × visa price. */
export function visaTotal(tariff: ServiceTariff, visaCount: number): number {
  return countTotal(visaCount, tariff.visa);
}

/** Pet total: count × pet price. */
export function petTotal(tariff: ServiceTariff, petCount: number): number {
  return countTotal(petCount, tariff.pet);
}

/** Wheelchair total: outdoor count × outdoor price + indoor count × indoor price. */
export function wheelchairTotal(tariff: ServiceTariff, outdoorCount: number, indoorCount = 0): number {
  return countTotal(outdoorCount, tariff.wheelchair.outdoor) + countTotal(indoorCount, tariff.wheelchair.indoor);
}

/** Parking total (§9): extra hours × hourly price + parking count × main price. */
export function parkingTotal(tariff: ServiceTariff, parkingCount: number, additionalHours: number): number {
  return countTotal(additionalHours, tariff.parking.hourly) + countTotal(parkingCount, tariff.parking.main);
}

/** Greeter/attendant total (§9): the sum of each person's price by age type. */
export function greeterAttendantTotal(tariff: ServiceTariff, people: readonly { ageType: AgeType }[]): number {
  return people.reduce((sum, p) => sum + priceForAgeType(tariff.greeterAttendant, p.ageType), 0);
}

/** Suite total (§9): the sum of the chosen suites' prices; entries with no or an unknown suite cost nothing. */
export function suiteTotal(tariff: ServiceTariff, suiteList: readonly { suiteId: number | null }[]): number {
  return suiteList.reduce((sum, s) => sum + (tariff.suites.find((t) => t.id === s.suiteId)?.price ?? 0), 0);
}

/**
 * Transfer total: the transfer's service price + extra stops × its stop price, both from the tariff. An unknown
 * transfer id costs nothing here and is reported by selectionProblems, which the API checks before pricing.
 */
export function transferTotal(tariff: ServiceTariff, item: PricedReservation['transferItem']): number {
  if (!item) return 0;
  const transfer = tariff.transfers.find((t) => t.id === item.id);
  return transfer ? transfer.servicePrice + countTotal(item.stopCount ?? 0, transfer.stopPrice) : 0;
}

/** Counts persons by age type. */
export function passengersByAgeType(persons: readonly { ageType: AgeType }[]): PassengerCounts {
  const counts: PassengerCounts = { adultsCount: 0, childrenCount: 0, infantsCount: 0 };
  for (const p of persons) {
    if (p.ageType === AgeType.adult) counts.adultsCount++;
    else if (p.ageType === AgeType.child) counts.childrenCount++;
    else if (p.ageType === AgeType.infant) counts.infantsCount++;
  }
  return counts;
}

/** The count of one age type in PassengerCounts. */
export function countForAgeType(counts: PassengerCounts, ageType: AgeType): number {
  return ageType === AgeType.adult
    ? counts.adultsCount
    : ageType === AgeType.child
      ? counts.childrenCount
      : counts.infantsCount;
}

/** Total number of passengers. */
export function totalPassengers(counts: PassengerCounts): number {
  return safeCount(counts.adultsCount) + safeCount(counts.childrenCount) + safeCount(counts.infantsCount);
}

/** Passengers total: Σ count of each age type × the service's passenger price for it. */
export function passengersTotal(tariff: ServiceTariff, counts: PassengerCounts): number {
  return AGE_TYPE_ORDER.reduce(
    (sum, a) => sum + countTotal(countForAgeType(counts, a), priceForAgeType(tariff.passenger, a)),
    0,
  );
}

/** Every per-service price of a reservation (§3's `price`); all zero when no service is chosen. */
export function servicePrices(tariff: ServiceTariff | null, r: PricedReservation): ServicePrices {
  if (!tariff) return { ...ZERO_SERVICE_PRICES };
  return {
    wheelchair: wheelchairTotal(tariff, r.wheelchairCount, r.indoorWheelchairCount ?? 0),
    parking: parkingTotal(tariff, r.parkingCount, r.parkingAdditionalHours),
    pet: petTotal(tariff, r.petCount),
    suite: suiteTotal(tariff, r.suiteList),
    visa: visaTotal(tariff, r.visaCount),
    greeterAttendant: greeterAttendantTotal(tariff, r.greeterAttendantList),
    transfer: transferTotal(tariff, r.transferItem),
  };
}

/** Sum of the per-service prices. */
export function sumServicePrices(prices: ServicePrices): number {
  return (
    prices.wheelchair +
    prices.parking +
    prices.pet +
    prices.suite +
    prices.visa +
    prices.greeterAttendant +
    prices.transfer
  );
}

function line(kind: PriceLineKind, label: string, count: number, unitPrice: number): PriceLine {
  const n = safeCount(count);
  return { kind, label, count: n, unitPrice, amount: n * unitPrice };
}

/**
 * A reservation's total and bill: the passengers at the service's prices plus every chosen extra service. No
 * service chosen means the reservation is not booked: total 0, no lines.
 */
export function reservationTotal(
  tariff: ServiceTariff | null,
  r: PricedReservation,
  passengers: PassengerCounts,
): ReservationTotal {
  if (!tariff) return { total: 0, lines: [] };
  const lines: PriceLine[] = [];
  for (const a of AGE_TYPE_ORDER) {
    lines.push(
      line(
        'passenger',
        `مسافر ${AGE_TYPE_LABELS[a]}`,
        countForAgeType(passengers, a),
        priceForAgeType(tariff.passenger, a),
      ),
    );
  }
  lines.push(line('visa', 'ویزا', r.visaCount, tariff.visa));
  const suiteCounts = new Map<number, number>();
  for (const s of r.suiteList)
    if (s.suiteId !== null) suiteCounts.set(s.suiteId, (suiteCounts.get(s.suiteId) ?? 0) + 1);
  for (const [id, count] of suiteCounts) {
    const suite = tariff.suites.find((t) => t.id === id);
    if (suite) lines.push(line('suite', suite.title, count, suite.price));
  }
  lines.push(line('wheelchair', 'ویلچر بیرون سالن', r.wheelchairCount, tariff.wheelchair.outdoor));
  lines.push(line('wheelchair', 'ویلچر داخل سالن', r.indoorWheelchairCount ?? 0, tariff.wheelchair.indoor));
  lines.push(line('parking', 'پارکینگ', r.parkingCount, tariff.parking.main));
  lines.push(line('parking', 'ساعت اضافه پارکینگ', r.parkingAdditionalHours, tariff.parking.hourly));
  lines.push(line('pet', 'حیوان خانگی', r.petCount, tariff.pet));
  const people = passengersByAgeType(r.greeterAttendantList);
  for (const a of AGE_TYPE_ORDER) {
    lines.push(
      line(
        'greeter_attendant',
        `خوشامدگو / همراه ${AGE_TYPE_LABELS[a]}`,
        countForAgeType(people, a),
        priceForAgeType(tariff.greeterAttendant, a),
      ),
    );
  }
  const transfer = r.transferItem ? tariff.transfers.find((t) => t.id === r.transferItem?.id) : undefined;
  if (transfer && r.transferItem) {
    lines.push(line('transfer', `ترانسفر ${transfer.title}`, 1, transfer.servicePrice));
    lines.push(line('transfer', 'توقف اضافه ترانسفر', r.transferItem.stopCount ?? 0, transfer.stopPrice));
  }
  const kept = lines.filter((l) => l.count > 0);
  return { total: kept.reduce((sum, l) => sum + l.amount, 0), lines: kept };
}

/** A reservation as the order totals read it: pricing input plus the chosen service (null when not booked). */
export type ServicedReservation = PricedReservation & { service: ServiceTariff | null };

/** What flightOrderTotal reads of a flight order. */
export interface PricedFlightOrder {
  reservations: { Departure: ServicedReservation; Arrival: ServicedReservation };
  passengerInfo: PassengerCounts;
}

/** A flight order's total: the Departure and the Arrival reservation, each at its own service's prices. */
export function flightOrderTotal(order: PricedFlightOrder): {
  total: number;
  departure: ReservationTotal;
  arrival: ReservationTotal;
} {
  const departure = reservationTotal(
    order.reservations.Departure.service,
    order.reservations.Departure,
    order.passengerInfo,
  );
  const arrival = reservationTotal(order.reservations.Arrival.service, order.reservations.Arrival, order.passengerInfo);
  return { total: departure.total + arrival.total, departure, arrival };
}

/** The whole CIP cart's total: the departing plus the returning flight order (either may be absent). */
export function cipCartTotal(orders: readonly (PricedFlightOrder | null | undefined)[]): number {
  return orders.reduce((sum, o) => sum + (o ? flightOrderTotal(o).total : 0), 0);
}

/**
 * Problems with a reservation's choices against a tariff, in Persian (empty when none): negative or fractional
 * counts, suites or a transfer the service does not offer. The API rejects a request that has any.
 */
export function selectionProblems(tariff: ServiceTariff, r: PricedReservation): string[] {
  const problems: string[] = [];
  const counts: [string, number | undefined][] = [
    ['تعداد ویزا', r.visaCount],
    ['تعداد ویلچر', r.wheelchairCount],
    ['تعداد ویلچر داخل سالن', r.indoorWheelchairCount ?? 0],
    ['تعداد پارکینگ', r.parkingCount],
    ['ساعت اضافه پارکینگ', r.parkingAdditionalHours],
    ['تعداد حیوان خانگی', r.petCount],
    ['تعداد توقف ترانسفر', r.transferItem?.stopCount ?? 0],
  ];
  for (const [label, value] of counts) {
    if (!Number.isInteger(value) || (value as number) < 0) problems.push(`${label} باید عددی صحیح و نامنفی باشد.`);
  }
  for (const s of r.suiteList) {
    if (s.suiteId === null || !tariff.suites.some((t) => t.id === s.suiteId)) {
      problems.push('سوئیت انتخاب‌شده در این خدمت ارائه نمی‌شود.');
      break;
    }
  }
  if (r.transferItem && !tariff.transfers.some((t) => t.id === r.transferItem?.id)) {
    problems.push('ترانسفر انتخاب‌شده در این خدمت ارائه نمی‌شود.');
  }
  return problems;
}
