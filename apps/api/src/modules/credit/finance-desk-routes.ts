import { api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { route } from '../../http/route';
import { auditedWrite, staffActorOf } from '../admin/audit';
import { orderEntity, staffWrite } from '../admin/staff-write';
import { tehranDate } from '../cipservice/schedule';
import {
  adjustWallet,
  decideRequest,
  listCreditRequests,
  listPaymentsToVerify,
  reconciliationOf,
  refundOrder,
  reverifyPayment,
} from './finance-desk';

/** The finance desk of the back office (docs/back-office.md, docs/payments.md), every write audited. */
export default async function financeDeskRoutes(app: AppInstance) {
  const creditRequest = (request: { params: { id: number } }) => ({
    entity: 'credit_request',
    entityId: request.params.id,
  });
  route(app, api.adminListCreditRequests, (request) => listCreditRequests(app.db, request.query));
  staffWrite(app, api.adminApproveCreditRequest, creditRequest, (tx, request) =>
    decideRequest(tx, request.params.id, true),
  );
  staffWrite(
    app,
    api.adminRefuseCreditRequest,
    (request) => ({ ...creditRequest(request), note: request.body.reason }),
    (tx, request) => decideRequest(tx, request.params.id, false, request.body.reason),
  );
  staffWrite(
    app,
    api.adminAdjustCredit,
    (request) => ({ entity: 'wallet', note: request.body.reason }),
    (tx, request) => adjustWallet(tx, request.body),
  );
  route(app, api.adminListPaymentsToVerify, (request) =>
    listPaymentsToVerify(app.db, request.query, app.config.PAYMENT_VERIFY_AFTER_MINUTES),
  );
  route(app, api.adminVerifyPayment, async (request) => {
    const who = await staffActorOf(request);
    // The core asks the bank and settles in its own transactions (never inside ours: the bank may be slow);
    // the audit entry then records what the staff's request changed.
    const change = await reverifyPayment(app.payments, request.params.id);
    return {
      data: await auditedWrite(
        app.db,
        who,
        { action: api.adminVerifyPayment.operationId, entity: 'payment', entityId: request.params.id },
        async () => change,
      ),
    };
  });
  route(app, api.adminReconciliation, async (request) => ({
    data: await reconciliationOf(app.db, request.query.date ?? tehranDate(new Date())),
  }));
  staffWrite(
    app,
    api.adminRefundOrder,
    (request) => ({ ...orderEntity(request), note: request.body.reason }),
    (tx, request) => refundOrder(tx, request.params.id, request.body),
  );
}
