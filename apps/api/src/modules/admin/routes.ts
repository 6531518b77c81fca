import { adminEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { clientIp } from '../../http/client-ip';
import { route } from '../../http/route';
import { dbRateLimiter, enforce } from '../../rate-limit/limiter';
import { auditedWrite, listAudit, staffActorOf } from './audit';
import { requireStaff } from './auth';
import { deliverOrder, listDeskStoreOrders, shipOrder } from './fulfilment';
import { dashboardOf } from './dashboard';
import { adjustWallet, decideRequest, listCreditRequests } from './finance';
import { closeTicket, listDeskReviews, listDeskTickets, moderateReview, replyAsStaff } from './support';
import {
  createStaff,
  listStaff,
  staffAccountOf,
  updateStaff,
  signInStaff,
  signOutStaff,
  staffByIdProfile,
} from './staff-service';
import { checkIn, checkInView, confirmBooking, listDeskBookings, refuseBooking } from './vip-desk';

// Ten wrong sign-ins an hour per address: TOTP has a million codes, the password many more.
const SIGNIN_PER_IP = { limit: 10, windowSeconds: 3600 };

/** The back office (DESIGN §7b): staff sign-in, the audit log, the VIP and finance desks. */
export default async function adminRoutes(app: AppInstance) {
  const limiter = dbRateLimiter(app.db);

  route(app, api.adminSignIn, async (request) => {
    const ip = clientIp(request);
    const key = `staff-signin:ip:${ip}`;
    await enforce(limiter, key, SIGNIN_PER_IP);
    const session = await signInStaff(app.db, app.config.JWT_SECRET, request.body, {
      ip,
      userAgent: request.headers['user-agent'],
    });
    await limiter.reset(key);
    return { data: session };
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
  route(app, api.adminConfirmCipBooking, async (request) => {
    const who = await staffActorOf(request);
    const id = request.params.id;
    return {
      data: await auditedWrite(
        app.db,
        who,
        { action: api.adminConfirmCipBooking.operationId, entity: 'order', entityId: id },
        (tx) => confirmBooking(tx, id, who),
      ),
    };
  });
  route(app, api.adminRefuseCipBooking, async (request) => {
    const who = await staffActorOf(request);
    const { id } = request.params;
    const { reason } = request.body;
    return {
      data: await auditedWrite(
        app.db,
        who,
        { action: api.adminRefuseCipBooking.operationId, entity: 'order', entityId: id, note: reason },
        (tx) => refuseBooking(tx, id, who, reason),
      ),
    };
  });
  route(app, api.adminGetCheckIn, async (request) => ({ data: await checkInView(app.db, request.params.reference) }));
  route(app, api.adminCheckIn, async (request) => {
    const who = await staffActorOf(request);
    const { reference } = request.params;
    return {
      data: await auditedWrite(app.db, who, { action: api.adminCheckIn.operationId, entity: 'order' }, (tx) =>
        checkIn(tx, reference, who),
      ),
    };
  });

  // Finance
  route(app, api.adminListCreditRequests, (request) => listCreditRequests(app.db, request.query));
  route(app, api.adminApproveCreditRequest, async (request) => {
    const who = await staffActorOf(request);
    const { id } = request.params;
    return {
      data: await auditedWrite(
        app.db,
        who,
        { action: api.adminApproveCreditRequest.operationId, entity: 'credit_request', entityId: id },
        (tx) => decideRequest(tx, id, true),
      ),
    };
  });
  route(app, api.adminRefuseCreditRequest, async (request) => {
    const who = await staffActorOf(request);
    const { id } = request.params;
    const { reason } = request.body;
    return {
      data: await auditedWrite(
        app.db,
        who,
        { action: api.adminRefuseCreditRequest.operationId, entity: 'credit_request', entityId: id, note: reason },
        (tx) => decideRequest(tx, id, false, reason),
      ),
    };
  });
  route(app, api.adminAdjustCredit, async (request) => {
    const who = await staffActorOf(request);
    const body = request.body;
    return {
      data: await auditedWrite(
        app.db,
        who,
        { action: api.adminAdjustCredit.operationId, entity: 'wallet', note: body.reason },
        (tx) => adjustWallet(tx, body),
      ),
    };
  });

  // Support
  route(app, api.adminListTickets, (request) => listDeskTickets(app.db, request.query));
  route(app, api.adminReplyTicket, async (request) => {
    const who = await staffActorOf(request);
    const { id } = request.params;
    const { description } = request.body;
    return {
      data: await auditedWrite(
        app.db,
        who,
        { action: api.adminReplyTicket.operationId, entity: 'ticket', entityId: id },
        (tx) => replyAsStaff(tx, id, who.staffId, description),
      ),
    };
  });
  route(app, api.adminCloseTicket, async (request) => {
    const who = await staffActorOf(request);
    const { id } = request.params;
    return {
      data: await auditedWrite(
        app.db,
        who,
        { action: api.adminCloseTicket.operationId, entity: 'ticket', entityId: id },
        (tx) => closeTicket(tx, id),
      ),
    };
  });
  route(app, api.adminListReviews, (request) => listDeskReviews(app.db, request.query));
  route(app, api.adminModerateReview, async (request) => {
    const who = await staffActorOf(request);
    const { id } = request.params;
    const { decision } = request.body;
    return {
      data: await auditedWrite(
        app.db,
        who,
        { action: api.adminModerateReview.operationId, entity: 'review', entityId: id, note: decision },
        (tx) => moderateReview(tx, id, decision),
      ),
    };
  });

  // Fulfilment
  route(app, api.adminListStoreOrders, (request) => listDeskStoreOrders(app.db, request.query));
  route(app, api.adminShipStoreOrder, async (request) => {
    const who = await staffActorOf(request);
    const { id } = request.params;
    const { tracking_number } = request.body;
    return {
      data: await auditedWrite(
        app.db,
        who,
        { action: api.adminShipStoreOrder.operationId, entity: 'order', entityId: id },
        (tx) => shipOrder(tx, id, who, tracking_number),
      ),
    };
  });
  route(app, api.adminDeliverStoreOrder, async (request) => {
    const who = await staffActorOf(request);
    const { id } = request.params;
    return {
      data: await auditedWrite(
        app.db,
        who,
        { action: api.adminDeliverStoreOrder.operationId, entity: 'order', entityId: id },
        (tx) => deliverOrder(tx, id, who),
      ),
    };
  });

  // Staff accounts (admin)
  route(app, api.adminListStaff, (request) => listStaff(app.db, request.query));
  route(app, api.adminCreateStaff, async (request) => {
    const who = await staffActorOf(request);
    const body = request.body;
    return {
      data: await auditedWrite(
        app.db,
        who,
        { action: api.adminCreateStaff.operationId, entity: 'staff' },
        async (tx) => {
          const made = await createStaff(tx, {
            email: body.email,
            password: body.password,
            fullName: body.full_name,
            role: body.role,
          });
          const account = staffAccountOf(made.staff);
          // The TOTP secret goes to the admin once and never into the audit log.
          return {
            result: { ...account, otpauth_url: made.otpauthUrl, totp_secret: made.secret },
            after: account,
            entityId: made.staff.id,
          };
        },
      ),
    };
  });
  route(app, api.adminUpdateStaff, async (request) => {
    const who = await staffActorOf(request);
    const { id } = request.params;
    const body = request.body;
    return {
      data: await auditedWrite(
        app.db,
        who,
        { action: api.adminUpdateStaff.operationId, entity: 'staff', entityId: id },
        (tx) => updateStaff(tx, id, who.staffId, body),
      ),
    };
  });

  route(app, api.adminDashboard, async () => ({ data: await dashboardOf(app.db) }));
}
