import {
  AGENCY_STATUS_LABELS,
  type AgencyView,
  type agencyCreateBody,
  type agencyListQuery,
  type agencyUpdateBody,
} from '@vip/contract';
import { normalizeSearchText } from '@vip/domain';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listEnvelope } from '../../db/list';
import { containsPattern } from '../../db/search';
import { notFound } from '../../http/errors';
import type { AuditedResult } from '../admin/audit';
import { agencies, agencyLedger } from './schema';

/*
 * The back office's agencies (docs/agencies.md, "Back office"): admin and finance create, list, edit, suspend and
 * reactivate them. Suspension needs nothing more than the status: auth.ts reads it on every agency call.
 */

type AgencyRow = typeof agencies.$inferSelect;

/** 12.5 (percent, two decimals at most: the contract checks) ↔ 1250 basis points. */
export const percentToBp = (percent: number) => Math.round(percent * 100);
const bpToPercent = (bp: number) => bp / 100;

export const agencyNotFound = () => notFound('آژانس');

/** Each agency's ledger balance (signed sum; negative = it owes), 0 for one without entries. */
async function balancesOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: agencyLedger.agencyId, balance: sql<string>`coalesce(sum(${agencyLedger.amountRials}), 0)` })
    .from(agencyLedger)
    .where(inArray(agencyLedger.agencyId, ids))
    .groupBy(agencyLedger.agencyId);
  return new Map(rows.map((r) => [r.id, Number(r.balance)]));
}

/** The answer's view; `used`/`available` as account.ts counts them (used never below zero). */
function viewOf(row: AgencyRow, balance: number): AgencyView {
  const used = Math.max(0, -balance);
  return {
    id: row.id,
    name: row.name,
    commission_percent: bpToPercent(row.commissionBp),
    credit_limit: row.creditLimitRials,
    used,
    available: row.creditLimitRials - used,
    balance,
    contact_mobile: row.contactMobile,
    legal_id: row.legalId,
    status: row.status,
    status_label: AGENCY_STATUS_LABELS[row.status],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function rowOf(db: Db, id: number): Promise<AgencyRow> {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, id));
  if (!row) throw agencyNotFound();
  return row;
}

/** One agency with its account, or 404. */
export async function getAgency(db: Db, id: number): Promise<AgencyView> {
  const row = await rowOf(db, id);
  return viewOf(row, (await balancesOf(db, [id])).get(id) ?? 0);
}

/** Newest first; `search_text` finds words of the name (Persian-normalised), the contact mobile or the legal id. */
export async function listAgencies(db: Db, q: z.output<typeof agencyListQuery>) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(agencies.status, q.status));
  const words = q.search_text ? normalizeSearchText(q.search_text).split(' ').filter(Boolean) : [];
  for (const word of words) {
    const pattern = containsPattern(word);
    where.push(
      or(
        sql`fa_normalize(${agencies.name}) like ${pattern}`,
        sql`${agencies.contactMobile} like ${pattern}`,
        sql`coalesce(${agencies.legalId}, '') like ${pattern}`,
      )!,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(agencies).where(cond).orderBy(desc(agencies.id)).limit(q.limit).offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(agencies).where(cond),
  ]);
  const balances = await balancesOf(
    db,
    rows.map((r) => r.id),
  );
  return listEnvelope(
    rows.map((r) => viewOf(r, balances.get(r.id) ?? 0)),
    total,
    q.limit,
    q.offset,
  );
}

/** What the audit log keeps of an agency (its own fields; the balance is the ledger's). */
const auditFields = (r: AgencyRow) => ({
  name: r.name,
  commission_bp: r.commissionBp,
  credit_limit: r.creditLimitRials,
  contact_mobile: r.contactMobile,
  legal_id: r.legalId,
  status: r.status,
});

const emptyToNull = (s: string | null | undefined) => (s === undefined ? undefined : s ? s : null);

export async function createAgency(
  tx: Db,
  body: z.output<typeof agencyCreateBody>,
): Promise<AuditedResult<AgencyView>> {
  const [row] = await tx
    .insert(agencies)
    .values({
      name: body.name,
      commissionBp: percentToBp(body.commission_percent),
      creditLimitRials: body.credit_limit,
      contactMobile: body.contact_mobile,
      legalId: emptyToNull(body.legal_id) ?? null,
    })
    .returning();
  return { result: viewOf(row, 0), after: auditFields(row), entityId: row.id };
}

/**
 * Edits the fields given; `status: 'suspended'` stops every key of the agency at its next call (auth.ts reads the
 * status on each), `active` lets its unrevoked keys work again.
 */
export async function updateAgency(
  tx: Db,
  id: number,
  body: z.output<typeof agencyUpdateBody>,
): Promise<AuditedResult<AgencyView>> {
  const [before] = await tx.select().from(agencies).where(eq(agencies.id, id)).for('update');
  if (!before) throw agencyNotFound();
  const [row] = await tx
    .update(agencies)
    .set({
      ...(body.name !== undefined && { name: body.name }),
      ...(body.commission_percent !== undefined && { commissionBp: percentToBp(body.commission_percent) }),
      ...(body.credit_limit !== undefined && { creditLimitRials: body.credit_limit }),
      ...(body.contact_mobile !== undefined && { contactMobile: body.contact_mobile }),
      ...(body.legal_id !== undefined && { legalId: emptyToNull(body.legal_id) }),
      ...(body.status !== undefined && { status: body.status }),
      updatedAt: new Date(),
    })
    .where(eq(agencies.id, id))
    .returning();
  const balance = (await balancesOf(tx, [id])).get(id) ?? 0;
  return { result: viewOf(row, balance), before: auditFields(before), after: auditFields(row) };
}
