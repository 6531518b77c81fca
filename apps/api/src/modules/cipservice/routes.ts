import { cipserviceEndpoints as api, type Lang } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { requireMember } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { startPayment } from '../payment/service';
import { cancelCipOrder, createCipOrder, editCipOrder, registerCipOrderKind } from './booking';
import { flightServices, listAirports, listBriefFlights, listTransfers } from './catalogue';
import { flightStatusRoutes } from './flight-status-routes';
import { holdLimitsOf } from './holds';
import { rememberLocale } from '../member/locale';
import { CIP_LOOP_INTERVAL_MS, cipLoop } from './notify';
import { createSavedPassenger, deleteSavedPassenger, listSavedPassengers, updateSavedPassenger } from './passengers';
import { extendSchedule } from './schedule';
import { cipOrderView, listCipOrders, loadCipOrder, memberCipOrder } from './views';
import { isValidVoucherSignature, loadVoucher, voucherOrder, voucherUrl } from './voucher';

/** Airport VIP catalogue and booking (§7 Flights, issue #13). */
export default async function cipserviceRoutes(app: AppInstance) {
  registerCipOrderKind((reference) => voucherUrl(app.config.WEB_URL, app.config.JWT_SECRET, reference));
  const loop = cipLoop({
    db: app.db,
    database: app.database,
    log: app.log,
    intervalMs: app.config.NODE_ENV === 'test' ? 0 : CIP_LOOP_INTERVAL_MS,
    extend: () => extendSchedule(app.db),
  });
  app.addHook('onReady', async () => loop.start());
  app.addHook('onClose', async () => loop.stop());
  flightStatusRoutes(app);

  // The member's views name airlines, airports and terminals in the language of the call.
  const detail = async (order: Parameters<typeof loadCipOrder>[1], lang: Lang = 'fa') =>
    cipOrderView(await loadCipOrder(app.db, order, lang));
  const limits = holdLimitsOf(app.config);

  // Catalogue (public).
  route(app, api.listAirports, (request) => listAirports(app.db, request.query, request.lang));
  route(app, api.listBriefFlights, (request) => listBriefFlights(app.db, request.query, new Date(), request.lang));
  route(app, api.getFlightServices, async (request) => {
    const answer = await flightServices(app.db, request.params.id, new Date(), request.lang);
    if (!answer) throw notFound('پرواز');
    return answer;
  });
  route(app, api.listTransfers, (request) => listTransfers(app.db, request.query, request.lang));

  // Bookings (member).
  route(app, api.createCipOrder, async (request) => {
    const memberId = await requireMember(request);
    await rememberLocale(app.db, memberId, request.lang);
    const { order } = await createCipOrder(app.db, memberId, request.body, {
      clientIp: clientIp(request),
      limits,
    });
    const data = await detail(order, request.lang);
    const claimed = request.body.client_total;
    return { data, client_total_matches: claimed === undefined ? null : claimed === data.total_price };
  });
  route(app, api.listCipOrders, async (request) =>
    listCipOrders(app.db, await requireMember(request), request.query, new Date(), request.lang),
  );
  route(app, api.getCipOrder, async (request) => {
    const order = await memberCipOrder(app.db, await requireMember(request), request.params.id);
    if (!order) throw notFound('سفارش');
    return { data: await detail(order, request.lang) };
  });
  route(app, api.updateCipOrder, async (request) => {
    const memberId = await requireMember(request);
    const { order, settlement } = await editCipOrder(app.db, memberId, request.params.id, request.body, { limits });
    return { data: await detail(order), settlement };
  });
  route(app, api.previewCipOrderEdit, async (request) => {
    const memberId = await requireMember(request);
    const { settlement } = await editCipOrder(app.db, memberId, request.params.id, request.body, {
      limits,
      preview: true,
    });
    return { data: settlement };
  });
  route(app, api.payCipOrder, async (request) => {
    const memberId = await requireMember(request);
    if (!(await memberCipOrder(app.db, memberId, request.params.id))) throw notFound('سفارش');
    return {
      data: await startPayment(app.payments, {
        memberId,
        orderId: request.params.id,
        gateway: request.body.gateway,
        useWallet: request.body.use_wallet,
        clientIp: clientIp(request),
      }),
    };
  });
  route(app, api.cancelCipOrder, async (request) => {
    const memberId = await requireMember(request);
    const { order, refunded } = await cancelCipOrder(app.db, memberId, request.params.id, request.body?.reason);
    return { data: await detail(order), refunded_to_wallet: refunded };
  });

  // Vouchers: the member's own, or anyone holding the QR's signed link.
  route(app, api.getCipVoucher, async (request) => {
    const order = await voucherOrder(app.db, request.params.reference, await requireMember(request));
    if (!order) throw notFound('واچر');
    return {
      data: await loadVoucher(app.db, order, app.config.WEB_URL, app.config.JWT_SECRET, new Date(), request.lang),
    };
  });
  route(app, api.verifyCipVoucher, async (request) => {
    const { reference } = request.params;
    if (!isValidVoucherSignature(app.config.JWT_SECRET, reference, request.query.sig)) throw notFound('واچر');
    const order = await voucherOrder(app.db, reference);
    if (!order) throw notFound('واچر');
    return {
      data: await loadVoucher(app.db, order, app.config.WEB_URL, app.config.JWT_SECRET, new Date(), request.lang),
    };
  });

  // Saved passengers (member).
  route(app, api.listCipPassengers, async (request) =>
    listSavedPassengers(app.db, await requireMember(request), request.query),
  );
  route(app, api.createCipPassenger, async (request) =>
    createSavedPassenger(app.db, await requireMember(request), request.body),
  );
  route(app, api.updateCipPassenger, async (request) =>
    updateSavedPassenger(app.db, await requireMember(request), request.params.id, request.body),
  );
  route(app, api.deleteCipPassenger, async (request) => {
    await deleteSavedPassenger(app.db, await requireMember(request), request.params.id);
    return undefined;
  });
}
