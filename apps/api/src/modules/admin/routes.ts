import { api, type Endpoint, type ReplyOf } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { type EndpointHandler, type EndpointRequest, route } from '../../http/route';
import { dbRateLimiter, enforce } from '../../rate-limit/limiter';
import { openUploadStorage } from '../../storage';
import { findUploadByName, readUploadedFile, sendUpload } from '../upload/files';
import { type AuditChange, type AuditedResult, auditedWrite, listAudit, type StaffActor, staffActorOf } from './audit';
import { requireStaff } from './auth';
import { dashboardOf } from './dashboard';
import {
  adjustWallet,
  decideRequest,
  listCreditRequests,
  listPaymentsToVerify,
  reconciliationOf,
  refundOrder,
  reverifyPayment,
} from './finance';
import { adjustStock, deliverOrder, listDeskStoreOrders, shipOrder } from './fulfilment';
import {
  createStaff,
  listStaff,
  requestStaffSmsCode,
  signInStaff,
  signOutStaff,
  staffAccountOf,
  staffByIdProfile,
  updateStaff,
  withTriesLeft,
} from './staff-service';
import {
  addTicketNote,
  assignTicket,
  closeTicket,
  deskTicketDetail,
  listDeskReviews,
  listDeskTickets,
  moderateReview,
  replyAsStaff,
  uploadTicketAttachment,
} from './support';
import { checkIn, confirmBooking, deskCheckInView, listDeskBookings, markNoShow, refuseBooking } from './vip-desk';
import { tehranDate } from '../cipservice/schedule';

// Ten failed sign-ins an hour per address (a success gives its own attempt back and resets nothing); the second
// factor is also limited per account, whatever the address (SECOND_FACTOR_FAILURES).
const SIGNIN_PER_IP = { limit: 10, windowSeconds: 3600 };
// SMS codes: a few an hour per address and per account (the code store adds one a minute).
const SMS_CODE_PER_IP = { limit: 10, windowSeconds: 3600 };
const SMS_CODE_PER_EMAIL = { limit: 5, windowSeconds: 3600 };

type DataOf<E extends Endpoint> = ReplyOf<E> extends { data: infer D } ? D : never;

