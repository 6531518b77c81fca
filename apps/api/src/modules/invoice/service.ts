import type { CreditNote, Invoice, InvoiceDetails, InvoiceParty, InvoiceSupplement } from '@vip/contract';
import type { z } from 'zod';
import type { invoiceDetailsBody } from '@vip/contract';
import { includedVat, toJalaliParts, toPersianDigits, vatPercentAt } from '@vip/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiError, notFound } from '../../http/errors';
import { agencyInvoiceParty } from '../agency/account';
import { memberInvoiceIdentity } from '../member/queries';
import type { OrderKind, OrderRow } from '../order/hooks';
import { findOrder, lockOrder, orderRef } from '../order/queries';
import { storeOrderRecipient } from '../store/bill-lines';
import { billForInvoice } from './bill-source';
import { creditNotes, invoiceCounters, invoices, memberInvoiceDetails } from './schema';
import { currentSeller } from './seller';

type Series = 'invoice' | 'credit_note';

/**
 * The next number of a series in the Jalali year of `at`, e.g. `1405-000123`. The upsert locks the year's counter
 * row until the caller's transaction ends, so concurrent payments queue on it and a rolled-back one gives its number
 * back: the year's numbers run 1, 2, 3… with no gap and no repeat.
 */
async function nextNumber(tx: Db, series: Series, at: Date) {
  const year = toJalaliParts(at)?.year ?? 0;
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastNumber });
  return { year, sequence: row.sequence, number: `${year}-${String(row.sequence).padStart(6, '0')}` };
}

/**
 * The buyer: the agency for an agency's booking; else as the member's invoice details say, else the member's name,
 * national code and mobile.
 */
async function buyerOf(tx: Db, order: OrderRow): Promise<InvoiceParty> {
  const agency = order.agencyId === null ? undefined : await agencyInvoiceParty(tx, order.agencyId);
  if (agency) return agency;
  const [details] = await tx
    .select()
    .from(memberInvoiceDetails)
    .where(eq(memberInvoiceDetails.memberId, order.memberId));
  if (details) {
    const company = details.type === 'company';
    return {
      type: details.type,
      name: (company ? details.companyName : details.fullName) ?? '',
      national_code: company ? null : details.nationalCode,
      national_id: company ? details.nationalId : null,
      economic_code: company ? details.economicCode : null,
      registration_number: company ? details.registrationNumber : null,
      address: details.address,
      postal_code: details.postalCode,
      phone: details.phone,
    };
  }
  const member = await memberInvoiceIdentity(tx, order.memberId);
  // Without invoice details a store order still names where it went.
  const recipient = order.kind === 'store' ? await storeOrderRecipient(tx, order.id) : undefined;
  return {
    type: 'personal',
    name: member?.fullName || (recipient?.full_name ?? ''),
    national_code: member?.nationalCode ?? null,
    national_id: null,
    economic_code: null,
    registration_number: null,
    address: recipient ? `${recipient.province_title}، ${recipient.city_title}، ${recipient.address}` : '',
    postal_code: recipient?.postal_code ?? '',
    phone: member?.mobile ?? recipient?.mobile ?? '',
  };
}

/**
 * Issues a paid order's invoice in the paying transaction (the order row is locked): the next number of the year,
 * the seller and buyer as they are now, the bill's lines and totals. A snapshot: later tariffs, profiles or seller
 * settings never change it. An order already invoiced keeps its invoice.
 */
export async function issueInvoice(tx: Db, order: OrderRow, at = new Date()) {
  const existing = await originalInvoice(tx, order.id);
  if (existing) return existing;
  const bill = await billForInvoice(tx, order);
  // Store prices include VAT: the invoice states the VAT inside the total and the net beside it (lines stay as paid).
  const vat =
    order.kind === 'store' ? (bill.vat_included ?? includedVat(bill.total, vatPercentAt(order.createdAt))) : bill.vat;
  return insertInvoice(tx, order, at, {
    seller: currentSeller(),
    buyer: await buyerOf(tx, order),
    lines: bill.lines.filter((l) => l.kind !== 'vat'),
    subtotal: bill.total - vat,
    vat,
    total: bill.total,
  });
}

