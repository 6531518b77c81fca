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
import { type Bill, type BillLineKind, billOf, type InvoiceLine } from './bill';
import { toPersianDigits } from './digits';
import {
  AGE_TYPE_LABELS,
  AGE_TYPE_ORDER,
  AgeType,
  Nationality,
  ORDER_TYPE_LABELS,
  type OrderType,
  RESERVATION_TYPE_LABELS,
  type ReservationType,
  type ServiceKind,
  type ServiceType,
} from './enums';
import { holidayOn } from './holidays';

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

/** Passenger prices by age for a domestic and for an international flight. */
export interface FareTable {
  domestic: AgePrices;
  international: AgePrices;
}

/** Passenger prices by nationality and flight kind (tariffs price foreigners and international flights apart). */
export interface PassengerFares {
  iranian: FareTable;
  foreign: FareTable;
}

/**
 * An airport's surcharges, each a percent of the reservation's services (passengers, extras, transfer) and each its
 * own bill line; a percent of 0 (or a null rule) is off.
 */
export interface SurchargeRules {
  /** Booked less than `hours` before the service. */
  lateBooking: { hours: number; percent: number } | null;
  /** Served between `from` and `to` local time (`HH:mm`; `from` > `to` wraps past midnight). */
  night: { from: string; to: string; percent: number } | null;
  /** Served on an official holiday (holidays.ts), local date. */
  holiday: { percent: number } | null;
  /** The airport's offset from UTC in minutes: its local clock and date. */
  utcOffsetMinutes: number;
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
  /** Passenger prices by nationality and flight kind; absent: `passenger` for everyone. */
  fares?: PassengerFares;
  /** The airport's surcharges; absent: none. */
  surcharges?: SurchargeRules;
  /** VAT percent on the taxable lines, fixed when the tariff was read (vatPercentAt); absent: no VAT line. */
  vatPercent?: number;
  /** The tariff version it was read from (tariff history), when it came from one. */
  versionId?: number;
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

/** Kind of a price line: the passengers, one of the extra services, a surcharge or VAT. */
export type PriceLineKind = 'passenger' | ServiceKind | 'surcharge' | 'vat';

/** A traveller as pricing reads one: age type and (absent: Iranian) nationality. */
export interface Traveller {
  ageType: AgeType;
  nationality?: Nationality;
}

/** What pricing reads of the flight and the moment of booking (absent: a domestic flight, no time surcharges). */
export interface PricingContext {
  /** Origin or destination outside Iran. */
  international: boolean;
  /** When the side is served: its flight's departure (Departure side) or arrival (Arrival side). */
  serviceAt?: Date | string;
  /** When the booking was placed. */
  bookedAt?: Date | string;
}

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

/** The passenger prices by age that apply to a nationality on a flight kind. */
export function faresFor(
  tariff: ServiceTariff,
  nationality: Nationality | undefined,
  international: boolean,
): AgePrices {
  if (!tariff.fares) return tariff.passenger;
  const table = nationality === Nationality.foreign ? tariff.fares.foreign : tariff.fares.iranian;
  return international ? table.international : table.domestic;
}

/** VAT rates of Iran by the day they took effect (Tehran date), oldest first: a new rate applies to new bills only. */
export const VAT_RATES: readonly { from: string; percent: number }[] = [
  { from: '2019-03-21', percent: 9 },
  { from: '2024-03-20', percent: 10 },
];

/** The VAT percent in effect at a moment (Tehran's date). */
export function vatPercentAt(at: Date | string): number {
  const day = localDate(at, 210);
  let percent = 0;
  for (const rate of VAT_RATES) if (rate.from <= day) percent = rate.percent;
  return percent;
}

/** Lines that carry no VAT: a visa is a government fee passed on as it is. */
const UNTAXED: readonly PriceLineKind[] = ['visa'];

/** VAT of one line at `percent`, rounded to the Rial (so a bill's VAT is within half a Rial per line of exact). */
export function lineVat(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

/** Local `YYYY-MM-DD` of a moment at a UTC offset. */
function localDate(at: Date | string, offsetMinutes: number): string {
  return new Date(new Date(at).getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Minutes since local midnight of a moment at a UTC offset. */
function localMinutes(at: Date | string, offsetMinutes: number): number {
  const d = new Date(new Date(at).getTime() + offsetMinutes * 60_000);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h || 0) * 60 + (m || 0);
};

/** Whether a local minute of the day falls in [from, to), wrapping past midnight when from > to. */
function inWindow(minute: number, from: string, to: string): boolean {
  const a = minutesOf(from);
  const b = minutesOf(to);
  return a <= b ? minute >= a && minute < b : minute >= a || minute < b;
}

const fa = (n: number | string) => toPersianDigits(String(n));

/** The surcharges that apply to a reservation worth `base`: one line each, a percent of `base`. */
export function surchargeLines(rules: SurchargeRules | undefined, base: number, ctx: PricingContext): PriceLine[] {
  if (!rules || base <= 0 || !ctx.serviceAt) return [];
  const lines: PriceLine[] = [];
  const add = (label: string, percent: number) => {
    if (percent > 0) lines.push(line('surcharge', `${label} (${fa(percent)}٪)`, 1, Math.round((base * percent) / 100)));
  };
  const serviceMs = new Date(ctx.serviceAt).getTime();
  const late = rules.lateBooking;
  if (late && ctx.bookedAt && serviceMs - new Date(ctx.bookedAt).getTime() < late.hours * 3_600_000) {
    add(`رزرو کمتر از ${fa(late.hours)} ساعت پیش از خدمت`, late.percent);
  }
  const night = rules.night;
  if (night && inWindow(localMinutes(ctx.serviceAt, rules.utcOffsetMinutes), night.from, night.to)) {
    add(`خدمت در ساعات شب، ${fa(night.from)} تا ${fa(night.to)}`, night.percent);
  }
  const holiday = rules.holiday && holidayOn(localDate(ctx.serviceAt, rules.utcOffsetMinutes));
  if (rules.holiday && holiday) add(`تعطیل رسمی: ${holiday.title}`, rules.holiday.percent);
  return lines;
}

/** Travellers from counts by age type (every one Iranian), for callers that only know the counts. */
function travellersOf(passengers: PassengerCounts | readonly Traveller[]): readonly Traveller[] {
  if (Array.isArray(passengers)) return passengers as readonly Traveller[];
  const counts = passengers as PassengerCounts;
  return AGE_TYPE_ORDER.flatMap((ageType) =>
    Array.from({ length: safeCount(countForAgeType(counts, ageType)) }, () => ({ ageType })),
  );
}

/**
 * A reservation's total and bill: the passengers at the fare of their nationality and flight kind, every chosen
 * extra service, the airport's surcharges on that sum (late booking, night, holiday; each a line), then VAT on the
 * taxable lines (one line, each line's VAT rounded to the Rial). No service chosen means the reservation is not
 * booked: total 0, no lines. `passengers` may be counts by age type (all Iranian) or the travellers themselves.
 */
export function reservationTotal(
  tariff: ServiceTariff | null,
  r: PricedReservation,
  passengers: PassengerCounts | readonly Traveller[],
  ctx: PricingContext = { international: false },
): ReservationTotal {
  if (!tariff) return { total: 0, lines: [] };
  const lines: PriceLine[] = [];
  const travellers = travellersOf(passengers);
  const hasForeign = travellers.some((p) => p.nationality === Nationality.foreign);
  for (const nationality of hasForeign ? [Nationality.iranian, Nationality.foreign] : [Nationality.iranian]) {
    const group = travellers.filter(
      (p) => (p.nationality === Nationality.foreign) === (nationality === Nationality.foreign),
    );
    const fares = faresFor(tariff, nationality, ctx.international);
    const who = nationality === Nationality.foreign ? ' غیرایرانی' : hasForeign ? ' ایرانی' : '';
    const flight = tariff.fares && ctx.international ? '، پرواز خارجی' : '';
    const counts = passengersByAgeType(group);
    for (const a of AGE_TYPE_ORDER) {
      lines.push(
        line(
          'passenger',
          `مسافر ${AGE_TYPE_LABELS[a]}${who}${flight}`,
          countForAgeType(counts, a),
          priceForAgeType(fares, a),
        ),
      );
    }
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
  const base = kept.reduce((sum, l) => sum + l.amount, 0);
  kept.push(...surchargeLines(tariff.surcharges, base, ctx));
  const percent = tariff.vatPercent ?? 0;
  const vat = kept.reduce((sum, l) => sum + (UNTAXED.includes(l.kind) ? 0 : lineVat(l.amount, percent)), 0);
  if (vat > 0) kept.push(line('vat', `مالیات بر ارزش افزوده (${fa(percent)}٪)`, 1, vat));
  return { total: kept.reduce((sum, l) => sum + l.amount, 0), lines: kept };
}

/** The bill kind of a reservation's price line: passengers, transfer, surcharge and VAT as they are; the rest extras. */
function billKindOf(kind: PriceLineKind): BillLineKind {
  return kind === 'passenger' || kind === 'transfer' || kind === 'surcharge' || kind === 'vat' ? kind : 'extra';
}

/**
 * An order's bill from its reservations' price lines: every line titled with its reservation's caption (when the
 * order has more than one), the VAT of all of them as one last line. Its lines add up to the sum of the reservations'
 * totals, so an order's bill and its total never disagree.
 */
export function cipOrderBill(reservations: readonly { caption: string; lines: readonly PriceLine[] }[]): Bill {
  const out: InvoiceLine[] = [];
  const vat = new Map<string, number>();
  for (const r of reservations) {
    for (const l of r.lines) {
      if (l.kind === 'vat') {
        vat.set(l.label, (vat.get(l.label) ?? 0) + l.amount);
        continue;
      }
      out.push({
        kind: billKindOf(l.kind),
        title: reservations.length > 1 ? `${l.label} — ${r.caption}` : l.label,
        quantity: l.count,
        unit_price: l.unitPrice,
        amount: l.amount,
      });
    }
  }
  for (const [title, amount] of vat) out.push({ kind: 'vat', title, quantity: 1, unit_price: amount, amount });
  return billOf(out);
}

/** A reservation as the order totals read it: pricing input plus the chosen service (null when not booked). */
export type ServicedReservation = PricedReservation & { service: ServiceTariff | null };

/** What flightOrderTotal reads of a flight order: the travellers (their list when known) and the flight. */
export interface PricedFlightOrder {
  reservations: { Departure: ServicedReservation; Arrival: ServicedReservation };
  passengerInfo: PassengerCounts & { personList?: readonly Traveller[] };
  /** The flight's pricing facts (absent: domestic, no time surcharges). */
  flightBrief?: FlightPricing | null;
}

/** What pricing reads of a flight: whether it is international and when each side is served. */
export interface FlightPricing {
  international?: boolean;
  /** Departure instant (ISO): when the Departure side is served. */
  departureAt?: string;
  /** Arrival instant (ISO): when the Arrival side is served. */
  arrivalAt?: string;
}

/**
 * A flight order's total: the Departure and the Arrival reservation, each at its own service's prices, with the
 * surcharges of a booking placed at `bookedAt` (the preview: now).
 */
export function flightOrderTotal(
  order: PricedFlightOrder,
  bookedAt: Date | string = new Date(),
): {
  total: number;
  departure: ReservationTotal;
  arrival: ReservationTotal;
} {
  const travellers = order.passengerInfo.personList ?? order.passengerInfo;
  const p = order.flightBrief;
  const ctx = (serviceAt: string | undefined): PricingContext => ({
    international: p?.international ?? false,
    serviceAt,
    bookedAt,
  });
  const departure = reservationTotal(
    order.reservations.Departure.service,
    order.reservations.Departure,
    travellers,
    ctx(p?.departureAt),
  );
  const arrival = reservationTotal(
    order.reservations.Arrival.service,
    order.reservations.Arrival,
    travellers,
    ctx(p?.arrivalAt),
  );
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

/** The caption a reservation's lines carry on a bill of several: «service، فرودگاه مبدأ پرواز رفت». */
export function reservationCaption(serviceTitle: string, orderType: number, reservationType: number): string {
  return `${serviceTitle}، ${RESERVATION_TYPE_LABELS[reservationType as ReservationType]} ${ORDER_TYPE_LABELS[orderType as OrderType]}`;
}

/**
 * The bill of a cart's flight orders (departing first, departure side first) as the server will bill the booking
 * placed at `bookedAt`: the preview the confirm step shows.
 */
export function flightOrdersBill(
  orders: readonly (PricedFlightOrder & {
    orderType: number;
    reservations: { Departure: { service: { title: string } | null }; Arrival: { service: { title: string } | null } };
  })[],
  bookedAt: Date | string = new Date(),
): Bill {
  const reservations: { caption: string; lines: PriceLine[] }[] = [];
  for (const o of [...orders].sort((a, b) => a.orderType - b.orderType)) {
    const total = flightOrderTotal(o, bookedAt);
    const sides = [
      [0, o.reservations.Departure.service, total.departure],
      [1, o.reservations.Arrival.service, total.arrival],
    ] as const;
    for (const [side, service, priced] of sides) {
      if (service)
        reservations.push({ caption: reservationCaption(service.title, o.orderType, side), lines: priced.lines });
    }
  }
  return cipOrderBill(reservations);
}

/** One reservation's lines as a bill of their own (each side of a booking shown apart). */
export function reservationBill(lines: readonly PriceLine[]): Bill {
  return cipOrderBill([{ caption: '', lines }]);
}
