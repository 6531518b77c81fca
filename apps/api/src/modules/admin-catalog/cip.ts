import type { z } from 'zod';
import { CIP_FARE_FIELDS, CIP_TARIFF_FIELDS } from '@vip/contract';
import type {
  catalogAirline,
  catalogAirport,
  catalogCipService,
  catalogCipTariff,
  catalogFlightPattern,
} from '@vip/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, notExists, or } from 'drizzle-orm';
import { listEnvelope } from '../../db/list';
import type { Db } from '../../db/client';
import {
  cipAirlines,
  cipAirports,
  cipCapacity,
  cipFlightOrders,
  cipFlightPatterns,
  cipFlights,
  cipReservations,
  cipServices,
  cipSuites,
  cipTariffVersions,
  cipTerminals,
  cipTransfers,
} from '../cipservice/schema';
import { PRICE_COLUMNS, pricesOf, snakeOf, versionsInEffect, withPrices } from '../cipservice/tariff';
import { extendSchedule, tehranDate } from '../cipservice/schedule';
import {
  anyRow,
  type Body,
  columnsOf,
  firstReason,
  type ResourceDef,
  recordOf,
  syncChildren,
  upsertRow,
} from './engine';
import { bodyError } from './engine';

type Airport = z.infer<typeof catalogAirport>;
type Airline = z.infer<typeof catalogAirline>;
type FlightPattern = z.infer<typeof catalogFlightPattern>;
type CipService = z.infer<typeof catalogCipService>;
type CipTariff = z.infer<typeof catalogCipTariff>;

/** CIP pages read the catalogue in the browser (no site cache); only the API's cache is cleared. */
const CIP_TAGS = () => ['cip'];

export const airportResource: ResourceDef<Airport> = {
  entity: 'cip_airport',
  what: 'فرودگاه',
  table: cipAirports,
  search: [cipAirports.iata, cipAirports.title, cipAirports.titleEn, cipAirports.titleAr, cipAirports.city],
  sort: { id: cipAirports.id, iata: cipAirports.iata, title: cipAirports.title, priority: cipAirports.priority },
  async load(db, ids) {
    if (!ids.length) return [];
    const [rows, terminals] = await Promise.all([
      db.select().from(cipAirports).where(inArray(cipAirports.id, ids)),
      db.select().from(cipTerminals).where(inArray(cipTerminals.airportId, ids)).orderBy(asc(cipTerminals.id)),
    ]);
    return rows.map((row) => ({
      ...(recordOf(row, ['cancellationPolicy']) as Omit<Airport, 'terminals' | 'cancellation_policy'>),
      cancellation_policy: row.cancellationPolicy.map((p) => ({
        hours_before: p.hoursBefore,
        refund_percent: p.refundPercent,
      })),
      terminals: terminals
        .filter((t) => t.airportId === row.id)
        .map((t) => ({ id: t.id, title: t.title, title_en: t.titleEn, title_ar: t.titleAr })),
    }));
  },
  async save(tx, body, current) {
    const values = columnsOf(cipAirports, body, ['terminals', 'cancellation_policy']);
    const policy = body.cancellation_policy as { hours_before: number; refund_percent: number }[] | undefined;
    if (policy) {
      values.cancellationPolicy = [...policy]
        .sort((a, b) => b.hours_before - a.hours_before)
        .map((p) => ({ hoursBefore: p.hours_before, refundPercent: p.refund_percent }));
    }
    const id = await upsertRow(tx, cipAirports, current?.id, values);
    const terminals = body.terminals as
      | { id?: number; title: string; title_en?: string; title_ar?: string }[]
      | undefined;
    if (terminals && current) {
      const kept = new Set(terminals.map((t) => t.id).filter(Boolean));
      const gone = current.terminals.filter((t) => !kept.has(t.id)).map((t) => t.id);
      if (gone.length && (await terminalInUse(tx, gone))) {
        throw bodyError('terminals', 'ترمینالی که پرواز یا خدمتی به آن اشاره می‌کند حذف نمی‌شود.');
      }
    }
    await syncChildren(
      tx,
      { table: cipTerminals, parent: cipTerminals.airportId, parentId: id, field: 'terminals' },
      terminals,
      (t) => ({ title: t.title, titleEn: t.title_en ?? '', titleAr: t.title_ar ?? '' }),
    );
    return id;
  },
  inUse: (tx, id) =>
    firstReason([
      [
        () =>
          anyRow(
            tx,
            cipFlightPatterns,
            or(eq(cipFlightPatterns.originAirportId, id), eq(cipFlightPatterns.destinationAirportId, id))!,
          ),
        'پروازهایی از این فرودگاه یا به آن هست؛ نخست الگوی آن پروازها را حذف کنید.',
      ],
      [
        () => anyRow(tx, cipServices, eq(cipServices.airportId, id)),
        'خدمات CIP این فرودگاه تعریف شده است؛ به جای حذف، آن را از ارائه خارج کنید (served: false).',
      ],
    ]),
  async remove(tx, id) {
    await tx.delete(cipTerminals).where(eq(cipTerminals.airportId, id));
    await tx.delete(cipAirports).where(eq(cipAirports.id, id));
  },
  tags: CIP_TAGS,
};

