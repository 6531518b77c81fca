import type { agencyLedgerEntry, agencyPagingQuery, agencyPaymentBody } from '@vip/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listEnvelope } from '../../db/list';
import { badRequest } from '../../http/errors';
import type { AuditedResult } from '../admin/audit';
import { agencyNotFound } from './admin';
import { type AgencyLedgerKind, agencies, agencyLedger } from './schema';

/*
 * Finance's side of an agency's account (docs/agencies.md, "Billing"): the agency's payments (and signed
 * adjustments) as lines of its append-only ledger, and the ledger itself.
 */

type LedgerRow = typeof agencyLedger.$inferSelect;
type LedgerEntry = z.infer<typeof agencyLedgerEntry>;

/** One new line of an agency's ledger (signed Rials, never 0); `createdBy` as schema.ts names writers. */
export interface AgencyLedgerLine {
  agencyId: number;
  kind: AgencyLedgerKind;
  amountRials: number;
  createdBy: string;
  orderId?: number | null;
  grossRials?: number | null;
  commissionRials?: number | null;
  note?: string;
  staffId?: number | null;
}

/** Appends one line (the ledger is never updated or deleted); any writer of the agency's account goes through here. */
export async function appendAgencyLedger(tx: Db, line: AgencyLedgerLine): Promise<LedgerRow> {
  const [row] = await tx
    .insert(agencyLedger)
    .values({
      agencyId: line.agencyId,
      kind: line.kind,
      amountRials: line.amountRials,
      orderId: line.orderId ?? null,
      grossRials: line.grossRials ?? null,
      commissionRials: line.commissionRials ?? null,
      note: line.note ?? '',
      createdBy: line.createdBy,
      staffId: line.staffId ?? null,
    })
    .returning();
  return row;
}

export const ledgerEntryOf = (r: LedgerRow): LedgerEntry => ({
  id: r.id,
  kind: r.kind,
  amount: r.amountRials,
  order_id: r.orderId,
  note: r.note,
  created_by: r.createdBy,
  created_at: r.createdAt.toISOString(),
});

async function assertAgency(db: Db, agencyId: number) {
  const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId));
  if (!row) throw agencyNotFound();
}

/** The agency's ledger, newest first. */
export async function listAgencyLedger(db: Db, agencyId: number, q: z.output<typeof agencyPagingQuery>) {
  await assertAgency(db, agencyId);
  const cond = eq(agencyLedger.agencyId, agencyId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(agencyLedger)
      .where(cond)
      .orderBy(desc(agencyLedger.createdAt), desc(agencyLedger.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(agencyLedger).where(cond),
  ]);
  return listEnvelope(rows.map(ledgerEntryOf), total, q.limit, q.offset);
}

/**
 * Finance records money the agency paid (`payment`, positive: lowers what it owes) or a signed `adjustment`, which
 * needs its reason in the note.
 */
export async function recordAgencyPayment(
  tx: Db,
  agencyId: number,
  body: z.output<typeof agencyPaymentBody>,
  staffId: number,
): Promise<AuditedResult<LedgerEntry>> {
  if (body.kind === 'payment' && body.amount < 0) {
    throw badRequest('amount', 'مبلغ پرداخت آژانس باید مثبت باشد؛ برای کاستن از حساب «اصلاح» با دلیل ثبت کنید.');
  }
  if (body.kind === 'adjustment' && body.note.length < 3) {
    throw badRequest('note', 'برای اصلاح حساب آژانس دلیل آن را در شرح بنویسید.');
  }
  await assertAgency(tx, agencyId);
  const row = await appendAgencyLedger(tx, {
    agencyId,
    kind: body.kind,
    amountRials: body.amount,
    note: body.note,
    createdBy: `staff:${staffId}`,
    staffId,
  });
  const entry = ledgerEntryOf(row);
  return { result: entry, after: { ledger_id: row.id, kind: row.kind, amount: row.amountRials }, entityId: agencyId };
}
