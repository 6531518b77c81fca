import type { CreditNote, Invoice, InvoiceParty } from '@vip/contract';
import { formatJalaliDate, formatNumber, formatToman, toPersianDigits } from '@vip/domain';

/** Text made safe for HTML (every value on an invoice comes from a member or the database). */
export function esc(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

export const rial = (n: number) => esc(formatNumber(n));
/** A code in Persian digits, kept left to right (a number with a hyphen would otherwise swap its parts in RTL). */
export const digits = (s: string | null) => (s ? `<bdi dir="ltr">${esc(toPersianDigits(s))}</bdi>` : '—');

/** The page's style: A4, right to left, the site's Persian font (embedded by the renderer). */
function style(fontFace: string) {
  return `${fontFace}
@page { size: A4; margin: 14mm 12mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: Vazirmatn, sans-serif; font-size: 10.5pt; color: #1c2430; direction: rtl; }
header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #0d4f8b; padding-bottom: 8px; margin-bottom: 12px; }
h1 { font-size: 17pt; margin: 0; color: #0d4f8b; }
.meta { text-align: left; direction: rtl; line-height: 1.9; }
.meta b { font-weight: 700; }
.parties { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; margin-bottom: 12px; }
.party { border: 1px solid #c9d3df; border-radius: 6px; padding: 8px 10px; line-height: 1.9; }
.party h2 { font-size: 11pt; margin: 0 0 4px; color: #0d4f8b; }
table { width: 100%; border-collapse: collapse; }
th, td { border: 1px solid #c9d3df; padding: 5px 6px; text-align: right; vertical-align: top; }
th { background: #eef3f9; font-weight: 700; }
td.num, th.num { text-align: left; white-space: nowrap; }
tfoot td { font-weight: 700; }
tfoot tr.total td { background: #eef3f9; font-size: 11.5pt; }
.note { margin-top: 10px; color: #4a5563; font-size: 9.5pt; line-height: 1.8; }
`;
}

function partyBlock(heading: string, p: InvoiceParty) {
  const ids =
    p.type === 'company'
      ? `<div>شناسهٔ ملی: ${digits(p.national_id)}</div><div>کد اقتصادی: ${digits(p.economic_code)}</div>` +
        `<div>شمارهٔ ثبت: ${digits(p.registration_number)}</div>`
      : `<div>کد ملی: ${digits(p.national_code)}</div>`;
  return `<section class="party"><h2>${heading}</h2><div><b>${esc(p.name || '—')}</b></div>${ids}
<div>نشانی: ${p.address ? esc(toPersianDigits(p.address)) : '—'}</div>
<div>کد پستی: ${digits(p.postal_code)} &nbsp; تلفن: ${digits(p.phone)}</div></section>`;
}

/** A whole A4 document in the invoices' style (the agency statement prints in it too). */
export function page(title: string, fontFace: string, body: string) {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>${style(fontFace)}</style></head><body>${body}</body></html>`;
}

/**
 * The invoice's totals. A VIP bill adds VAT as a line of its own; a store's shelf prices already include it, so its
 * lines add up to the total and the VAT inside it is stated with the net beside it.
 */
function totalsRows(inv: Invoice): string {
  const row = (label: string, amount: number, cls = '') =>
    `<tr${cls ? ` class="${cls}"` : ''}><td colspan="4">${label}</td><td class="num">${rial(amount)}</td></tr>`;
  if (inv.order_kind === 'store')
    return [
      row('جمع اقلام (با احتساب مالیات بر ارزش افزوده)', inv.total),
      row('مبلغ پیش از مالیات', inv.subtotal),
      row('مالیات بر ارزش افزودهٔ مندرج در قیمت‌ها', inv.vat),
      row('مبلغ پرداخت‌شده', inv.total, 'total'),
    ].join('\n');
  return [
    row('جمع (پیش از مالیات)', inv.subtotal),
    row('مالیات بر ارزش افزوده', inv.vat),
    row('مبلغ قابل پرداخت', inv.total, 'total'),
  ].join('\n');
}

/** The invoice as an A4 page: seller and buyer, the lines, subtotal, VAT and total, in Persian digits. */
export function invoiceHtml(inv: Invoice, fontFace: string): string {
  const rows = inv.lines
    .map(
      (l, i) => `<tr><td class="num">${toPersianDigits(i + 1)}</td><td>${esc(toPersianDigits(l.title))}</td>
<td class="num">${toPersianDigits(l.quantity)}</td><td class="num">${rial(l.unit_price)}</td><td class="num">${rial(l.amount)}</td></tr>`,
    )
    .join('');
  const credits = inv.credit_notes.length
    ? `<p class="note">اعلامیه‌های برگشت این صورتحساب: ${inv.credit_notes
        .map((c) => `${digits(c.number)} (${rial(c.amount)} ریال)`)
        .join('، ')}</p>`
    : '';
  const supplements = inv.supplements.length
    ? `<p class="note">صورتحساب‌های اصلاحی (افزوده‌های بعدی این سفارش): ${inv.supplements
        .map((c) => `${digits(c.number)} (${rial(c.total)} ریال، مالیات ${rial(c.vat)})`)
        .join('، ')}</p>`
    : '';
  const kind = inv.order_kind === 'cip' ? 'خدمات ویژهٔ فرودگاهی' : 'فروشگاه';
  return page(
    `صورتحساب ${toPersianDigits(inv.number)}`,
    fontFace,
    `<header><div><h1>صورتحساب فروش کالا و خدمات</h1><div>${kind}</div></div>
<div class="meta"><div>شمارهٔ صورتحساب: <b>${digits(inv.number)}</b></div>
<div>تاریخ: <b>${esc(formatJalaliDate(inv.issued_at))}</b></div>
<div>شمارهٔ سفارش: <b>${digits(inv.order_reference)}</b></div></div></header>
<div class="parties">${partyBlock('مشخصات فروشنده', inv.seller)}${partyBlock('مشخصات خریدار', inv.buyer)}</div>
<table><thead><tr><th class="num">ردیف</th><th>شرح</th><th class="num">تعداد</th><th class="num">مبلغ واحد (ریال)</th><th class="num">مبلغ کل (ریال)</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${totalsRows(inv)}</tfoot></table>
<p class="note">مبالغ به ریال است (معادل ${esc(formatToman(inv.total))}). این صورتحساب هنگام پرداخت صادر شده و پرداخت آن انجام شده است.</p>${supplements}${credits}`,
  );
}

/** A credit note as an A4 page: the invoice it corrects, the refunded amount split into net and VAT. */
export function creditNoteHtml(
  note: CreditNote,
  parties: { seller: InvoiceParty; buyer: InvoiceParty; orderReference: string },
  fontFace: string,
): string {
  return page(
    `اعلامیهٔ برگشت ${toPersianDigits(note.number)}`,
    fontFace,
    `<header><div><h1>اعلامیهٔ برگشت از فروش</h1><div>اصلاحیهٔ صورتحساب ${digits(note.invoice_number)}</div></div>
<div class="meta"><div>شمارهٔ اعلامیه: <b>${digits(note.number)}</b></div>
<div>تاریخ: <b>${esc(formatJalaliDate(note.issued_at))}</b></div>
<div>شمارهٔ سفارش: <b>${digits(parties.orderReference)}</b></div></div></header>
<div class="parties">${partyBlock('مشخصات فروشنده', parties.seller)}${partyBlock('مشخصات خریدار', parties.buyer)}</div>
<table><thead><tr><th>شرح</th><th class="num">مبلغ (ریال)</th></tr></thead>
<tbody><tr><td>${esc(toPersianDigits(note.reason || 'برگشت وجه'))}</td><td class="num">${rial(note.net)}</td></tr></tbody>
<tfoot><tr><td>مالیات بر ارزش افزودهٔ برگشتی</td><td class="num">${rial(note.vat)}</td></tr>
<tr class="total"><td>مبلغ برگشتی به کیف پول</td><td class="num">${rial(note.amount)}</td></tr></tfoot></table>
<p class="note">مبالغ به ریال است (معادل ${esc(formatToman(note.amount))}).</p>`,
  );
}