type InvoiceContent = Omit<
  typeof invoices.$inferInsert,
  'orderId' | 'memberId' | 'number' | 'year' | 'sequence' | 'issuedAt'
>;

/** An invoice of `order` (an original or a supplement) under the invoice series' next number of `at`'s year. */
async function insertInvoice(tx: Db, order: OrderRow, at: Date, content: InvoiceContent) {
  const { year, sequence, number } = await nextNumber(tx, 'invoice', at);
  const [row] = await tx
    .insert(invoices)
    .values({ orderId: order.id, memberId: order.memberId, number, year, sequence, issuedAt: at, ...content })
    .returning();
  return row;
}

/** An order's original invoice (not a supplement). */
async function originalInvoice(tx: Db, orderId: number) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), isNull(invoices.supplementsInvoiceId)));
  return row;
}

/**
 * What a change took from the wallet for a paid, invoiced order (an edit or a change of flight that raised its total),
 * as a supplementary invoice in the charging transaction: the invoice series' next number, one line naming the change
 * and the original invoice, the amount split into net and VAT in the new bill's proportion. Nothing for an order not
 * invoiced yet (its invoice, issued when it is paid, has the new lines).
 */
export async function issueSupplementaryInvoice(tx: Db, orderId: number, amount: number, at = new Date()) {
  const original = await originalInvoice(tx, orderId);
  if (!original || amount <= 0) return null;
  // The order as the change left it (its new total and bill), read in the caller's transaction.
  const order = await findOrder(tx, orderId);
  if (!order) throw notFound('سفارش');
  const bill = await billForInvoice(tx, order);
  const vat = bill.total > 0 ? Math.round((amount * bill.vat) / bill.total) : 0;
  const net = amount - vat;
  return insertInvoice(tx, order, at, {
    seller: original.seller,
    buyer: original.buyer,
    lines: [
      {
        kind: 'extra',
        title: `افزودهٔ سفارش ${toPersianDigits(order.reference)} پس از تغییر (اصلاحیهٔ صورتحساب ${toPersianDigits(original.number)})`,
        quantity: 1,
        unit_price: net,
        amount: net,
      },
    ],
    subtotal: net,
    vat,
    total: amount,
    supplementsInvoiceId: original.id,
  });
}

/**
 * A refund of an invoiced order as a credit note, in the refunding transaction: its own series' next number, the
 * invoice it corrects, and the amount split into net and VAT in the invoice's proportion. Nothing for an order
 * without an invoice (never fully paid).
 */
export async function issueCreditNote(tx: Db, orderId: number, amount: number, reason: string, at = new Date()) {
  const invoice = await originalInvoice(tx, orderId);
  if (!invoice || amount <= 0) return null;
  const vat = invoice.total > 0 ? Math.round((amount * invoice.vat) / invoice.total) : 0;
  const { year, sequence, number } = await nextNumber(tx, 'credit_note', at);
  const [row] = await tx
    .insert(creditNotes)
    .values({
      invoiceId: invoice.id,
      orderId,
      memberId: invoice.memberId,
      number,
      year,
      sequence,
      issuedAt: at,
      amount,
      net: amount - vat,
      vat,
      reason,
    })
    .returning();
  return row;
}

type InvoiceRow = typeof invoices.$inferSelect;
type CreditNoteRow = typeof creditNotes.$inferSelect;

function creditNoteView(c: CreditNoteRow, invoiceNumber: string): CreditNote {
  return {
    id: c.id,
    number: c.number,
    invoice_number: invoiceNumber,
    issued_at: c.issuedAt.toISOString(),
    amount: c.amount,
    net: c.net,
    vat: c.vat,
    reason: c.reason,
  };
}

