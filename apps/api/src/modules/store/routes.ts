import { storeEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { requireMember } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { dbRateLimiter, enforce } from '../../rate-limit/limiter';
import { openStorage } from '../../storage';
import { startPayment } from '../payment/service';
import { checkDiscountCode, findTransmit, listTransmits, transmitView } from './catalog';
import {
  cancelStoreOrder,
  createStoreOrder,
  getStoreOrder,
  listStoreOrders,
  previewBill,
  type StoreDeps,
} from './orders';
import { createRecipient, deleteRecipient, getRecipient, listRecipients, updateRecipient } from './recipients';

/** Guessing discount codes is slow: 30 checks a minute per address and per member. */
const DISCOUNT_CHECKS = { limit: 30, windowSeconds: 60 };

/** Store orders, recipients, transmits and discount codes (§7, docs/payments.md). */
export default async function storeRoutes(app: AppInstance) {
  const deps: StoreDeps = {
    db: app.db,
    storage: openStorage(app.config),
    expiryMinutes: app.config.ORDER_EXPIRY_MINUTES,
    maxUnpaidUnits: app.config.MAX_UNPAID_UNITS_PER_PRODUCT,
  };

  route(app, api.previewStoreOrder, async (request) => ({
    data: await previewBill(deps, await requireMember(request), request.body),
  }));
  route(app, api.createStoreOrder, async (request) => ({
    data: await createStoreOrder(deps, await requireMember(request), request.body, {
      clientIp: clientIp(request),
    }),
  }));
  route(app, api.listStoreOrders, async (request) =>
    listStoreOrders(app.db, await requireMember(request), request.query),
  );
  route(app, api.getStoreOrder, async (request) => ({
    data: await getStoreOrder(deps, await requireMember(request), request.params.id),
  }));
  route(app, api.payStoreOrder, async (request) => {
    const memberId = await requireMember(request);
    // Only the member's own store order (another's, or a CIP order, is not found here).
    await getStoreOrder(deps, memberId, request.body.order_id);
    return {
      data: await startPayment(app.payments, {
        memberId,
        orderId: request.body.order_id,
        gateway: request.body.gateway,
        useWallet: request.body.use_wallet,
        clientIp: clientIp(request),
      }),
    };
  });
  route(app, api.cancelStoreOrder, async (request) => ({
    data: await cancelStoreOrder(deps, await requireMember(request), request.params.id, request.body.reason),
  }));

  route(app, api.listRecipients, async (request) =>
    listRecipients(app.db, await requireMember(request), request.query),
  );
  route(app, api.getRecipient, async (request) => ({
    data: await getRecipient(app.db, await requireMember(request), request.params.id),
  }));
  route(app, api.createRecipient, async (request) => ({
    data: await createRecipient(app.db, await requireMember(request), request.body),
  }));
  route(app, api.updateRecipient, async (request) => ({
    data: await updateRecipient(app.db, await requireMember(request), request.params.id, request.body),
  }));
  route(app, api.deleteRecipient, async (request) => {
    await deleteRecipient(app.db, await requireMember(request), request.params.id);
    return undefined;
  });

  route(app, api.listTransmits, async (request) => {
    const data = await listTransmits(app.db, request.query.city_id);
    return {
      data,
      paging: { offset: 0, limit: data.length, total: data.length, returned: data.length, has_more: false },
    };
  });
  route(app, api.getTransmit, async (request) => {
    const row = await findTransmit(app.db, request.params.id);
    if (!row) throw notFound('روش ارسال');
    return { data: transmitView(row) };
  });
  const limiter = dbRateLimiter(app.db);
  route(app, api.checkDiscountCode, async (request) => {
    const memberId = await requireMember(request);
    await enforce(limiter, `discount:ip:${clientIp(request)}`, DISCOUNT_CHECKS);
    await enforce(limiter, `discount:member:${memberId}`, DISCOUNT_CHECKS);
    return {
      data: await checkDiscountCode(app.db, request.params.code, request.query.items, {
        memberId,
        otherCodes: request.query.codes,
      }),
    };
  });
}