/** Whether a flight pattern or a service names one of these terminals. */
async function terminalInUse(tx: Db, ids: number[]) {
  return (
    (await anyRow(
      tx,
      cipFlightPatterns,
      or(inArray(cipFlightPatterns.originTerminalId, ids), inArray(cipFlightPatterns.destinationTerminalId, ids))!,
    )) || (await anyRow(tx, cipServices, inArray(cipServices.terminalId, ids)))
  );
}

export const airlineResource: ResourceDef<Airline> = {
  entity: 'cip_airline',
  what: 'شرکت هواپیمایی',
  table: cipAirlines,
  search: [cipAirlines.iata, cipAirlines.title, cipAirlines.titleEn],
  sort: { id: cipAirlines.id, iata: cipAirlines.iata, title: cipAirlines.title },
  async load(db, ids) {
    if (!ids.length) return [];
    return (await db.select().from(cipAirlines).where(inArray(cipAirlines.id, ids))).map((r) => recordOf(r) as Airline);
  },
  save: (tx, body, current) => upsertRow(tx, cipAirlines, current?.id, columnsOf(cipAirlines, body)),
  inUse: (tx, id) =>
    firstReason([
      [
        () => anyRow(tx, cipFlightPatterns, eq(cipFlightPatterns.airlineId, id)),
        'پروازهایی از این شرکت هواپیمایی هست؛ نخست الگوی آن پروازها را حذف کنید.',
      ],
    ]),
  tags: CIP_TAGS,
};

/** A terminal must be of the airport of its side. */
async function checkTerminal(tx: Db, field: string, terminalId: unknown, airportId: unknown) {
  if (terminalId == null) return;
  const [t] = await tx
    .select({ airportId: cipTerminals.airportId })
    .from(cipTerminals)
    .where(eq(cipTerminals.id, terminalId as number));
  if (!t || t.airportId !== airportId) throw bodyError(field, 'این ترمینال از آنِ فرودگاه برگزیده نیست.');
}

/** The text the flight search matches: the number (with and without its space), airline and both airports. */
async function searchSourceOf(tx: Db, p: Body) {
  const [airline] = await tx
    .select()
    .from(cipAirlines)
    .where(eq(cipAirlines.id, p.airline_id as number));
  const ends = await tx
    .select()
    .from(cipAirports)
    .where(inArray(cipAirports.id, [p.origin_airport_id as number, p.destination_airport_id as number]));
  const text = (id: unknown) => {
    const a = ends.find((e) => e.id === id);
    return a ? `${a.iata} ${a.title} ${a.titleEn} ${a.city} ${a.cityEn}` : '';
  };
  const num = String(p.flight_number);
  return [
    num,
    num.replace(' ', ''),
    airline ? `${airline.title} ${airline.titleEn}` : '',
    text(p.origin_airport_id),
    text(p.destination_airport_id),
  ].join(' ');
}

