import type { agencyStatement } from '@vip/contract';
import { formatJalaliDate, formatJalaliMonth, toLatinDigits, toPersianDigits } from '@vip/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { digits, esc, page, rial } from '../invoice/document-html';
import { embeddedFontFace, type PdfRenderer } from '../invoice/pdf';
import { agencies } from './schema';
import { buildAgencyStatement } from './statement';

/*
 * The agency's monthly statement as a PDF (docs/agencies.md, "Statement"): the same lines and totals as the JSON
 * statement, printed through the invoices' renderer (HTML → headless Chromium), so Persian is shaped and ordered right.
 */

type AgencyStatement = z.infer<typeof agencyStatement>;

/** A balance in words an accountant reads: the signed ledger sum as «بدهکار» (the agency owes) or «بستانکار». */
function balance(amount: number): string {
  if (amount === 0) return '۰';
  return `${rial(Math.abs(amount))} ${amount < 0 ? 'بدهکار' : 'بستانکار'}`;
}

const cell = (n: number | null) => (n === null ? '' : rial(n));

/** The statement as an A4 landscape page: opening balance, one row per ledger line, the month's totals, closing. */
export function agencyStatementHtml(s: AgencyStatement, agencyName: string, fontFace: string): string {
  const rows = s.lines
    .map((l, i) => {
      const debit = l.amount < 0 ? rial(-l.amount) : '';
      const credit = l.amount > 0 ? rial(l.amount) : '';
      const what = l.note
        ? `${esc(l.kind_label)}<div class="sub">${esc(toPersianDigits(l.note))}</div>`
        : esc(l.kind_label);
      return `<tr><td class="num">${toPersianDigits(i + 1)}</td><td class="num">${esc(formatJalaliDate(l.created_at))}</td>
<td>${what}</td><td>${digits(l.order_reference)}</td><td>${esc(l.customer_name ?? '')}</td>
<td class="num">${cell(l.gross)}</td><td class="num">${cell(l.commission)}</td><td class="num">${cell(l.net)}</td>
<td class="num">${debit}</td><td class="num">${credit}</td></tr>`;
    })
    .join('');
  const empty = s.lines.length ? '' : '<tr><td colspan="10">در این ماه گردشی ثبت نشده است.</td></tr>';
  const title = `صورت‌حساب ${formatJalaliMonth(s.month)}`;
  return page(
    `${title} — ${agencyName}`,
    fontFace,
    `<style>@page { size: A4 landscape; margin: 12mm; } body { font-size: 9.5pt; } .sub { color: #4a5563; font-size: 8.5pt; }</style>
<header><div><h1>${esc(title)}</h1><div>آژانس: <b>${esc(agencyName)}</b></div></div>
<div class="meta"><div>ماندهٔ ابتدای ماه: <b>${balance(s.opening_balance)}</b></div>
<div>ماندهٔ پایان ماه: <b>${balance(s.closing_balance)}</b></div></div></header>
<table><thead><tr><th class="num">ردیف</th><th class="num">تاریخ</th><th>شرح</th><th>شمارهٔ سفارش</th><th>مشتری</th>
<th class="num">قیمت عمومی</th><th class="num">کمیسیون</th><th class="num">خالص</th><th class="num">بدهکار</th><th class="num">بستانکار</th></tr></thead>
<tbody>${rows}${empty}</tbody>
<tfoot><tr class="total"><td colspan="5">جمع رزروهای ماه پس از کسر بازگشت‌ها</td><td class="num">${rial(s.totals.gross)}</td>
<td class="num">${rial(s.totals.commission)}</td><td class="num">${rial(s.totals.net)}</td><td colspan="2"></td></tr></tfoot></table>
<p class="note">مبالغ به ریال است. «بدهکار» مبلغی است که از اعتبار آژانس کسر شده و «بستانکار» مبلغی است که به آن برگشته یا پرداخت شده است؛ ماندهٔ بدهکار، بدهی آژانس است.</p>`,
  );
}

/**
 * The statement PDF of `agencyId` for a Jalali month `YYYY-MM` (a bad month is a Persian 400, an unknown agency 404,
 * no Chromium a 503 `pdf_unavailable`). `pdf` is the app's renderer: `pdfRendererOf(app)`, taken while registering.
 */
export async function agencyStatementPdf(db: Db, agencyId: number, month: string, pdf: PdfRenderer): Promise<Buffer> {
  const statement = await buildAgencyStatement(db, agencyId, month);
  const [agency] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId));
  if (!agency) throw notFound('آژانس');
  return pdf.render(agencyStatementHtml(statement, agency.name, embeddedFontFace()));
}

/** Sends the statement PDF as a download named by its month (the key API and the agents' panel both answer so). */
export async function sendAgencyStatementPdf(
  reply: FastifyReply,
  db: Db,
  agencyId: number,
  month: string,
  pdf: PdfRenderer,
): Promise<FastifyReply> {
  const file = await agencyStatementPdf(db, agencyId, month, pdf);
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="statement-${toLatinDigits(month.trim())}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(file);
}
