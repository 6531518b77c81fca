import { validateNationalId } from '@vip/domain';
import { z } from 'zod';
import { detailOf, idParams, latinDigits } from './common';
import type { ErrorCode } from './errors';
import { defineEndpoints } from './endpoint';
import { postalCode } from './store';

// ── Invoices and credit notes (docs/payments.md, "Invoices and credit notes") ─────────────────────────────────

/** One side of an invoice: the seller, or the buyer as the member's invoice details said at payment. */
export const invoiceParty = z.object({
  type: z.enum(['personal', 'company']),
  /** A person's full name or the company's registered name. */
  name: z.string(),
  national_code: z.string().nullable().describe("A person's 10-digit national code"),
  national_id: z.string().nullable().describe("A company's 11-digit national id (شناسه ملی)"),
  economic_code: z.string().nullable().describe('Economic code (کد اقتصادی)'),
  registration_number: z.string().nullable().describe("A company's registration number"),
  address: z.string(),
  postal_code: z.string(),
  phone: z.string(),
});
export type InvoiceParty = z.infer<typeof invoiceParty>;

/** A line of an invoice: the domain's InvoiceLine (packages/domain/src/bill.ts). */
export const invoiceLine = z.object({
  kind: z.enum(['passenger', 'extra', 'transfer', 'surcharge', 'discount', 'vat', 'item', 'shipping']),
  title: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int().describe('Rials per unit (negative for a discount)'),
  amount: z.number().int().describe('Rials'),
});

/** A credit note: money of an invoiced order given back, split into net and VAT in the invoice's proportion. */
export const creditNote = z.object({
  id: z.number().int(),
  number: z.string().describe('Jalali year and sequence of its own series, e.g. 1405-000007'),
  invoice_number: z.string(),
  issued_at: z.string().describe('ISO-8601'),
  amount: z.number().int().describe('Refunded Rials: net + vat'),
  net: z.number().int(),
  vat: z.number().int(),
  reason: z.string(),
});
export type CreditNote = z.infer<typeof creditNote>;

/**
 * A supplementary invoice: what an edit added to a paid order, invoiced when the extra was paid (its net and VAT in
 * the order's bill's proportion). Numbered in the invoice series.
 */
export const invoiceSupplement = z.object({
  id: z.number().int(),
  number: z.string().describe('Jalali year and sequence of the invoice series, e.g. 1405-000131'),
  issued_at: z.string().describe('ISO-8601: when the extra was paid'),
  lines: z.array(invoiceLine),
  subtotal: z.number().int(),
  vat: z.number().int(),
  total: z.number().int().describe('Rials the extra payment came to'),
});
export type InvoiceSupplement = z.infer<typeof invoiceSupplement>;

/** An order's invoice, frozen when the order was paid, with its supplements and credit notes (oldest first). */
export const invoice = z.object({
  id: z.number().int(),
  number: z.string().describe('Jalali year and a gap-free sequence per year, e.g. 1405-000123'),
  order_id: z.number().int(),
  order_reference: z.string(),
  order_kind: z.enum(['store', 'cip']),
  issued_at: z.string().describe('ISO-8601: when the order was paid'),
  seller: invoiceParty,
  buyer: invoiceParty,
  lines: z.array(invoiceLine).describe('Every line but VAT; they add up to subtotal'),
  subtotal: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  supplements: z.array(invoiceSupplement).describe('Supplementary invoices of later edits that raised the total'),
  credit_notes: z.array(creditNote),
});
export type Invoice = z.infer<typeof invoice>;

// ── The member's invoice details (profile) ────────────────────────────────────────────────────────────────

/** A required national code (§5 check digit), normalised to 10 Latin digits. */
const requiredNationalCode = z
  .string()
  .max(20)
  .transform((v, ctx) => {
    const result = validateNationalId(v);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.reason });
    return z.NEVER;
  });

/** A code of `min`–`max` digits (Persian digits accepted), stored in Latin digits. */
const digitCode = (min: number, max: number, message: string) =>
  z
    .string()
    .max(30)
    .transform((v) => latinDigits(v).trim())
    .pipe(z.string().regex(new RegExp(`^[0-9]{${min},${max}}$`), message));

const address = z.string().trim().min(10, 'نشانی را کامل بنویسید.').max(300);
const phone = z.string().trim().max(20).default('');

/** Body of PUT invoice-details: a person (name, national code) or a company (name, national id, economic code). */
export const invoiceDetailsBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('personal'),
    full_name: z.string().trim().min(3, 'نام و نام خانوادگی را بنویسید.').max(120),
    national_code: requiredNationalCode,
    address,
    postal_code: postalCode,
    phone,
  }),
  z.object({
    type: z.literal('company'),
    company_name: z.string().trim().min(2, 'نام شرکت را بنویسید.').max(160),
    national_id: digitCode(11, 11, 'شناسهٔ ملی شرکت باید ۱۱ رقم باشد.'),
    economic_code: digitCode(11, 14, 'کد اقتصادی باید ۱۱ تا ۱۴ رقم باشد.'),
    registration_number: digitCode(1, 12, 'شمارهٔ ثبت را با رقم بنویسید.'),
    address,
    postal_code: postalCode,
    phone,
  }),
]);
export type InvoiceDetailsBody = z.input<typeof invoiceDetailsBody>;

