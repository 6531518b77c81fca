import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  type BankGateway,
  DEFAULT_LANG,
  isLang,
  type Lang,
  PAYMENT_RESULT_PATH,
  pathOf,
  paymentEndpoints as api,
  type PaymentState,
  TOPUP_RESULT_PATH,
} from '@vip/contract';
import { toPersianDigits } from '@vip/domain';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { requireMember } from '../../http/auth';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { memberSmsAddress } from '../member/queries';
import { orderRef } from '../order/queries';
import { sandboxBankHtml, sandboxPageHeaders } from './sandbox-page';
import { payments } from './schema';
import { memberPayment, orderKindOf, paymentByAuthority, verifyPayment } from './service';

/** Payment callback, sandbox bank and payment detail (docs/payments.md). */
export default async function paymentRoutes(app: AppInstance) {
  // The sandbox bank's buttons post an ordinary HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  /** The language the member last used the site in (the booking or top-up was started there). */
  const languageOf = async (memberId: number): Promise<Lang> => {
    const locale = (await memberSmsAddress(app.db, memberId))?.locale;
    return isLang(locale) ? locale : DEFAULT_LANG;
  };

  /** Sends the browser to the site's result page for a payment, in the member's language (`/en/…`, `/ar/…`). */
  const toResult = (
    reply: FastifyReply,
    p: { id: number; orderId: number | null; kind?: string; purpose: string; state: PaymentState } | null,
    lang: Lang = DEFAULT_LANG,
  ) => {
    const path = p?.purpose === 'topup' ? TOPUP_RESULT_PATH : PAYMENT_RESULT_PATH;
    const url = new URL(lang === DEFAULT_LANG ? path : `/${lang}${path}`, app.config.WEB_URL);
    url.searchParams.set('state', p?.state ?? 'failed');
    if (p) url.searchParams.set('payment_id', String(p.id));
    if (p?.orderId) url.searchParams.set('order_id', String(p.orderId));
    if (p?.kind) url.searchParams.set('kind', p.kind);
    return reply.redirect(url.toString(), 302);
  };

  const callback = async (gateway: BankGateway, authority: string | undefined, reply: FastifyReply) => {
    const payment = authority ? await paymentByAuthority(app.db, gateway, authority) : undefined;
    if (!payment) return toResult(reply, null);
    const after = await verifyPayment(app.payments, payment.id);
    return toResult(
      reply,
      {
        id: after.id,
        orderId: after.orderId,
        kind: after.orderId ? await orderKindOf(app.db, after.orderId) : undefined,
        purpose: after.purpose,
        state: after.state,
      },
      await languageOf(payment.memberId),
    );
  };
  route(app, api.paymentCallback, (request, reply) => callback(request.params.gateway, request.query.Authority, reply));
  route(app, api.paymentCallbackPost, (request, reply) =>
    callback(request.params.gateway, request.query.Authority, reply),
  );

  route(app, api.getPayment, async (request) => {
    const item = await memberPayment(app.db, await requireMember(request), request.params.id);
    if (!item) throw notFound('پرداخت');
    return { data: item };
  });

  // The sandbox bank exists only where it is configured (never in production unless ALLOW_SANDBOX_BANK).
  if (app.payments.gateways.sandbox) sandboxBankRoutes(app);
}

/** The sandbox bank's page and its buttons: a stand-in for a bank's own site, for development and the demo. */
function sandboxBankRoutes(app: AppInstance) {
  const pendingSandbox = async (authority: string) => {
    const payment = await paymentByAuthority(app.db, 'sandbox', authority);
    return payment && payment.state === 'pending' && !payment.sandboxDecision ? payment : undefined;
  };
  route(app, api.sandboxBankPage, async (request, reply) => {
    const payment = await pendingSandbox(request.params.authority);
    let description = 'افزایش اعتبار کیف پول آسمان ویژه';
    if (payment?.orderId) {
      const order = await orderRef(app.db, payment.orderId);
      description = `پرداخت سفارش ${toPersianDigits(order?.reference ?? '')} در آسمان ویژه`;
    }
    const nonce = randomBytes(16).toString('base64');
    const html = sandboxBankHtml(
      payment ? { amount: payment.amount, description, action: pathOf(api.sandboxBankDecision, request.params) } : null,
      nonce,
    );
    return reply
      .code(payment ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .headers(sandboxPageHeaders(nonce, { web: app.config.WEB_URL, api: app.config.PUBLIC_API_URL }))
      .send(html);
  });
  route(app, api.sandboxBankDecision, async (request, reply) => {
    const { authority } = request.params;
    // An authority the sandbox never issued has no callback to go back to (a redirect would look like a real one).
    if (!(await paymentByAuthority(app.db, 'sandbox', authority))) throw notFound('تراکنش');
    const payment = await pendingSandbox(authority);
    if (payment) {
      await app.db.update(payments).set({ sandboxDecision: request.body.action }).where(eq(payments.id, payment.id));
    }
    // Like a real bank: back to the callback with Authority and Status; the callback verifies for itself.
    const back = new URL(pathOf(api.paymentCallback, { gateway: 'sandbox' }), app.config.PUBLIC_API_URL);
    back.searchParams.set('Authority', authority);
    back.searchParams.set('Status', request.body.action === 'pay' ? 'OK' : 'NOK');
    return reply.redirect(back.toString(), 303);
  });
}
