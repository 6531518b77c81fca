import { api } from '@vip/contract';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { requireMember } from '../../http/auth';
import { route } from '../../http/route';
import { creditNoteHtml, invoiceHtml } from './document-html';
import { embeddedFontFace, pdfRendererOf } from './pdf';
import { useSeller, sellerFrom } from './seller';
import { creditNoteOf, invoiceDetailsOf, invoiceOfOrder, type InvoiceScope, saveInvoiceDetails } from './service';

/** Invoices and credit notes (PDF and JSON), the member's invoice details, and the finance desk's copies. */
export default async function invoiceRoutes(app: AppInstance) {
  useSeller(sellerFrom(app.config));
  const pdf = pdfRendererOf(app);

  const sendPdf = async (reply: FastifyReply, fileName: string, html: string) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${fileName}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(await pdf.render(html));

  const invoicePdf = async (reply: FastifyReply, orderId: number, scope: InvoiceScope) => {
    const invoice = await invoiceOfOrder(app.db, orderId, scope);
    return sendPdf(reply, `invoice-${invoice.number}`, invoiceHtml(invoice, embeddedFontFace()));
  };
  const creditNotePdf = async (reply: FastifyReply, id: number, memberId?: number) => {
    const { note, ...parties } = await creditNoteOf(app.db, id, memberId);
    return sendPdf(reply, `credit-note-${note.number}`, creditNoteHtml(note, parties, embeddedFontFace()));
  };

  route(app, api.getCipOrderInvoice, async (request, reply) =>
    invoicePdf(reply, request.params.id, { memberId: await requireMember(request), kind: 'cip' }),
  );
  route(app, api.getStoreOrderInvoice, async (request, reply) =>
    invoicePdf(reply, request.params.id, { memberId: await requireMember(request), kind: 'store' }),
  );
  route(app, api.getCipOrderInvoiceJson, async (request) => ({
    data: await invoiceOfOrder(app.db, request.params.id, { memberId: await requireMember(request), kind: 'cip' }),
  }));
  route(app, api.getStoreOrderInvoiceJson, async (request) => ({
    data: await invoiceOfOrder(app.db, request.params.id, { memberId: await requireMember(request), kind: 'store' }),
  }));
  route(app, api.getMyCreditNote, async (request, reply) =>
    creditNotePdf(reply, request.params.id, await requireMember(request)),
  );
  route(app, api.getMyInvoiceDetails, async (request) => ({
    data: await invoiceDetailsOf(app.db, await requireMember(request)),
  }));
  route(app, api.updateMyInvoiceDetails, async (request) => ({
    data: await saveInvoiceDetails(app.db, await requireMember(request), request.body),
  }));

  route(app, api.getStaffOrderInvoice, (request, reply) => invoicePdf(reply, request.params.id, { staff: true }));
  route(app, api.getStaffOrderInvoiceJson, async (request) => ({
    data: await invoiceOfOrder(app.db, request.params.id, { staff: true }),
  }));
  route(app, api.getStaffCreditNote, (request, reply) => creditNotePdf(reply, request.params.id));
}