async function invoiceView(db: Db, row: InvoiceRow, order: OrderRow): Promise<Invoice> {
  const notes = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, row.id))
    .orderBy(asc(creditNotes.id));
  const supplements = await db
    .select()
    .from(invoices)
    .where(eq(invoices.supplementsInvoiceId, row.id))
    .orderBy(asc(invoices.id));
  return {
    id: row.id,
    number: row.number,
    order_id: order.id,
    order_reference: order.reference,
    order_kind: order.kind,
    issued_at: row.issuedAt.toISOString(),
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    subtotal: row.subtotal,
    vat: row.vat,
    total: row.total,
    supplements: supplements.map(
      (s): InvoiceSupplement => ({
        id: s.id,
        number: s.number,
        issued_at: s.issuedAt.toISOString(),
        lines: s.lines,
        subtotal: s.subtotal,
        vat: s.vat,
        total: s.total,
      }),
    ),
    credit_notes: notes.map((c) => creditNoteView(c, row.number)),
  };
}

/** Who asks for an invoice: a member sees only their own orders of the path's kind; finance staff any order. */
export type InvoiceScope = { memberId: number; kind: OrderKind } | { staff: true };

/**
 * An order's invoice with its credit notes. Another member's order (or one of the other kind) is a 404; an unpaid
 * one a 409. An order paid before invoices were issued gets its invoice now, dated when it was paid.
 */
export async function invoiceOfOrder(db: Db, orderId: number, scope: InvoiceScope): Promise<Invoice> {
  const order = await findOrder(db, orderId);
  const outOfScope = order && !('staff' in scope) && (order.memberId !== scope.memberId || order.kind !== scope.kind);
  if (!order || outOfScope) throw notFound('سفارش');
  const row = await originalInvoice(db, order.id);
  if (row) return invoiceView(db, row, order);
  if (!order.paidAt) throw apiError('order_not_invoiced');
  const issued = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    return issueInvoice(tx, locked, locked.paidAt ?? new Date());
  });
  return invoiceView(db, issued, order);
}

/** A credit note with its invoice's number and the order's reference (for its PDF); another member's is a 404. */
export async function creditNoteOf(db: Db, id: number, memberId?: number) {
  const where =
    memberId === undefined ? eq(creditNotes.id, id) : and(eq(creditNotes.id, id), eq(creditNotes.memberId, memberId));
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(where);
  if (!row) throw notFound('اعلامیهٔ برگشت');
  const order = await orderRef(db, row.note.orderId);
  return {
    note: creditNoteView(row.note, row.invoice.number),
    seller: row.invoice.seller,
    buyer: row.invoice.buyer,
    orderReference: order?.reference ?? '',
  };
}

// ── Member invoice details ───────────────────────────────────────────────────────────────────────────────

type DetailsRow = typeof memberInvoiceDetails.$inferSelect;

function detailsView(d: DetailsRow): InvoiceDetails {
  return {
    type: d.type,
    full_name: d.fullName,
    national_code: d.nationalCode,
    company_name: d.companyName,
    national_id: d.nationalId,
    economic_code: d.economicCode,
    registration_number: d.registrationNumber,
    address: d.address,
    postal_code: d.postalCode,
    phone: d.phone,
    updated_at: d.updatedAt.toISOString(),
  };
}

/** The member's invoice details, or null until set. */
export async function invoiceDetailsOf(db: Db, memberId: number): Promise<InvoiceDetails | null> {
  const [row] = await db.select().from(memberInvoiceDetails).where(eq(memberInvoiceDetails.memberId, memberId));
  return row ? detailsView(row) : null;
}

/** Sets the member's invoice details (the fields of the other type are cleared); issued invoices keep theirs. */
export async function saveInvoiceDetails(
  db: Db,
  memberId: number,
  body: z.output<typeof invoiceDetailsBody>,
): Promise<InvoiceDetails> {
  const personal = body.type === 'personal';
  const values = {
    type: body.type,
    fullName: personal ? body.full_name : null,
    nationalCode: personal ? body.national_code : null,
    companyName: personal ? null : body.company_name,
    nationalId: personal ? null : body.national_id,
    economicCode: personal ? null : body.economic_code,
    registrationNumber: personal ? null : body.registration_number,
    address: body.address,
    postalCode: body.postal_code,
    phone: body.phone,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(memberInvoiceDetails)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: memberInvoiceDetails.memberId, set: values })
    .returning();
  return detailsView(row);
}
