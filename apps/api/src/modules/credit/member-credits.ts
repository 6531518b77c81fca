import {
  CREDIT_TYPE,
  CREDIT_TYPE_LABELS,
  type Credit,
  type creditListQuery,
  type offlineIncreaseBody,
} from '@vip/contract';
import { normalizeSearchText } from '@vip/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { apiError } from '../../http/errors';
import { listEnvelope, parseSort } from '../../db/list';
import { attachmentOf, uploadsById } from '../upload/files';
import { orderReferenceSource } from '../order/queries';
import { appendLedger, balanceOf } from './ledger';
import { creditRequests } from './requests-schema';
import { creditAccounts } from './schema';

/** Where deposits go (§9: business account 1). Demo values; a real deployment puts its own here. */
export const BUSINESS_BANK_ACCOUNT = {
  id: 1,
  bank_name: 'بانک ملت',
  owner: 'شرکت خدمات فرودگاهی آسمان ویژه',
  account_number: '4589123657',
  sheba: 'IR820120000000004589123657',
  card_number: '6104338912345678',
};

/**
 * The member's credits (§7) as one list: ledger entries (money that moved) and offline requests. An approved
 * request is left out of the mixed list (its ledger top-up shows the money) but stays in `source=request`.
 */
const creditsOf = (memberId: number) => sql`(
  select t.id, 'ledger' as source, t.kind, t.amount, 'done' as state,
         coalesce(o.reference, '') as reference, t.note as title, '' as description, t.order_id,
         o.paid_amount as order_paid_amount, null::smallint as type_code, null::text as cheque_number, null::date as cheque_date,
         null::text as deposit_source, null::int as attachment_id, null::text as review_note, t.created_at
    from credit_transactions t left join ${orderReferenceSource()} o on o.id = t.order_id
   where t.member_id = ${memberId}
  union all
  select r.id, 'request', 'topup', r.value, r.state, '', r.title, r.description, null, null,
         r.type_code, r.cheque_number, r.cheque_date, r.deposit_source, r.attachment_id, r.review_note, r.created_at
    from credit_requests r
   where r.member_id = ${memberId}
) c`;

type CreditRow = {
  id: number | string;
  source: 'ledger' | 'request';
  kind: Credit['kind'];
  amount: number | string;
  state: Credit['state'];
  reference: string;
  title: string;
  description: string;
  order_id: number | null;
  order_paid_amount: number | string | null;
  type_code: number | null;
  cheque_number: string | null;
  cheque_date: string | Date | null;
  deposit_source: string | null;
  attachment_id: number | null;
  review_note: string | null;
  created_at: string | Date;
};

const LEDGER_TITLES: Record<string, string> = {
  topup: 'افزایش اعتبار',
  payment: 'پرداخت سفارش',
  refund: 'بازگشت وجه سفارش',
  adjustment: 'اصلاح حساب',
  hold: 'مسدودی برای پرداخت سفارش',
  release: 'آزادسازی مسدودی سفارش',
};

const isoDay = (v: string | Date | null) =>
  v === null ? null : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);

