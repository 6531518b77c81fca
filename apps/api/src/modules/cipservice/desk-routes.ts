import { api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { route } from '../../http/route';
import { staffActorOf } from '../admin/audit';
import { orderEntity, staffWrite } from '../admin/staff-write';
import { checkIn, confirmBooking, deskCheckInView, listDeskBookings, markNoShow, refuseBooking } from './desk';

/** The VIP desk of the back office (docs/back-office.md): `/v1/admin/fa/cip/...`, every write audited. */
export default async function cipDeskRoutes(app: AppInstance) {
  const opensHoursBefore = app.config.CHECKIN_OPENS_HOURS_BEFORE;
  route(app, api.adminListCipBookings, (request) => listDeskBookings(app.db, request.query));
  staffWrite(app, api.adminConfirmCipBooking, orderEntity, (tx, request, who) =>
    confirmBooking(tx, request.params.id, who),
  );
  staffWrite(
    app,
    api.adminRefuseCipBooking,
    (request) => ({ ...orderEntity(request), note: request.body.reason }),
    (tx, request, who) => refuseBooking(tx, request.params.id, who, request.body.reason),
  );
  route(app, api.adminGetCheckIn, async (request) => ({
    data: await deskCheckInView(app.db, await staffActorOf(request), request.params.reference, {
      action: api.adminGetCheckIn.operationId,
      opensHoursBefore,
    }),
  }));
  staffWrite(
    app,
    api.adminCheckIn,
    () => ({ entity: 'order' }),
    (tx, request, who) =>
      checkIn(tx, request.params.reference, who, { reservationId: request.body.reservation_id, opensHoursBefore }),
  );
  staffWrite(
    app,
    api.adminCipNoShow,
    () => ({ entity: 'order' }),
    (tx, request, who) => markNoShow(tx, request.params.id, who),
  );
}
