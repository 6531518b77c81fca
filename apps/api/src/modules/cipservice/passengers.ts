/** A member's saved passengers (picked in the passengers step and on the dashboard). */
import { personFromWire, personToWire } from '@vip/contract';
import type { api, BodyOf, QueryOf, SavedPassenger } from '@vip/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { listEnvelope } from '../../db/list';
import { cipSavedPassengers } from './schema';

type Row = typeof cipSavedPassengers.$inferSelect;

function view(r: Row): SavedPassenger {
  return { id: r.id, ...personToWire(r), created_at: r.createdAt.toISOString() };
}

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

/** A saved passenger as the API parsed it (the booking's person rules). */
type SavedPassengerBody = BodyOf<typeof api.createCipPassenger>;

export async function createSavedPassenger(db: Db, memberId: number, p: SavedPassengerBody) {
  const [row] = await db
    .insert(cipSavedPassengers)
    .values({ memberId, ...personFromWire(p) })
    .returning();
  return { data: view(row) };
}

export async function updateSavedPassenger(db: Db, memberId: number, id: number, p: SavedPassengerBody) {
  const [row] = await db
    .update(cipSavedPassengers)
    .set(personFromWire(p))
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