export const flightPatternResource: ResourceDef<FlightPattern> = {
  entity: 'cip_flight_pattern',
  what: 'الگوی پرواز',
  table: cipFlightPatterns,
  search: [cipFlightPatterns.flightNumber, cipFlightPatterns.searchSource],
  sort: {
    id: cipFlightPatterns.id,
    flight_number: cipFlightPatterns.flightNumber,
    departure_time: cipFlightPatterns.departureTime,
  },
  filters: {
    airline_id: (v) => eq(cipFlightPatterns.airlineId, v),
    origin_airport_id: (v) => eq(cipFlightPatterns.originAirportId, v),
  },
  refs: [
    { field: 'airline_id', table: cipAirlines, what: 'شرکت هواپیمایی' },
    { field: 'origin_airport_id', table: cipAirports, what: 'فرودگاه مبدأ' },
    { field: 'destination_airport_id', table: cipAirports, what: 'فرودگاه مقصد' },
  ],
  check(merged) {
    if (merged.origin_airport_id === merged.destination_airport_id) {
      throw bodyError('destination_airport_id', 'فرودگاه مقصد باید با مبدأ فرق کند.');
    }
  },
  async load(db, ids) {
    if (!ids.length) return [];
    const rows = await db.select().from(cipFlightPatterns).where(inArray(cipFlightPatterns.id, ids));
    return rows.map((r) => recordOf(r, ['searchSource']) as FlightPattern);
  },
  async save(tx, body, current) {
    const merged = { ...(current ?? {}), ...body };
    await checkTerminal(tx, 'origin_terminal_id', merged.origin_terminal_id, merged.origin_airport_id);
    await checkTerminal(tx, 'destination_terminal_id', merged.destination_terminal_id, merged.destination_airport_id);
    const values = { ...columnsOf(cipFlightPatterns, body), searchSource: await searchSourceOf(tx, merged) };
    const id = await upsertRow(tx, cipFlightPatterns, current?.id, values);
    // The schedule follows the pattern: its unbooked flights from today on are made again from the new one.
    await tx
      .delete(cipFlights)
      .where(
        and(
          eq(cipFlights.patternId, id),
          gte(cipFlights.date, tehranDate()),
          notExists(tx.select().from(cipFlightOrders).where(eq(cipFlightOrders.flightId, cipFlights.id))),
        ),
      );
    await extendSchedule(tx);
    return id;
  },
  inUse: (tx, id) =>
    firstReason([
      [
        () =>
          anyRow(
            tx,
            cipFlightOrders,
            inArray(
              cipFlightOrders.flightId,
              tx.select({ id: cipFlights.id }).from(cipFlights).where(eq(cipFlights.patternId, id)),
            ),
          ),
        'پروازهای این الگو رزرو شده‌اند و الگو حذف نمی‌شود؛ روزهای هفتهٔ آن را تغییر دهید.',
      ],
    ]),
  async remove(tx, id) {
    await tx.delete(cipFlights).where(eq(cipFlights.patternId, id));
    await tx.delete(cipFlightPatterns).where(eq(cipFlightPatterns.id, id));
  },
  tags: CIP_TAGS,
};

/** The tariff columns of a service (Rials). */
const TARIFF_FIELDS = CIP_TARIFF_FIELDS;
const TARIFF_COLUMNS = TARIFF_FIELDS.map((f) => f.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()));

/** Whether bookings hold places of the service. */
const serviceBooked = (tx: Db, id: number) =>
  anyRow(tx, cipReservations, eq(cipReservations.serviceId, id)).then(
    async (booked) => booked || anyRow(tx, cipCapacity, and(eq(cipCapacity.serviceId, id), gt(cipCapacity.booked, 0))!),
  );

