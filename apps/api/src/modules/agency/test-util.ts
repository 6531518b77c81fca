/** Test helpers of the agency module (not part of the app): agencies, keys and ledger lines written straight in. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { hashAgencyKey } from './auth';
import { type AgencyLedgerKind, agencies, agencyKeys, agencyLedger } from './schema';

/** An active agency as the back office stores it. */
export async function insertAgency(
  db: Db,
  opts: { name?: string; commissionBp?: number; creditLimitRials?: number; contactMobile?: string } = {},
) {
  const [agency] = await db
    .insert(agencies)
    .values({
      name: opts.name ?? 'آژانس مسافرتی آزمون',
      commissionBp: opts.commissionBp ?? 1000,
      creditLimitRials: opts.creditLimitRials ?? 100_000_000,
      contactMobile: opts.contactMobile ?? '09120000099',
    })
    .returning();
  return agency!;
}

/** A fresh agency key (`agk_` and 40 hex characters) with its stored row (the key hashed, as the back office keeps it). */
export async function addAgencyKey(db: Db, agencyId: number, title = 'کلید آزمون') {
  const key = `agk_${randomBytes(20).toString('hex')}`;
  const [row] = await db
    .insert(agencyKeys)
    .values({ agencyId, title, keyHash: hashAgencyKey(key), prefix: key.slice(0, 8) })
    .returning();
  return { key, keyId: row!.id };
}

/** An active agency and a fresh key of it. */
export async function agencyWithKey(db: Db, opts: Parameters<typeof insertAgency>[1] = {}) {
  const agency = await insertAgency(db, opts);
  return { agency, ...(await addAgencyKey(db, agency.id)) };
}

/**
 * A ledger line as the system writes it: `amount` signed (a booking's net is negative: the agency owes it); a booking
 * or refund line with its `gross` carries the commission the statement shows, gross − |amount|. `at` defaults to now.
 */
export function ledgerLine(
  agencyId: number,
  kind: AgencyLedgerKind,
  amount: number,
  opts: { at?: Date; gross?: number; note?: string } = {},
): typeof agencyLedger.$inferInsert {
  return {
    agencyId,
    kind,
    amountRials: amount,
    grossRials: opts.gross ?? null,
    commissionRials: opts.gross === undefined ? null : opts.gross - Math.abs(amount),
    note: opts.note,
    createdBy: 'system',
    createdAt: opts.at,
  };
}

/** Writes ledger lines (made by ledgerLine) straight into the agencies' ledgers. */
export async function seedLedger(db: Db, lines: (typeof agencyLedger.$inferInsert)[]) {
  await db.insert(agencyLedger).values(lines);
}
