/**
 * Where flight statuses come from besides the VIP desk. The default is manual (the desk alone); with
 * FLIGHT_STATUS_URL set, an AeroDataBox-style API is asked about every flight with live bookings in the next 48
 * hours, and what it reports goes through the desk's own service function (`setFlightStatus`).
 */
import type { FlightStatus } from '@vip/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import { type PeriodicTask, periodicTask } from '../../periodic';
import { SYSTEM } from '../order/service';
import { flightsToWatch, setFlightStatus } from './flight-status';

/** What a feed says about one flight; null when it does not know it or did not answer. */
export interface FlightReport {
  status: FlightStatus;
  departureAt?: Date;
  arrivalAt?: Date;
}

export interface FlightStatusProvider {
  readonly name: string;
  /** `flightNumber` as we print it ("IR 452"), `date` the local departure date at the origin (YYYY-MM-DD). */
  report(flight: { flightNumber: string; date: string }): Promise<FlightReport | null>;
}

/** The feed's words, as ours; any other (Unknown, CanceledUncertain) changes nothing. */
const FEED_STATUS: Record<string, FlightStatus | undefined> = {
  Expected: 'scheduled',
  Scheduled: 'scheduled',
  CheckIn: 'scheduled',
  Boarding: 'scheduled',
  GateClosed: 'scheduled',
  Delayed: 'delayed',
  Canceled: 'cancelled',
  Cancelled: 'cancelled',
  Departed: 'departed',
  EnRoute: 'departed',
  Approaching: 'departed',
  Arrived: 'landed',
  Diverted: 'diverted',
};

interface FeedTime {
  utc?: string;
}
interface FeedMovement {
  scheduledTime?: FeedTime;
  revisedTime?: FeedTime;
}
interface FeedFlight {
  number?: string;
  status?: string;
  departure?: FeedMovement;
  arrival?: FeedMovement;
}

/** "2026-05-01 10:30Z" (the feed's form) or ISO-8601 → Date; anything else → undefined. */
function feedInstant(t: FeedTime | undefined): Date | undefined {
  if (!t?.utc) return undefined;
  const at = new Date(t.utc.replace(' ', 'T'));
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** An AeroDataBox-style feed: GET {base}/flights/number/{IR452}/{YYYY-MM-DD} with the key in `x-api-key`. */
export function aeroDataBoxProvider(opts: {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  log?: FastifyBaseLogger;
  fetchImpl?: typeof fetch;
}): FlightStatusProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, '');
  return {
    name: 'aerodatabox',
    async report({ flightNumber, date }) {
      const number = flightNumber.replace(/\s+/g, '');
      const url = `${base}/flights/number/${encodeURIComponent(number)}/${date}`;
      let flights: FeedFlight[];
      try {
        const res = await doFetch(url, {
          headers: { accept: 'application/json', ...(opts.apiKey ? { 'x-api-key': opts.apiKey } : {}) },
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
        // 404 / 204: the feed does not know the flight.
        if (!res.ok || res.status === 204) return null;
        const body = (await res.json()) as unknown;
        flights = Array.isArray(body) ? (body as FeedFlight[]) : [];
      } catch (err) {
        opts.log?.warn({ err, flight: flightNumber, date }, 'flight status feed: no answer');
        return null;
      }
      const found = flights.find((f) => f.number?.replace(/\s+/g, '').toUpperCase() === number.toUpperCase());
      const status = found?.status ? FEED_STATUS[found.status] : undefined;
      if (!found || !status) return null;
      const departureAt = feedInstant(found.departure?.revisedTime) ?? feedInstant(found.departure?.scheduledTime);
      const arrivalAt = feedInstant(found.arrival?.revisedTime) ?? feedInstant(found.arrival?.scheduledTime);
      return { status, departureAt, arrivalAt };
    },
  };
}

/** The feed of the configuration, or null (manual: the desk alone). */
export function flightStatusProviderOf(
  config: { FLIGHT_STATUS_URL?: string; FLIGHT_STATUS_KEY?: string; FLIGHT_STATUS_TIMEOUT_MS: number },
  log?: FastifyBaseLogger,
): FlightStatusProvider | null {
  if (!config.FLIGHT_STATUS_URL) return null;
  return aeroDataBoxProvider({
    baseUrl: config.FLIGHT_STATUS_URL,
    apiKey: config.FLIGHT_STATUS_KEY,
    timeoutMs: config.FLIGHT_STATUS_TIMEOUT_MS,
    log,
  });
}

const MINUTE_MS = 60_000;
const sameMinute = (a: Date | undefined, b: Date) => !a || Math.abs(a.getTime() - b.getTime()) < MINUTE_MS;

/**
 * One round: asks the feed about each watched flight and applies what changed (status, or a time by a minute or
 * more). A flight the feed does not know, or a feed that does not answer, changes nothing. Answers the flights changed.
 */
export async function pollFlightStatuses(
  db: Db,
  provider: FlightStatusProvider,
  opts: { now?: Date; log?: FastifyBaseLogger } = {},
) {
  let changed = 0;
  for (const { flight, flightNumber } of await flightsToWatch(db, opts.now ?? new Date())) {
    const report = await provider.report({ flightNumber, date: flight.date });
    if (!report) continue;
    if (
      report.status === flight.status &&
      sameMinute(report.departureAt, flight.departureAt) &&
      sameMinute(report.arrivalAt, flight.arrivalAt)
    ) {
      continue;
    }
    try {
      await setFlightStatus(
        db,
        flight.id,
        { status: report.status, departure_at: report.departureAt, arrival_at: report.arrivalAt },
        SYSTEM,
      );
      changed += 1;
    } catch (err) {
      opts.log?.warn({ err, flight: flightNumber }, 'flight status feed: report not applied');
    }
  }
  return changed;
}

/** The feed's polling loop (one instance at a time); off without a feed or with an interval of 0. */
export function flightStatusLoop(opts: {
  db: Db;
  database: Pick<Database, 'db' | 'kind'>;
  log: FastifyBaseLogger;
  intervalMs: number;
  provider: FlightStatusProvider | null;
}): PeriodicTask {
  const provider = opts.provider;
  return periodicTask({
    name: 'flight-status',
    log: opts.log,
    intervalMs: provider ? opts.intervalMs : 0,
    oneInstance: opts.database,
    round: () => (provider ? pollFlightStatuses(opts.db, provider, { log: opts.log }) : Promise.resolve(0)),
  });
}