/** The back office (DESIGN §7b): staff sign-in, the audit log, the desks. */
export default async function adminRoutes(app: AppInstance) {
  const limiter = dbRateLimiter(app.db);
  const storage = openUploadStorage(app.config);
  const apiBase = app.config.PUBLIC_API_URL;

  /**
   * A staff write: `write` runs in one transaction with its audit entry (action = the operationId, `what` names the
   * entity and the reason), and its result is the answer's `data`. Every desk action is one of these.
   */
  function staffWrite<const E extends Endpoint>(
    endpoint: E,
    what: (request: EndpointRequest<E>) => Omit<AuditChange, 'action' | 'before' | 'after'>,
    write: (tx: Db, request: EndpointRequest<E>, who: StaffActor) => Promise<AuditedResult<DataOf<E>>>,
  ) {
    route(app, endpoint, async (request) => {
      const who = await staffActorOf(request);
      const data = await auditedWrite(app.db, who, { action: endpoint.operationId, ...what(request) }, (tx) =>
        write(tx, request, who),
      );
      return { data } as Awaited<ReturnType<EndpointHandler<E>>>;
    });
  }
  const order = (request: { params: { id: number } }) => ({ entity: 'order', entityId: request.params.id });
  const ticket = (request: { params: { id: number } }) => ({ entity: 'ticket', entityId: request.params.id });

  route(app, api.adminSignIn, async (request) => {
    const ip = clientIp(request);
    const key = `staff-signin:ip:${ip}`;
    // Counted before the attempt so parallel guesses cannot slip past the limit together.
    const hit = await enforce(limiter, key, SIGNIN_PER_IP);
    const session = await signInStaff(app.db, app.config.JWT_SECRET, request.body, {
      ip,
      userAgent: request.headers['user-agent'],
    }).catch((err) => {
      throw withTriesLeft(err, { left: SIGNIN_PER_IP.limit - hit.hits, retryAfterSeconds: hit.retryAfterSeconds });
    });
    await limiter.release(key, SIGNIN_PER_IP);
    return { data: session };
  });
  route(app, api.adminRequestSignInCode, async (request) => {
    const ip = clientIp(request);
    await enforce(limiter, `staff-sms:ip:${ip}`, SMS_CODE_PER_IP);
    await enforce(limiter, `staff-sms:email:${request.body.email}`, SMS_CODE_PER_EMAIL);
    return { data: await requestStaffSmsCode(app.db, app.config.JWT_SECRET, request.body, ip) };
  });
  route(app, api.adminSignOut, async (request) => {
    await signOutStaff(app.db, (await requireStaff(request)).sessionId);
    return undefined;
  });
  route(app, api.adminMe, async (request) => ({
    data: await staffByIdProfile(app.db, (await requireStaff(request)).staffId),
  }));
  route(app, api.adminListAudit, (request) => listAudit(app.db, request.query));

  // VIP desk
  route(app, api.adminListCipBookings, (request) => listDeskBookings(app.db, request.query));
  staffWrite(api.adminConfirmCipBooking, order, (tx, request, who) => confirmBooking(tx, request.params.id, who));
  staffWrite(
    api.adminRefuseCipBooking,
    (request) => ({ ...order(request), note: request.body.reason }),
    (tx, request, who) => refuseBooking(tx, request.params.id, who, request.body.reason),
  );
  route(app, api.adminGetCheckIn, async (request) => ({
    data: await deskCheckInView(app.db, await staffActorOf(request), request.params.reference, {
      action: api.adminGetCheckIn.operationId,
      opensHoursBefore: app.config.CHECKIN_OPENS_HOURS_BEFORE,
    }),
  }));
  staffWrite(
    api.adminCheckIn,
    () => ({ entity: 'order' }),
    (tx, request, who) =>
      checkIn(tx, request.params.reference, who, {
        reservationId: request.body.reservation_id,
        opensHoursBefore: app.config.CHECKIN_OPENS_HOURS_BEFORE,
      }),
  );
  staffWrite(
    api.adminCipNoShow,
    () => ({ entity: 'order' }),
    (tx, request, who) => markNoShow(tx, request.params.id, who),
  );

  // Finance
  route(app, api.adminListCreditRequests, (request) => listCreditRequests(app.db, request.query));
  const creditRequest = (request: { params: { id: number } }) => ({
    entity: 'credit_request',
    entityId: request.params.id,
  });
  staffWrite(api.adminApproveCreditRequest, creditRequest, (tx, request) => decideRequest(tx, request.params.id, true));
  staffWrite(
    api.adminRefuseCreditRequest,
    (request) => ({ ...creditRequest(request), note: request.body.reason }),
    (tx, request) => decideRequest(tx, request.params.id, false, request.body.reason),
  );
  staffWrite(
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
    api.adminRefundOrder,
    (request) => ({ ...order(request), note: request.body.reason }),
    (tx, request) => refundOrder(tx, request.params.id, request.body),
  );

  // Support
  route(app, api.adminListTickets, (request) => listDeskTickets(app.db, request.query));
  route(app, api.adminGetTicket, async (request) => ({
    data: await deskTicketDetail(app.db, request.params.id, apiBase),
  }));
  staffWrite(api.adminReplyTicket, ticket, (tx, request, who) =>
    replyAsStaff(tx, request.params.id, who.staffId, request.body),
  );
  staffWrite(api.adminCloseTicket, ticket, (tx, request) => closeTicket(tx, request.params.id));
  staffWrite(api.adminAddTicketNote, ticket, (tx, request, who) =>
    addTicketNote(tx, request.params.id, who.staffId, request.body.body),
  );
  staffWrite(api.adminAssignTicket, ticket, (tx, request, who) =>
    assignTicket(tx, request.params.id, request.body.staff_id, who.staffId),
  );
  route(app, api.adminUploadTicketAttachment, async (request) => {
    // The bytes are read before the transaction opens (a slow upload never holds a connection).
    const bytes = await readUploadedFile(request);
    const who = await staffActorOf(request);
    const { id } = request.params;
    return {
      data: await auditedWrite(
        app.db,
        who,
        { action: api.adminUploadTicketAttachment.operationId, entity: 'ticket', entityId: id },
        (tx) => uploadTicketAttachment(tx, storage, id, bytes, apiBase),
      ),
    };
  });
  route(app, api.adminGetUpload, async (request, reply) =>
    sendUpload(reply, storage, await findUploadByName(app.db, request.params.name)),
  );
  route(app, api.adminListReviews, (request) => listDeskReviews(app.db, request.query));
  staffWrite(
    api.adminModerateReview,
    (request) => ({ entity: 'review', entityId: request.params.id, note: request.body.decision }),
    (tx, request) => moderateReview(tx, request.params.id, request.body.decision),
  );

  // Fulfilment
  route(app, api.adminListStoreOrders, (request) => listDeskStoreOrders(app.db, request.query));
  staffWrite(api.adminShipStoreOrder, order, (tx, request, who) =>
    shipOrder(tx, request.params.id, who, request.body.tracking_number),
  );
  staffWrite(api.adminDeliverStoreOrder, order, (tx, request, who) => deliverOrder(tx, request.params.id, who));
  staffWrite(
    api.adminAdjustStock,
    (request) => ({ entity: 'product', entityId: request.params.id, note: request.body.reason }),
    (tx, request) => adjustStock(tx, request.params.id, request.body.delta),
  );

  // Staff accounts (admin)
  route(app, api.adminListStaff, (request) => listStaff(app.db, request.query));
  staffWrite(
    api.adminCreateStaff,
    () => ({ entity: 'staff' }),
    async (tx, request) => {
      const body = request.body;
      const made = await createStaff(tx, {
        email: body.email,
        password: body.password,
        fullName: body.full_name,
        role: body.role,
        mobile: body.mobile,
      });
      const account = staffAccountOf(made.staff);
      // The TOTP secret goes to the admin once and never into the audit log.
      return {
        result: { ...account, otpauth_url: made.otpauthUrl, totp_secret: made.secret },
        after: account,
        entityId: made.staff.id,
      };
    },
  );
  staffWrite(
    api.adminUpdateStaff,
    (request) => ({ entity: 'staff', entityId: request.params.id }),
    (tx, request, who) => updateStaff(tx, request.params.id, who.staffId, request.body),
  );

  route(app, api.adminDashboard, async () => ({ data: await dashboardOf(app.db) }));
}