/** The member's invoice details as stored (null fields do not apply to the type). */
export const invoiceDetails = z.object({
  type: z.enum(['personal', 'company']),
  full_name: z.string().nullable(),
  national_code: z.string().nullable(),
  company_name: z.string().nullable(),
  national_id: z.string().nullable(),
  economic_code: z.string().nullable(),
  registration_number: z.string().nullable(),
  address: z.string(),
  postal_code: z.string(),
  phone: z.string(),
  updated_at: z.string(),
});
export type InvoiceDetails = z.infer<typeof invoiceDetails>;

const PDF = 'application/pdf';
const INVOICE_ERRORS = ['order_not_invoiced'] as const satisfies readonly ErrorCode[];
const PDF_ERRORS = ['order_not_invoiced', 'pdf_unavailable'] as const satisfies readonly ErrorCode[];
const FINANCE = ['admin', 'finance'] as const;

export const invoiceEndpoints = defineEndpoints({
  getCipOrderInvoice: {
    method: 'GET',
    path: '/v1/cipservice/fa/orders/:id/invoice',
    tag: 'invoice',
    summary: "The paid VIP order's invoice as a PDF (Persian, RTL); credit notes are listed in the JSON variant",
    auth: 'member',
    params: idParams,
    produces: PDF,
    errors: PDF_ERRORS,
  },
  getCipOrderInvoiceJson: {
    method: 'GET',
    path: '/v1/cipservice/fa/orders/:id/invoice.json',
    tag: 'invoice',
    summary: "The paid VIP order's invoice and its credit notes (the printable page)",
    auth: 'member',
    params: idParams,
    response: detailOf(invoice),
    errors: INVOICE_ERRORS,
  },
  getStoreOrderInvoice: {
    method: 'GET',
    path: '/v1/store/fa/orders/:id/invoice',
    tag: 'invoice',
    summary: "The paid store order's invoice as a PDF (Persian, RTL)",
    auth: 'member',
    params: idParams,
    produces: PDF,
    errors: PDF_ERRORS,
  },
  getStoreOrderInvoiceJson: {
    method: 'GET',
    path: '/v1/store/fa/orders/:id/invoice.json',
    tag: 'invoice',
    summary: "The paid store order's invoice and its credit notes (the printable page)",
    auth: 'member',
    params: idParams,
    response: detailOf(invoice),
    errors: INVOICE_ERRORS,
  },
  getMyCreditNote: {
    method: 'GET',
    path: '/v1/invoice/fa/credit-notes/:id',
    tag: 'invoice',
    summary: "One of the member's credit notes as a PDF",
    auth: 'member',
    params: idParams,
    produces: PDF,
    errors: ['pdf_unavailable'],
  },
  getMyInvoiceDetails: {
    method: 'GET',
    path: '/v1/sitemember/fa/members/me/invoice-details',
    tag: 'invoice',
    summary: "The member's invoice details (personal or company); null until set",
    auth: 'member',
    response: z.object({ data: invoiceDetails.nullable() }),
  },
  updateMyInvoiceDetails: {
    method: 'PUT',
    path: '/v1/sitemember/fa/members/me/invoice-details',
    tag: 'invoice',
    summary: 'Set the invoice details later invoices carry (invoices already issued keep theirs)',
    auth: 'member',
    body: invoiceDetailsBody,
    response: detailOf(invoiceDetails),
  },
  getStaffOrderInvoice: {
    method: 'GET',
    path: '/v1/admin/fa/orders/:id/invoice',
    tag: 'admin',
    summary: "An order's invoice as a PDF (finance)",
    auth: 'staff',
    roles: FINANCE,
    params: idParams,
    produces: PDF,
    errors: PDF_ERRORS,
  },
  getStaffOrderInvoiceJson: {
    method: 'GET',
    path: '/v1/admin/fa/orders/:id/invoice.json',
    tag: 'admin',
    summary: "An order's invoice and credit notes (finance)",
    auth: 'staff',
    roles: FINANCE,
    params: idParams,
    response: detailOf(invoice),
    errors: INVOICE_ERRORS,
  },
  getStaffCreditNote: {
    method: 'GET',
    path: '/v1/admin/fa/credit-notes/:id',
    tag: 'admin',
    summary: 'A credit note as a PDF (finance)',
    auth: 'staff',
    roles: FINANCE,
    params: idParams,
    produces: PDF,
    errors: ['pdf_unavailable'],
  },
});
