import type { agencyUserAddBody } from '@vip/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listEnvelope } from '../../db/list';
import { apiError, notFound } from '../../http/errors';
import type { AuditedResult } from '../admin/audit';
import { memberByMobile, memberContacts } from '../member/queries';
import { agencyNotFound } from './admin';
import { agencies, agencyUsers } from './schema';

/*
 * An agency's users (docs/agencies.md, "Users"): site members named by their mobile, each an owner or an agent of
 * one agency at most (a unique index on member_id). Removing one ends their panel access at their next call.
 */

type UserRow = typeof agencyUsers.$inferSelect;

const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === '23505' || isUniqueViolation((err as { cause?: unknown }).cause));

const viewOf = (u: UserRow, contact: { fullName: string; mobile: string | null } | undefined) => ({
  id: u.id,
  member_id: u.memberId,
  member_name: contact?.fullName ?? '',
  mobile: contact?.mobile ?? null,
  role: u.role,
  created_at: u.createdAt.toISOString(),
});

async function assertAgency(db: Db, agencyId: number) {
  const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId));
  if (!row) throw agencyNotFound();
}

export async function listAgencyUsers(db: Db, agencyId: number) {
  await assertAgency(db, agencyId);
  const rows = await db
    .select()
    .from(agencyUsers)
    .where(eq(agencyUsers.agencyId, agencyId))
    .orderBy(asc(agencyUsers.id));
  const contacts = await memberContacts(
    db,
    rows.map((r) => r.memberId),
  );
  return listEnvelope(
    rows.map((r) => viewOf(r, contacts.get(r.memberId))),
    rows.length,
    rows.length,
    0,
  );
}

const taken = (sameAgency: boolean) =>
  apiError(
    'agency_user_taken',
    sameAgency
      ? 'این عضو هم‌اکنون کاربر همین آژانس است.'
      : 'این عضو کاربر آژانس دیگری است؛ هر عضو فقط در یک آژانس می‌تواند باشد. نخست او را از آن آژانس حذف کنید.',
  );

/** Adds the member of this mobile: unknown mobile 404, already in an agency 409 (a concurrent add too). */
export async function addAgencyUser(tx: Db, agencyId: number, body: z.output<typeof agencyUserAddBody>) {
  await assertAgency(tx, agencyId);
  const member = await memberByMobile(tx, body.mobile);
  if (!member) {
    throw apiError(
      'not_found',
      'عضوی با این شمارهٔ همراه در سایت نیست؛ نخست باید با همین شماره در سایت ثبت‌نام کند، سپس او را بیفزایید.',
    );
  }
  const [existing] = await tx
    .select({ agencyId: agencyUsers.agencyId })
    .from(agencyUsers)
    .where(eq(agencyUsers.memberId, member.id));
  if (existing) throw taken(existing.agencyId === agencyId);
  let row: UserRow;
  try {
    [row] = await tx.insert(agencyUsers).values({ agencyId, memberId: member.id, role: body.role }).returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw taken(false);
    throw err;
  }
  return {
    result: viewOf(row, member),
    after: { member_id: member.id, role: row.role },
    entityId: agencyId,
  } satisfies AuditedResult<unknown>;
}

/** Removes one user of this agency (another agency's user id is 404). */
export async function removeAgencyUser(tx: Db, agencyId: number, userId: number) {
  const [row] = await tx
    .delete(agencyUsers)
    .where(and(eq(agencyUsers.id, userId), eq(agencyUsers.agencyId, agencyId)))
    .returning();
  if (!row) throw notFound('کاربر آژانس');
  return { result: null, before: { member_id: row.memberId, role: row.role }, entityId: agencyId };
}
