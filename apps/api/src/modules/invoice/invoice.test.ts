import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api as endpoints, type Invoice } from '@vip/contract';
import { toJalaliParts } from '@vip/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { staffToken } from '../admin/test-util';
import { paidBooking, signIn, topUp } from '../cipservice/test-util';
import { shopClient } from '../store/test-util';
import { createPdfRenderer } from './pdf';
import { invoices } from './schema';

const companyDetails = {
  type: 'company',
  company_name: 'شرکت بازرگانی نمونهٔ پارس',
  national_id: '۱۰۱۰۰۱۲۳۴۵۶',
  economic_code: '411111111111',
  registration_number: '12345',
  address: 'تهران، خیابان ولیعصر، پلاک ۱۲۰، طبقهٔ سوم',
  postal_code: '1415713111',
  phone: '02188776655',
} as const;

describeEachBackend('invoices and credit notes', (api, backend) => {
  const shop = shopClient(api);

  /** A store order of one product placed by the member (unpaid); answers its id. */
  async function storeOrder(token: string, price = 1_200_000) {
    await shop.product(11, 50, price);
    const order = await shop.order(token, {
      items: [{ product_id: 11, quantity: 2 }],
      recipient_id: await shop.recipient(token),
    });
    expect(order.statusCode, order.body).toBe(201);
    return order.json().data.id as number;
  }

  /** Pays an order at the sandbox bank. */
  async function payAtBank(token: string, orderId: number) {
    const pay = await shop.pay(token, orderId, { gateway: 'sandbox' });
    expect(pay.statusCode, pay.body).toBe(200);
    expect((await shop.bank(pay.json().data.redirect_url, 'pay')).searchParams.get('state')).toBe('paid');
  }

  const invoiceOf = async (token: string, id: number) => {
    const res = await api().call(endpoints.getStoreOrderInvoiceJson, { token, params: { id } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Invoice;
  };

  it('a paid store order has an invoice frozen at payment: next number of the year, buyer as set, lines = total', async () => {
    const s = await signIn(api);
    const saved = await api().call(endpoints.updateMyInvoiceDetails, { token: s.token, body: companyDetails });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.national_id).toBe('10100123456');
    const id = await storeOrder(s.token);
    await payAtBank(s.token, id);

    const invoice = await invoiceOf(s.token, id);
    const order = await shop.orderOf(s.token, id);
    const year = toJalaliParts(new Date())?.year;
    expect(invoice.number).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect(invoice.order_reference).toBe(order.reference);
    expect(invoice.total).toBe(order.total_price);
    expect(invoice.subtotal + invoice.vat).toBe(invoice.total);
    // Shelf prices include VAT: the lines add up to the total, and the invoice states the 10% VAT inside it.
    expect(invoice.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(invoice.total);
    expect(invoice.vat).toBe(Math.round((invoice.total * 10) / 110));
    expect(order.bill.vat_included).toBe(invoice.vat);
    expect(invoice.lines.find((l) => l.kind === 'item')).toMatchObject({ quantity: 2, unit_price: 1_200_000 });
    expect(invoice.buyer).toMatchObject({
      type: 'company',
      name: 'شرکت بازرگانی نمونهٔ پارس',
      national_id: '10100123456',
      economic_code: '411111111111',
    });
    expect(invoice.seller.name).toBe(api().config.SELLER_NAME);

    // A snapshot: new invoice details and a new price leave the issued invoice as it was.
    await api().call(endpoints.updateMyInvoiceDetails, {
      token: s.token,
      body: {
        type: 'personal',
        full_name: 'مریم احمدی',
        national_code: '0499370899',
        address: 'اصفهان، خیابان چهارباغ، کوچهٔ گل',
        postal_code: '8173613111',
      },
    });
    await shop.product(11, 50, 9_990_000);
    expect(await invoiceOf(s.token, id)).toEqual(invoice);
  });

  it('only the owner reads an invoice (another member, or the other kind’s path: 404); unpaid is a Persian 409', async () => {
    const owner = await signIn(api);
    const other = await signIn(api);
    const id = await storeOrder(owner.token);

    const unpaid = await api().call(endpoints.getStoreOrderInvoiceJson, { token: owner.token, params: { id } });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ error_code: 'order_not_invoiced' });
    expect(unpaid.json().error_message).toContain('پرداخت نشده');
    const unpaidPdf = await api().call(endpoints.getStoreOrderInvoice, { token: owner.token, params: { id } });
    expect(unpaidPdf.statusCode).toBe(409);

    await payAtBank(owner.token, id);
    for (const endpoint of [endpoints.getStoreOrderInvoiceJson, endpoints.getStoreOrderInvoice]) {
      const res = await api().call(endpoint, { token: other.token, params: { id } });
      expect(res.statusCode).toBe(404);
    }
    const asCip = await api().call(endpoints.getCipOrderInvoiceJson, { token: owner.token, params: { id } });
    expect(asCip.statusCode).toBe(404);
    const anonymous = await api().call(endpoints.getStoreOrderInvoiceJson, { params: { id } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a paid VIP booking is invoiced with its fare lines; cancelling it issues a credit note for the refund', async () => {
    const b = await paidBooking(api, 'IR 721', 15);
    const res = await api().call(endpoints.getCipOrderInvoiceJson, { token: b.token, params: { id: b.order.id } });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.json().data as Invoice;
    expect(invoice.order_kind).toBe('cip');
    // Only its owner reads it: another member gets a 404 for the JSON and the PDF alike; the owner gets the PDF.
    const other = await signIn(api);
    for (const endpoint of [endpoints.getCipOrderInvoiceJson, endpoints.getCipOrderInvoice]) {
      const theirs = await api().call(endpoint, { token: other.token, params: { id: b.order.id } });
      expect(theirs.statusCode).toBe(404);
    }
    const pdf = await api().call(endpoints.getCipOrderInvoice, { token: b.token, params: { id: b.order.id } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(invoice.total).toBe(b.order.total_price);
    expect(invoice.lines.some((l) => l.kind === 'passenger')).toBe(true);
    expect(invoice.credit_notes).toEqual([]);

    const cancel = await api().call(endpoints.cancelCipOrder, { token: b.token, params: { id: b.order.id }, body: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = (
      await api().call(endpoints.getCipOrderInvoiceJson, { token: b.token, params: { id: b.order.id } })
    ).json().data as Invoice;
    expect(after.credit_notes).toHaveLength(1);
    const note = after.credit_notes[0];
    const refunded = (await api().call(endpoints.getCipOrder, { token: b.token, params: { id: b.order.id } })).json()
      .data.refunded_amount as number;
    expect(note.amount).toBe(refunded);
    expect(note.net + note.vat).toBe(note.amount);
    expect(note.vat).toBe(Math.round((note.amount * invoice.vat) / invoice.total));
    expect(note.invoice_number).toBe(invoice.number);
    expect(note.number).toMatch(/^\d{4}-\d{6}$/);
    // The issued invoice itself is unchanged by the refund.
    expect({ ...after, credit_notes: [] }).toEqual(invoice);
  });

  it('an edit that adds to a paid booking is invoiced as it is paid: a supplement of the invoice series for the extra', async () => {
    const b = await paidBooking(api, 'IR 721', 16);
    const first = (
      await api().call(endpoints.getCipOrderInvoiceJson, { token: b.token, params: { id: b.order.id } })
    ).json().data as Invoice;
    expect(first.supplements).toEqual([]);
    await topUp(api().app.db, b.memberId, 50_000_000);
    const edit = await api().call(endpoints.updateCipOrder, {
      token: b.token,
      params: { id: b.order.id },
      body: {
        reservations: b.order.flight_orders.flatMap((fo) =>
          fo.reservations.map((r) => ({
            id: r.id,
            passengers: r.passengers.map(({ id: _id, role: _role, ...p }) => p),
            wheelchair_count: r.wheelchair_count + 1,
          })),
        ),
      } as never,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const charged = edit.json().settlement.charged_from_wallet as number;
    expect(charged).toBeGreaterThan(0);

    const after = (
      await api().call(endpoints.getCipOrderInvoiceJson, { token: b.token, params: { id: b.order.id } })
    ).json().data as Invoice;
    // The original stays as issued; the extra has its own number in the same series, net and VAT adding up to it.
    expect({ ...after, supplements: [] }).toEqual(first);
    expect(after.supplements).toHaveLength(1);
    const supplement = after.supplements[0];
    expect(supplement.total).toBe(charged);
    expect(supplement.subtotal + supplement.vat).toBe(charged);
    expect(supplement.vat).toBeGreaterThan(0);
    expect(supplement.number).toMatch(/^\d{4}-\d{6}$/);
    expect(supplement.number).not.toBe(first.number);
    expect(supplement.lines[0].title).toContain('اصلاحیه');
    // What the invoices say was sold is what the member paid, less nothing refunded.
    const order = (await api().call(endpoints.getCipOrder, { token: b.token, params: { id: b.order.id } })).json().data;
    expect(first.total + supplement.total).toBe(order.total_price);
  });

  it('cancelling a paid store order issues a credit note for all of it; its PDF is the owner’s only', async () => {
    const s = await signIn(api);
    const other = await signIn(api);
    const id = await storeOrder(s.token);
    await payAtBank(s.token, id);
    const cancel = await api().call(endpoints.cancelStoreOrder, { token: s.token, params: { id }, body: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const invoice = await invoiceOf(s.token, id);
    expect(invoice.credit_notes).toHaveLength(1);
    expect(invoice.credit_notes[0]).toMatchObject({ amount: invoice.total, vat: invoice.vat });

    const noteId = invoice.credit_notes[0].id;
    expect(
      (await api().call(endpoints.getMyCreditNote, { token: other.token, params: { id: noteId } })).statusCode,
    ).toBe(404);
  });

  it('finance staff read any order’s invoice and credit notes; another desk’s staff are refused', async () => {
    const s = await signIn(api);
    const id = await storeOrder(s.token);
    await payAtBank(s.token, id);
    await api().call(endpoints.cancelStoreOrder, { token: s.token, params: { id }, body: {} });
    const finance = await staffToken(api, 'finance');
    const res = await api().call(endpoints.getStaffOrderInvoiceJson, { token: finance.token, params: { id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(await invoiceOf(s.token, id));
    const support = await staffToken(api, 'support');
    const refused = await api().call(endpoints.getStaffOrderInvoiceJson, { token: support.token, params: { id } });
    expect(refused.statusCode).toBe(403);
    const unknown = await api().call(endpoints.getStaffOrderInvoiceJson, {
      token: finance.token,
      params: { id: 999_999 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('invoice details: a wrong national code or postal code is a Persian 400; the saved details read back', async () => {
    const s = await signIn(api);
    expect((await api().call(endpoints.getMyInvoiceDetails, { token: s.token })).json().data).toBeNull();
    const bad = await api().call(endpoints.updateMyInvoiceDetails, {
      token: s.token,
      body: {
        type: 'personal',
        full_name: 'مریم احمدی',
        national_code: '1234567890',
        address: 'اصفهان، خیابان چهارباغ، کوچهٔ گل',
        postal_code: '8173613111',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_message).toContain('کد ملی');
    const badCompany = await api().call(endpoints.updateMyInvoiceDetails, {
      token: s.token,
      body: { ...companyDetails, national_id: '123' },
    });
    expect(badCompany.statusCode).toBe(400);
    expect(badCompany.json().error_message).toContain('شناسهٔ ملی');
    await api().call(endpoints.updateMyInvoiceDetails, { token: s.token, body: companyDetails });
    const read = (await api().call(endpoints.getMyInvoiceDetails, { token: s.token })).json().data;
    expect(read).toMatchObject({ type: 'company', company_name: companyDetails.company_name, full_name: null });
  });

  it.runIf(backend === 'postgres')(
    '20 concurrent payments get the year’s next 20 numbers: no gap, no repeat',
    async () => {
      const buyers = await Promise.all(Array.from({ length: 20 }, () => signIn(api)));
      await shop.product(11, 100, 500_000);
      const banks: string[] = [];
      for (const b of buyers) {
        const order = await shop.order(b.token, {
          items: [{ product_id: 11, quantity: 1 }],
          recipient_id: await shop.recipient(b.token),
        });
        const pay = await shop.pay(b.token, order.json().data.id, { gateway: 'sandbox' });
        banks.push(pay.json().data.redirect_url);
      }
      // Everyone comes back from the bank at once.
      const states = await Promise.all(banks.map((url) => shop.bank(url, 'pay')));
      expect(states.map((u) => u.searchParams.get('state'))).toEqual(banks.map(() => 'paid'));

      const year = toJalaliParts(new Date())?.year ?? 0;
      const rows = await api()
        .app.db.select({ sequence: invoices.sequence, number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.year, year)));
      const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
      expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
      expect(rows.length).toBeGreaterThanOrEqual(20);
    },
  );

  describe.runIf(backend === 'pglite')('the PDF', () => {
    it('is Persian in logical order, RTL, non-blank, with the seller and «صورتحساب»', async () => {
      const s = await signIn(api);
      await api().call(endpoints.updateMyInvoiceDetails, { token: s.token, body: companyDetails });
      const id = await storeOrder(s.token);
      await payAtBank(s.token, id);
      const res = await api().call(endpoints.getStoreOrderInvoice, { token: s.token, params: { id } });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
      const file = join(dir, 'invoice.pdf');
      writeFileSync(file, res.rawPayload);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      // pdftotext puts a letter's hamza above (U+0654, «نمونهٔ») before the letter it sits on; compare without it.
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\u0654/g, '');
      if (process.env.INVOICE_SHOT_DIR) writeFileSync(join(process.env.INVOICE_SHOT_DIR, 'invoice.txt'), text);
      expect(text).toContain('صورتحساب');
      expect(text).toContain(api().config.SELLER_NAME);
      expect(text).toContain('مبلغ پرداخت‌شده');
      expect(text).toContain('شرکت بازرگانی نمونه پارس');
      // A store invoice states the VAT its shelf prices include.
      expect(text).toContain('مالیات بر ارزش افزوده مندرج در قیمت‌ها');
      const invoice = await invoiceOf(s.token, id);
      // Codes in Persian digits, read left to right as written (year, then the year's sequence).
      const fa = (v: string) => v.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
      const numberLine = text.split('\n').find((l) => l.includes('شماره صورتحساب')) ?? '';
      expect(numberLine).toContain(fa(invoice.number));
      expect(text).toContain(fa(invoice.order_reference));

      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(dir, 'page')]);
      const png = readFileSync(join(dir, 'page-1.png'));
      if (process.env.INVOICE_SHOT_DIR)
        writeFileSync(join(process.env.INVOICE_SHOT_DIR, 'invoice.pdf'), res.rawPayload);
      // A blank A4 page at 60 dpi compresses to well under 3 kB; text, lines and tables make it many times that.
      expect(png.length).toBeGreaterThan(15_000);
      if (process.env.INVOICE_SHOT_DIR) writeFileSync(join(process.env.INVOICE_SHOT_DIR, 'invoice-page-1.png'), png);
    });
  });
});

describe('the PDF renderer', () => {
  it('without Chromium refuses with the Persian 503 code instead of crashing', async () => {
    const warnings: string[] = [];
    const pdf = createPdfRenderer({
      executablePath: '/nonexistent/chromium',
      timeoutMs: 5_000,
      log: { warn: (_obj, msg) => warnings.push(msg) },
    });
    const err = await pdf.render('<p>سلام</p>').catch((e: unknown) => e);
    expect(err).toMatchObject({ errorCode: 'pdf_unavailable', statusCode: 503 });
    expect(warnings).toHaveLength(1);
    await pdf.close();
  });
});
