/** Catalogue reads: airports, brief flights of the rolling schedule, services of a flight, transfers. */
import type {
  Airport,
  api,
  FlightBriefView,
  FlightServiceView,
  Lang,
  QueryOf,
  TransferTariffView,
} from '@vip/contract';
import { type FlightService, flightStatusLabel, type ReservationType } from '@vip/domain';
import { aliasedTable, and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listEnvelope, parseSort } from '../../db/list';
import { searchWhere } from '../../db/search';
import { named, namedAirport, namedFlight } from './names';
import { ensureScheduleCovers } from './schedule';
import { pricingOf, tariffPricingView, versionsInEffect, withPrices } from './tariff';
import {
  cipAirlines,
  cipAirports,
  cipCapacity,
  cipFlightPatterns,
  cipFlights,
  cipServices,
  cipSuites,
  cipTerminals,
  cipTransfers,
} from './schema';

const HOUR_MS = 3_600_000;
type AirportRow = typeof cipAirports.$inferSelect;
type ServiceRow = typeof cipServices.$inferSelect;

/** Local `YYYY-MM-DD` and `HH:mm` of an instant at a UTC offset. */
export function localParts(at: Date, offsetMinutes: number) {
  const iso = new Date(at.getTime() + offsetMinutes * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

// ── Airports ───────────────────────────────────────────────────────────────────────────────────────────────

async function terminalsByAirport(db: Db, airportIds: number[], lang: Lang) {
  const rows = airportIds.length
    ? await db
        .select()
        .from(cipTerminals)
        .where(inArray(cipTerminals.airportId, airportIds))
        .orderBy(asc(cipTerminals.id))
    : [];
  const out = new Map<number, { id: number; title: string; title_en: string }[]>();
  for (const t of rows) {
    const list = out.get(t.airportId) ?? [];
    list.push({ id: t.id, title: named(t, lang).title, title_en: t.titleEn });
    out.set(t.airportId, list);
  }
  return out;
}

function airportView(a: AirportRow, terminals: Airport['terminals']): Airport {
  return {
    id: a.id,
    iata: a.iata,
    title: a.title,
    title_en: a.titleEn,
    city: a.city,
    city_en: a.cityEn,
    country_code: a.countryCode,
    is_domestic: a.countryCode === 'IR',
    timezone: a.timezone,
    terminals,
    booking_cutoff_hours: a.bookingCutoffHours,
    desk_phone: a.deskPhone,
  };
}

export async function listAirports(db: Db, q: QueryOf<typeof api.listAirports>, lang: Lang = 'fa') {
  const text = q.search_text?.trim().toLowerCase();
  const where = and(
    q.served === undefined ? undefined : eq(cipAirports.served, q.served),
    text
      ? or(
          sql`lower(${cipAirports.iata}) like ${`%${text}%`}`,
          sql`fa_normalize(${cipAirports.title} || ' ' || ${cipAirports.titleEn} || ' ' || ${cipAirports.titleAr} || ' ' || ${cipAirports.city} || ' ' || ${cipAirports.cityEn} || ' ' || ${cipAirports.cityAr}) like '%' || fa_normalize(${text}) || '%'`,
        )
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(cipAirports)
      .where(where)
      .orderBy(asc(cipAirports.priority), asc(cipAirports.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(cipAirports).where(where),
  ]);
  const terminals = await terminalsByAirport(
    db,
    rows.map((r) => r.id),
    lang,
  );
  return listEnvelope(
    rows.map((a) => airportView(namedAirport(a, lang), terminals.get(a.id) ?? [])),
    total,
    q.limit,
    q.offset,
  );
}

// ── Flights ────────────────────────────────────────────────────────────────────────────────────────────────

const origin = aliasedTable(cipAirports, 'origin');
const destination = aliasedTable(cipAirports, 'destination');
const originTerminal = aliasedTable(cipTerminals, 'origin_terminal');
const destinationTerminal = aliasedTable(cipTerminals, 'destination_terminal');

function flightSelect(db: Db) {
  return db
    .select({
      flight: cipFlights,
      pattern: cipFlightPatterns,
      airline: cipAirlines,
      origin,
      destination,
      originTerminal,
      destinationTerminal,
    })
    .from(cipFlights)
    .innerJoin(cipFlightPatterns, eq(cipFlightPatterns.id, cipFlights.patternId))
    .innerJoin(cipAirlines, eq(cipAirlines.id, cipFlightPatterns.airlineId))
    .innerJoin(origin, eq(origin.id, cipFlightPatterns.originAirportId))
    .innerJoin(destination, eq(destination.id, cipFlightPatterns.destinationAirportId))
    .leftJoin(originTerminal, eq(originTerminal.id, cipFlightPatterns.originTerminalId))
    .leftJoin(destinationTerminal, eq(destinationTerminal.id, cipFlightPatterns.destinationTerminalId));
}

/** A flight with everything its views need. */
export type FlightRow = Awaited<ReturnType<ReturnType<typeof flightSelect>['execute']>>[number];

/** When bookings (and edits) close for a reservation at `airport` on this flight: its cut-off before departure. */
export function cutoffAt(flight: FlightRow, airport: AirportRow = flight.origin): Date {
  return new Date(flight.flight.departureAt.getTime() - airport.bookingCutoffHours * HOUR_MS);
}

/** A flight is international when either end is outside Iran (international fares apply). */
export const isInternational = (f: Pick<FlightRow, 'origin' | 'destination'>) =>
  f.origin.countryCode !== 'IR' || f.destination.countryCode !== 'IR';

export function flightView(f: FlightRow, now: Date = new Date()): FlightBriefView {
  const end = (a: AirportRow, t: typeof f.originTerminal, at: Date) => ({
    airport_id: a.id,
    iata: a.iata,
    title: a.title,
    title_en: a.titleEn,
    city: a.city,
    terminal_id: t?.id ?? null,
    terminal: t?.title ?? null,
    ...localParts(at, a.utcOffsetMinutes),
    at: at.toISOString(),
  });
  const closes = cutoffAt(f);
  return {
    id: f.flight.id,
    flight_number: f.pattern.flightNumber,
    airline: { id: f.airline.id, iata: f.airline.iata, title: f.airline.title, title_en: f.airline.titleEn },
    origin: end(f.origin, f.originTerminal, f.flight.departureAt),
    destination: end(f.destination, f.destinationTerminal, f.flight.arrivalAt),
    date: f.flight.date,
    time: f.pattern.departureTime,
    bookable: now < closes && f.flight.status !== 'cancelled',
    booking_closes_at: closes.toISOString(),
    status: f.flight.status as FlightBriefView['status'],
    status_label: flightStatusLabel(f.flight.status),
    scheduled_departure_at: f.flight.scheduledDepartureAt.toISOString(),
    scheduled_arrival_at: f.flight.scheduledArrivalAt.toISOString(),
    delay_minutes: Math.round((f.flight.departureAt.getTime() - f.flight.scheduledDepartureAt.getTime()) / 60_000),
    international: isInternational(f),
  };
}

export async function findFlights(db: Db, ids: number[]): Promise<Map<number, FlightRow>> {
  if (!ids.length) return new Map();
  const rows = await flightSelect(db).where(inArray(cipFlights.id, ids));
  return new Map(rows.map((r) => [r.flight.id, r]));
}

export async function listBriefFlights(
  db: Db,
  q: QueryOf<typeof api.listBriefFlights>,
  now: Date = new Date(),
  lang: Lang = 'fa',
) {
  await ensureScheduleCovers(db, q.date, now);
  const where = and(
    eq(cipFlights.date, q.date),
    searchWhere({ search_text: q.searchtext }, [cipFlightPatterns.searchSourceSearch]),
    q.airport_id
      ? or(
          eq(cipFlightPatterns.originAirportId, q.airport_id),
          eq(cipFlightPatterns.destinationAirportId, q.airport_id),
        )
      : undefined,
  );
  const order = parseSort(
    q.sort,
    { departure_at: cipFlights.departureAt, flight_number: cipFlightPatterns.flightNumber, airline: cipAirlines.title },
    [asc(cipFlights.departureAt), asc(cipFlights.id)],
  );
  const [rows, [{ total }]] = await Promise.all([
    flightSelect(db)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: count() })
      .from(cipFlights)
      .innerJoin(cipFlightPatterns, eq(cipFlightPatterns.id, cipFlights.patternId))
      .where(where),
  ]);
  return listEnvelope(
    rows.map((r) => flightView(namedFlight(r, lang), now)),
    total,
    q.limit,
    q.offset,
  );
}

// ── Services, tariffs, capacity ────────────────────────────────────────────────────────────────────────────

/** The domain tariff of a service row with its suites and transfers: what pricing reads. */
export function serviceTariffOf(
  s: ServiceRow,
  suites: (typeof cipSuites.$inferSelect)[],
  transfers: (typeof cipTransfers.$inferSelect)[],
  pricing?: Partial<ReturnType<typeof pricingOf>>,
): FlightService {
  return {
    ...pricing,
    id: s.id,
    title: s.title,
    serviceType: s.serviceType as FlightService['serviceType'],
    passenger: { adult: s.passengerAdult, child: s.passengerChild, infant: s.passengerInfant },
    greeterAttendant: { adult: s.greeterAdult, child: s.greeterChild, infant: s.greeterInfant },
    pet: s.pet,
    parking: { main: s.parkingMain, hourly: s.parkingHourly, includedHours: s.parkingIncludedHours },
    wheelchair: { outdoor: s.wheelchairOutdoor, indoor: s.wheelchairIndoor },
    visa: s.visa,
    suites: suites.map((x) => ({ id: x.id, title: x.title, price: x.price })),
    transfers: transfers.map((t) => ({
      id: t.id,
      title: t.title,
      servicePrice: t.servicePrice,
      stopPrice: t.stopPrice,
    })),
  };
}

/** The capacity slot of a service for a flight: the departure (Departure side) or arrival (Arrival side) hour. */
export function slotStartOf(service: ServiceRow, flight: FlightRow): Date {
  const at = service.reservationType === 1 ? flight.flight.arrivalAt : flight.flight.departureAt;
  const slotMs = service.slotMinutes * 60_000;
  return new Date(Math.floor(at.getTime() / slotMs) * slotMs);
}

/** The airport a side of a flight is served at. */
export function sideAirport(flight: FlightRow, side: ReservationType) {
  return side === 1
    ? { airport: flight.destination, terminal: flight.destinationTerminal }
    : { airport: flight.origin, terminal: flight.originTerminal };
}

/** Active services offered to a flight on one side (the airport's, for the flight's terminal or every terminal). */
export async function servicesForSide(db: Db, flight: FlightRow, side: ReservationType) {
  const { airport, terminal } = sideAirport(flight, side);
  return db
    .select()
    .from(cipServices)
    .where(
      and(
        eq(cipServices.airportId, airport.id),
        eq(cipServices.reservationType, side),
        eq(cipServices.active, true),
        terminal ? or(isNull(cipServices.terminalId), eq(cipServices.terminalId, terminal.id)) : undefined,
      ),
    )
    .orderBy(sql`${cipServices.serviceType} desc`, asc(cipServices.id));
}

async function extrasOf(db: Db, serviceIds: number[]) {
  if (!serviceIds.length) return { suites: [], transfers: [] };
  const [suites, transfers] = await Promise.all([
    db.select().from(cipSuites).where(inArray(cipSuites.serviceId, serviceIds)).orderBy(asc(cipSuites.id)),
    db.select().from(cipTransfers).where(inArray(cipTransfers.serviceId, serviceIds)).orderBy(asc(cipTransfers.id)),
  ]);
  return { suites, transfers };
}

/**
 * The tariff (domain shape) of one service at `at`: the prices of the version then in effect, the fares, its
 * airport's surcharges and the VAT rate of that moment; null when the service does not exist.
 */
export async function loadServiceTariff(db: Db, serviceId: number, at: Date = new Date()) {
  const [row] = await db
    .select({ service: cipServices, airport: cipAirports })
    .from(cipServices)
    .innerJoin(cipAirports, eq(cipAirports.id, cipServices.airportId))
    .where(eq(cipServices.id, serviceId));
  if (!row) return null;
  const version = (await versionsInEffect(db, [serviceId], at)).get(serviceId);
  const service = withPrices(row.service, version?.prices);
  const { suites, transfers } = await extrasOf(db, [serviceId]);
  const tariff = serviceTariffOf(service, suites, transfers, pricingOf(service, row.airport, at, version?.id));
  return { service, tariff, transfers };
}

function transferView(t: typeof cipTransfers.$inferSelect, lang: Lang = 'fa'): TransferTariffView {
  return {
    id: t.id,
    service_id: t.serviceId,
    title: named(t, lang).title,
    vehicle: t.vehicle,
    seats: t.seats,
    service_price: t.servicePrice,
    stop_price: t.stopPrice,
  };
}

export async function flightServices(db: Db, flightId: number, now: Date = new Date(), lang: Lang = 'fa') {
  const found = (await findFlights(db, [flightId])).get(flightId);
  if (!found) return null;
  const flight = namedFlight(found, lang);
  const sides = await Promise.all([servicesForSide(db, flight, 0), servicesForSide(db, flight, 1)]);
  const versions = await versionsInEffect(
    db,
    sides.flat().map((x) => x.id),
    now,
  );
  const [departure, arrival] = sides.map((list) => list.map((x) => withPrices(x, versions.get(x.id)?.prices)));
  const all = [...departure, ...arrival];
  const { suites, transfers } = await extrasOf(
    db,
    all.map((s) => s.id),
  );
  const slots = all.map((s) => ({ serviceId: s.id, slotStart: slotStartOf(s, flight) }));
  const taken = slots.length
    ? await db
        .select()
        .from(cipCapacity)
        .where(
          or(...slots.map((s) => and(eq(cipCapacity.serviceId, s.serviceId), eq(cipCapacity.slotStart, s.slotStart)))),
        )
    : [];
  const view = (s: ServiceRow): FlightServiceView => {
    const { airport, terminal } = sideAirport(flight, s.reservationType as ReservationType);
    const slot = slotStartOf(s, flight).getTime();
    const used = taken.find((t) => t.serviceId === s.id && t.slotStart.getTime() === slot);
    return {
      id: s.id,
      title: named(s, lang).title,
      service_type: s.serviceType as FlightServiceView['service_type'],
      reservation_type: s.reservationType as FlightServiceView['reservation_type'],
      description: s.description,
      airport_id: airport.id,
      airport: airport.title,
      terminal_id: terminal?.id ?? null,
      terminal: terminal?.title ?? null,
      meeting_point: s.meetingPoint,
      desk_phone: airport.deskPhone,
      tariff: {
        ...tariffPricingView(pricingOf(s, airport, now)),
        passenger: { adult: s.passengerAdult, child: s.passengerChild, infant: s.passengerInfant },
        greeter_attendant: { adult: s.greeterAdult, child: s.greeterChild, infant: s.greeterInfant },
        pet: s.pet,
        parking: { main: s.parkingMain, hourly: s.parkingHourly, included_hours: s.parkingIncludedHours },
        wheelchair: { outdoor: s.wheelchairOutdoor, indoor: s.wheelchairIndoor },
        visa: s.visa,
      },
      suites: suites
        .filter((x) => x.serviceId === s.id)
        .map((x) => ({ id: x.id, title: named(x, lang).title, price: x.price })),
      transfers: transfers.filter((t) => t.serviceId === s.id).map((t) => transferView(t, lang)),
      capacity_left: Math.max(0, (used?.capacity ?? s.capacityPerSlot) - (used?.booked ?? 0)),
    };
  };
  return { data: { flight: flightView(flight, now), departure: departure.map(view), arrival: arrival.map(view) } };
}

export async function listTransfers(db: Db, q: QueryOf<typeof api.listTransfers>, lang: Lang = 'fa') {
  const where = eq(cipTransfers.serviceId, q.service_id);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(cipTransfers).where(where).orderBy(asc(cipTransfers.servicePrice)).limit(q.limit).offset(q.offset),
    db.select({ total: count() }).from(cipTransfers).where(where),
  ]);
  return listEnvelope(
    rows.map((t) => transferView(t, lang)),
    total,
    q.limit,
    q.offset,
  );
}