export const cipServiceResource: ResourceDef<CipService> = {
  entity: 'cip_service',
  what: 'خدمت CIP',
  table: cipServices,
  search: [cipServices.title, cipServices.meetingPoint],
  sort: { id: cipServices.id, title: cipServices.title, airport_id: cipServices.airportId },
  filters: { airport_id: (v) => eq(cipServices.airportId, v) },
  refs: [{ field: 'airport_id', table: cipAirports, what: 'فرودگاه' }],
  async load(db, ids) {
    if (!ids.length) return [];
    const rows = await db.select().from(cipServices).where(inArray(cipServices.id, ids));
    // Prices are the tariff's (cip-tariffs), not the service's record.
    return rows.map((r) => recordOf(r, PRICE_COLUMNS) as CipService);
  },
  async save(tx, body, current) {
    const merged = { ...(current ?? {}), ...body };
    await checkTerminal(tx, 'terminal_id', merged.terminal_id, merged.airport_id);
    const values = columnsOf(cipServices, body);
    if (!current) {
      // A new service has no tariff yet: it is created inactive with zero prices until its tariff is set.
      Object.assign(values, Object.fromEntries(TARIFF_COLUMNS.map((c) => [c, 0])), { active: false });
    } else if (body.active === true) {
      const [row] = await tx.select().from(cipServices).where(eq(cipServices.id, current.id));
      if (row.passengerAdult <= 0) {
        throw bodyError('active', 'پیش از فعال کردن خدمت، تعرفهٔ آن را تعیین کنید (cip-tariffs).');
      }
    }
    return upsertRow(tx, cipServices, current?.id, values);
  },
  inUse: (tx, id) =>
    firstReason([
      [() => serviceBooked(tx, id), 'این خدمت رزرو دارد و حذف نمی‌شود؛ به جای حذف، آن را غیرفعال کنید (active: false).'],
    ]),
  async remove(tx, id) {
    await tx.delete(cipCapacity).where(eq(cipCapacity.serviceId, id));
    await tx.delete(cipSuites).where(eq(cipSuites.serviceId, id));
    await tx.delete(cipTransfers).where(eq(cipTransfers.serviceId, id));
    await tx.delete(cipServices).where(eq(cipServices.id, id));
  },
  tags: CIP_TAGS,
};

/**
 * A price change is a tariff version: in effect from `effective_from` (now when absent or past), the service's own
 * columns updated when it is in effect at once. Bookings keep the tariff they were billed with either way.
 */
async function saveTariffPrices(tx: Db, serviceId: number, body: Body) {
  const fields = [...TARIFF_FIELDS, ...CIP_FARE_FIELDS];
  const changed = Object.fromEntries(fields.flatMap((f) => (body[f] === undefined ? [] : [[f, body[f]]])));
  const now = new Date();
  const at = typeof body.effective_from === 'string' ? new Date(body.effective_from) : now;
  const later = at > now;
  const [row] = await tx.select().from(cipServices).where(eq(cipServices.id, serviceId));
  if (!row) return;
  if (!Object.keys(changed).length && !later) return;
  const current = withPrices(row, (await versionsInEffect(tx, [serviceId], later ? at : now)).get(serviceId)?.prices);
  const prices = { ...pricesOf(current), ...changed } as Record<string, number | null>;
  if (!later) {
    await upsertRow(tx, cipServices, serviceId, Object.fromEntries(PRICE_COLUMNS.map((c) => [c, prices[snakeOf(c)]])));
  }
  await tx.insert(cipTariffVersions).values({ serviceId, effectiveFrom: later ? at : now, prices });
}

