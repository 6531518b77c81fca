import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, memberSessions } from './schema';

/*
 * What other modules read of (and the one thing they change in) a member account: the `members` table stays this
 * module's own (docs/architecture.md, "Module boundaries").
 */

/** "First Last" as the member gave it, '' when neither is set (the caller picks its own stand-in). */
const fullName = (m: { firstName: string | null; lastName: string | null }) =>
  `${m.firstName ?? ''} ${m.lastName ?? ''}`.trim();

/** The member's mobile for an SMS, or null (no such member or an e-mail-only account). */
export async function memberMobile(db: Db, memberId: number): Promise<string | null> {
  const [m] = await db.select({ mobile: members.mobile }).from(members).where(eq(members.id, memberId));
  return m?.mobile ?? null;
}

/** Where the member's SMS go and in which language: mobile (null for an e-mail-only account) and `members.locale`. */
export async function memberSmsAddress(db: Db, memberId: number) {
  const [m] = await db
    .select({ mobile: members.mobile, locale: members.locale })
    .from(members)
    .where(eq(members.id, memberId));
  return m;
}

/** Who a personal invoice names: full name ('' when not given), national code and mobile; undefined for none. */
export async function memberInvoiceIdentity(db: Db, memberId: number) {
  const [m] = await db
    .select({
      firstName: members.firstName,
      lastName: members.lastName,
      nationalCode: members.nationalCode,
      mobile: members.mobile,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return m && { fullName: fullName(m), nationalCode: m.nationalCode, mobile: m.mobile };
}

/** The member's full name ('' when not given), or undefined for an unknown id. */
export async function memberName(db: Db, memberId: number): Promise<string | undefined> {
  const [m] = await db
    .select({ firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(eq(members.id, memberId));
  return m && fullName(m);
}

/** The member's full name and mobile, or undefined for an unknown id. */
export async function memberContact(db: Db, memberId: number) {
  const [m] = await db
    .select({ firstName: members.firstName, lastName: members.lastName, mobile: members.mobile })
    .from(members)
    .where(eq(members.id, memberId));
  return m && { fullName: fullName(m), mobile: m.mobile };
}

/** Full name and mobile of several members at once (a desk list names each row's member). */
export async function memberContacts(db: Db, memberIds: number[]) {
  const ids = [...new Set(memberIds)];
  const rows = ids.length
    ? await db
        .select({ id: members.id, firstName: members.firstName, lastName: members.lastName, mobile: members.mobile })
        .from(members)
        .where(inArray(members.id, ids))
    : [];
  return new Map(rows.map((m) => [m.id, { fullName: fullName(m), mobile: m.mobile }]));
}

/**
 * Takes the member's row lock until the transaction ends, without blocking key references (orders of other members
 * and rows that merely point at this member go on): serialises one member's concurrent orders.
 */
export async function lockMemberRow(tx: Db, memberId: number) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

/** The account an e-mail address signs in to: id, mobile and whether it has a password; undefined if none. */
export async function accountByEmail(db: Db, email: string) {
  const [m] = await db
    .select({ id: members.id, mobile: members.mobile, passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.email, email))
    .limit(1);
  return m && { id: m.id, mobile: m.mobile, hasPassword: Boolean(m.passwordHash) };
}

/** Replaces the member's password hash and ends every open session of theirs (`reason` is recorded on each). */
export async function replacePassword(
  tx: Db,
  memberId: number,
  passwordHash: string,
  reason: string,
  now = new Date(),
) {
  await tx.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, memberId));
  await tx
    .update(memberSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
}

/** The member signed up with this mobile (normalised `09…`), or undefined: the back office names members by mobile. */
export async function memberByMobile(db: Db, mobile: string) {
  const [m] = await db
    .select({ id: members.id, firstName: members.firstName, lastName: members.lastName, mobile: members.mobile })
    .from(members)
    .where(eq(members.mobile, mobile))
    .limit(1);
  return m && { id: m.id, fullName: fullName(m), mobile: m.mobile };
}