async function toCredits(db: Db, rows: CreditRow[], apiBase: string): Promise<Credit[]> {
  const files = await uploadsById(
    db,
    rows.flatMap((r) => (r.attachment_id ? [r.attachment_id] : [])),
  );
  return rows.map((r) => {
    const file = r.attachment_id ? files.get(r.attachment_id) : undefined;
    const ledger = r.source === 'ledger';
    const typeTitle = r.type_code ? CREDIT_TYPE_LABELS[r.type_code] : '';
    return {
      id: Number(r.id),
      source: r.source,
      kind: r.kind,
      amount: Number(r.amount),
      state: r.state,
      title: r.title || (ledger ? `${LEDGER_TITLES[r.kind] ?? ''}${r.reference ? ` ${r.reference}` : ''}` : typeTitle),
      description: r.description,
      order_id: r.order_id,
      order_reference: r.reference || null,
      order_paid_amount: r.order_paid_amount === null ? null : Number(r.order_paid_amount),
      type_code: r.type_code === null ? (ledger ? null : CREDIT_TYPE.deposit) : Number(r.type_code),
      cheque_number: r.cheque_number,
      cheque_date: isoDay(r.cheque_date),
      deposit_source: r.deposit_source,
      attachment: file ? attachmentOf(file, apiBase) : null,
      review_note: r.review_note,
      created_at: new Date(r.created_at).toISOString(),
    };
  });
}

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** GET credits: search (title/description/note, normalised), source and state filters, sort, paging. */
export async function listCredits(db: Db, memberId: number, q: z.output<typeof creditListQuery>, apiBase: string) {
  const text = q.search_keywords ?? q.searchKeywords ?? q.search_text;
  // A member's own credits are few, so each row's text is normalised here rather than stored.
  const words = text ? normalizeSearchText(text).split(' ').filter(Boolean) : [];
  const filters: SQL[] = [
    q.source ? sql`c.source = ${q.source}` : sql`not (c.source = 'request' and c.state = 'approved')`,
    ...(q.state ? [sql`c.state = ${q.state}`] : []),
    ...words.map(
      (w) =>
        sql`fa_normalize(c.title || ' ' || c.description || ' ' || c.reference || ' ' || coalesce(c.deposit_source, '')) like ${`%${w.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`,
    ),
  ];
  const where = sql.join(filters, sql` and `);
  const orderBy = parseSort(q.sort, { id: sql`c.id`, created_at: sql`c.created_at`, amount: sql`c.amount` }, [
    sql`c.created_at desc`,
    sql`c.id desc`,
  ]);
  const [rows, count] = await Promise.all([
    db.execute(
      sql`select * from ${creditsOf(memberId)} where ${where} order by ${sql.join(orderBy, sql`, `)} limit ${q.limit} offset ${q.offset}`,
    ),
    db.execute(sql`select count(*)::int as n from ${creditsOf(memberId)} where ${where}`),
  ]);
  const total = Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0);
  return listEnvelope(await toCredits(db, rowsOf<CreditRow>(rows), apiBase), total, q.limit, q.offset);
}

/** One of the member's credits (a ledger entry or a request), or undefined. */
export async function getCredit(db: Db, memberId: number, id: number, apiBase: string) {
  const rows = rowsOf<CreditRow>(
    await db.execute(sql`select * from ${creditsOf(memberId)} where c.id = ${id} limit 1`),
  );
  return rows[0] ? (await toCredits(db, rows, apiBase))[0] : undefined;
}

/** Records an offline top-up request (pending; no balance changes). */
export async function createOfflineRequest(
  db: Db,
  memberId: number,
  body: z.output<typeof offlineIncreaseBody>,
  clientIp: string,
) {
  const [row] = await db
    .insert(creditRequests)
    .values({
      memberId,
      value: body.value,
      typeCode: body.type_code,
      subdomainId: body.subdomain_id,
      businessAccountId: body.business_account_id,
      chequeNumber: body.cheque_number || null,
      chequeDate: body.cheque_date,
      title: body.title,
      description: body.description,
      depositSource: body.deposit_source,
      clientIp,
    })
    .returning({ id: creditRequests.id });
  return row.id;
}

/** A pending request of the member, for attaching its receipt; 404 when not theirs, 409 once decided. */
export async function pendingRequestOf(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select({ id: creditRequests.id, state: creditRequests.state })
    .from(creditRequests)
    .where(and(eq(creditRequests.id, id), eq(creditRequests.memberId, memberId)))
    .limit(1);
  if (row && row.state !== 'pending') {
    throw apiError('credit_request_decided', 'این درخواست بررسی شده است و رسید آن دیگر تغییر نمی‌کند.');
  }
  return row;
}

export async function attachReceipt(db: Db, id: number, uploadId: number) {
  await db.update(creditRequests).set({ attachmentId: uploadId }).where(eq(creditRequests.id, id));
}

/**
 * Finance's decision on a pending request (the back office calls this): approval appends the ledger top-up in the
 * same transaction, so the money arrives once; a decided request is a 409.
 */
export async function decideCreditRequest(db: Db, id: number, decision: { approve: boolean; note?: string }) {
  return db.transaction(async (tx) => {
    const [req] = await tx.select().from(creditRequests).where(eq(creditRequests.id, id)).for('update');
    if (!req) return undefined;
    if (req.state !== 'pending') {
      throw apiError('credit_request_decided', 'این درخواست پیش‌تر بررسی شده است.');
    }
    let transactionId: number | null = null;
    if (decision.approve) {
      const entry = await appendLedger(tx, {
        memberId: req.memberId,
        kind: 'topup',
        amount: req.value,
        note: `${CREDIT_TYPE_LABELS[req.typeCode] ?? 'واریز'}${req.chequeNumber ? ` ${req.chequeNumber}` : ''} (درخواست ${req.id})`,
      });
      transactionId = entry.id;
    }
    await tx
      .update(creditRequests)
      .set({
        state: decision.approve ? 'approved' : 'rejected',
        transactionId,
        reviewNote: decision.note ?? null,
        reviewedAt: new Date(),
      })
      .where(eq(creditRequests.id, id));
    return { transactionId };
  });
}

/** The member's wallet account: its id is the member's id (one wallet per member); another id is 404. */
export async function getOwnAccount(db: Db, memberId: number, id: number) {
  if (id !== memberId) return undefined;
  const [[account], balance, [pending]] = await Promise.all([
    db.select().from(creditAccounts).where(eq(creditAccounts.memberId, memberId)),
    balanceOf(db, memberId),
    db
      .select({ n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${creditRequests.value}), 0)` })
      .from(creditRequests)
      .where(and(eq(creditRequests.memberId, memberId), eq(creditRequests.state, 'pending'))),
  ]);
  return {
    id: memberId,
    balance,
    pending_requests: pending?.n ?? 0,
    pending_amount: Number(pending?.amount ?? 0),
    created_at: (account?.createdAt ?? new Date()).toISOString(),
  };
}