/** A service's tariff history, latest effective first. */
export async function listTariffVersions(db: Db, serviceId: number, q: { limit: number; offset: number }) {
  const where = eq(cipTariffVersions.serviceId, serviceId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(cipTariffVersions)
      .where(where)
      .orderBy(desc(cipTariffVersions.effectiveFrom), desc(cipTariffVersions.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(cipTariffVersions).where(where),
  ]);
  return listEnvelope(
    rows.map((v) => ({
      id: v.id,
      effective_from: v.effectiveFrom.toISOString(),
      prices: v.prices,
      created_at: v.createdAt.toISOString(),
    })),
    total,
    q.limit,
    q.offset,
  );
}

export const cipTariffResource: ResourceDef<CipTariff> = {
  entity: 'cip_tariff',
  what: 'تعرفهٔ خدمت',
  table: cipServices,
  search: [cipServices.title],
  sort: { id: cipServices.id, passenger_adult: cipServices.passengerAdult },
  filters: { airport_id: (v) => eq(cipServices.airportId, v) },
  refs: [{ field: 'service_id', table: cipServices, what: 'خدمت' }],
  async load(db, ids) {
    if (!ids.length) return [];
    const [rows, suites, transfers] = await Promise.all([
      db.select().from(cipServices).where(inArray(cipServices.id, ids)),
      db.select().from(cipSuites).where(inArray(cipSuites.serviceId, ids)).orderBy(asc(cipSuites.id)),
      db.select().from(cipTransfers).where(inArray(cipTransfers.serviceId, ids)).orderBy(asc(cipTransfers.id)),
    ]);
    const versions = await versionsInEffect(db, ids, new Date());
    return rows.map((r) => {
      // The prices in effect now (a change dated later stays in the history until its moment).
      const prices = pricesOf(withPrices(r, versions.get(r.id)?.prices)) as Record<string, number>;
      return {
        ...(Object.fromEntries(TARIFF_FIELDS.map((f) => [f, prices[f]])) as Record<
          (typeof TARIFF_FIELDS)[number],
          number
        >),
        ...(Object.fromEntries(CIP_FARE_FIELDS.map((f) => [f, prices[f] ?? null])) as Record<
          (typeof CIP_FARE_FIELDS)[number],
          number | null
        >),
        id: r.id,
        service_id: r.id,
        service_title: r.title,
        suites: suites.filter((s) => s.serviceId === r.id).map((s) => ({ id: s.id, title: s.title, price: s.price })),
        transfers: transfers
          .filter((t) => t.serviceId === r.id)
          .map((t) => ({
            id: t.id,
            title: t.title,
            vehicle: t.vehicle,
            seats: t.seats,
            service_price: t.servicePrice,
            stop_price: t.stopPrice,
          })),
      };
    });
  },
  async save(tx, body, current) {
    const id = current?.id ?? (body.service_id as number);
    if (current && body.service_id !== undefined && body.service_id !== current.id) {
      throw bodyError('service_id', 'تعرفه از آنِ همان خدمت است؛ خدمت آن تغییر نمی‌کند.');
    }
    await saveTariffPrices(tx, id, body);
    const place = (table: typeof cipSuites | typeof cipTransfers, field: string) => ({
      table,
      parent: table.serviceId,
      parentId: id,
      field,
    });
    await syncChildren(
      tx,
      place(cipSuites, 'suites'),
      body.suites as { id?: number; title: string; price: number }[] | undefined,
      (s) => ({
        title: s.title,
        price: s.price,
      }),
    );
    await syncChildren(
      tx,
      place(cipTransfers, 'transfers'),
      body.transfers as
        | { id?: number; title: string; vehicle: string; seats: number; service_price: number; stop_price: number }[]
        | undefined,
      (t) => ({
        title: t.title,
        vehicle: t.vehicle,
        seats: t.seats,
        servicePrice: t.service_price,
        stopPrice: t.stop_price,
      }),
    );
    return id;
  },
  // A service always has its tariff; bookings keep the tariff they were priced with.
  inUse: async () => 'تعرفه جزء خدمت است و جدا حذف نمی‌شود؛ خدمت را غیرفعال یا حذف کنید.',
  tags: CIP_TAGS,
};
