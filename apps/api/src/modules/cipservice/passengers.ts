/** A member's saved passengers (picked in the passengers step and on the dashboard). */
import type { api, BodyOf, QueryOf, SavedPassenger } from '@vip/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { listEnvelope } from '../../db/list';
import { cipSavedPassengers } from './schema';

type Row = typeof cipSavedPassengers.$inferSelect;

function view(r: Row): SavedPassenger {
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    mobile: r.mobile,
    national_code: r.nationalCode,
    passport_number: r.passportNumber,
    person_age_type: r.ageType,
    gender: r.gender,
    nationality: r.nationality,
    country_id: r.countryId,
    created_at: r.createdAt.toISOString(),
  };
}

/** A saved passenger as the API parsed it (the booking's person rules). */
type SavedPassengerBody = BodyOf<typeof api.createCipPassenger>;

const columns = (p: SavedPassengerBody) => ({
  firstName: p.first_name,
  lastName: p.last_name,
  mobile: p.mobile,
  nationalCode: p.national_code,
  passportNumber: p.passport_number,
  ageType: p.person_age_type,
  gender: p.gender,
  nationality: p.nationality,
  countryId: p.country_id,
});

export async function listSavedPassengers(db: Db, memberId: number, q: QueryOf<typeof api.listCipPassengers>) {
  const text = q.search_text?.trim();
  const where = and(
    eq(cipSavedPassengers.memberId, memberId),
    text
      ? sql`fa_normalize(${cipSavedPassengers.firstName} || ' ' || ${cipSavedPassengers.lastName} || ' ' || ${cipSavedPassengers.nationalCode} || ' ' || ${cipSavedPassengers.passportNumber}) like '%' || fa_normalize(${text}) || '%'`
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(cipSavedPassengers)
      .where(where)
      .orderBy(asc(cipSavedPassengers.lastName), asc(cipSavedPassengers.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(cipSavedPassengers).where(where),
  ]);
  return listEnvelope(rows.map(view), total, q.limit, q.offset);
}

export async function createSavedPassenger(db: Db, memberId: number, p: SavedPassengerBody) {
  const [row] = await db
    .insert(cipSavedPassengers)
    .values({ memberId, ...columns(p) })
    .returning();
  return { data: view(row) };
}

export async function updateSavedPassenger(db: Db, memberId: number, id: number, p: SavedPassengerBody) {
  const [row] = await db
    .update(cipSavedPassengers)
    .set(columns(p))
    .where(and(eq(cipSavedPassengers.id, id), eq(cipSavedPassengers.memberId, memberId)))
    .returning();
  if (!row) throw notFound('مسافر');
  return { data: view(row) };
}

export async function deleteSavedPassenger(db: Db, memberId: number, id: number) {
  const rows = await db
    .delete(cipSavedPassengers)
    .where(and(eq(cipSavedPassengers.id, id), eq(cipSavedPassengers.memberId, memberId)))
    .returning({ id: cipSavedPassengers.id });
  if (!rows.length) throw notFound('مسافر');
}
