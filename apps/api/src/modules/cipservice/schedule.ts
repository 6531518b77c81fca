import { sql } from 'drizzle-orm';
import { SCHEDULE_DAYS_AHEAD } from '@vip/domain';
import type { Db } from '../../db/client';

/** Iran's offset from UTC (no daylight saving time since 2022): "today" of the schedule is Tehran's. */
const TEHRAN_OFFSET_MINUTES = 210;
const DAY_MS = 86_400_000;

/** The Gregorian date `YYYY-MM-DD` in Tehran at `now`, moved by `days`. */
export function tehranDate(now: Date = new Date(), days = 0): string {
  return new Date(now.getTime() + TEHRAN_OFFSET_MINUTES * 60_000 + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Materialises the flights of every weekly pattern for the dates `from`…`to` (inclusive, local at the origin).
 * Idempotent (one row per pattern and date), so every instance may call it.
 */
export async function ensureFlights(db: Db, from: string, to: string) {
  await db.execute(sql`
    insert into cip_flights (pattern_id, date, departure_at, arrival_at, scheduled_departure_at, scheduled_arrival_at)
    select id, date, departure_at, arrival_at, departure_at, arrival_at from (select p.id, d::date as date,
      ((d::date + p.departure_time::time) - make_interval(mins => a.utc_offset_minutes)) at time zone 'UTC'
        as departure_at,
      ((d::date + p.departure_time::time) - make_interval(mins => a.utc_offset_minutes - p.duration_minutes))
        at time zone 'UTC' as arrival_at
    from cip_flight_patterns p
    join cip_airports a on a.id = p.origin_airport_id
    cross join generate_series(${from}::date, ${to}::date, interval '1 day') d
    where extract(dow from d)::smallint = any(p.weekdays)) planned
    on conflict (pattern_id, date) do nothing`);
}

/** Makes sure the schedule has the flights of `date` when it lies in the rolling window (yesterday … +60 days). */
export async function ensureScheduleCovers(db: Db, date: string, now: Date = new Date()) {
  if (date < tehranDate(now, -1) || date > tehranDate(now, SCHEDULE_DAYS_AHEAD)) return;
  const present = await db.execute(sql`select 1 from cip_flights where date = ${date}::date limit 1`);
  if (present.rows.length === 0) await ensureFlights(db, date, date);
}

/** Extends the rolling schedule to the next SCHEDULE_DAYS_AHEAD days (seed and the periodic loop). */
export function extendSchedule(db: Db, now: Date = new Date()) {
  return ensureFlights(db, tehranDate(now, -1), tehranDate(now, SCHEDULE_DAYS_AHEAD));
}
