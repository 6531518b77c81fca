import { flightStatusEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import type { Db } from '../../db/client';
import { requireMember } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { route } from '../../http/route';
import { auditedWrite, staffActorOf } from '../admin/audit';
import { changeCipFlight } from './change-flight';
import { listDisruptedFlights } from './disruption';
import { flightStatusLoop, flightStatusProviderOf } from './flight-status-provider';
import { applyFlightStatus, listUnresolvedReservations } from './flight-status';
import { assignGreeter } from './greeter';
import { holdLimitsOf } from './holds';
import { rebookCanceledFlight } from './rebook';
import { cancelCipSide, orderOfReservation } from './side-cancel';
import { cipOrderView, loadCipOrder } from './views';

/**
 * Bookings that follow their flight: the VIP desk's flight status (audited), list to resolve, disruption board and
 * greeter; the flight-data feed's loop; a member's change of flight and its preview.
 */
export function flightStatusRoutes(app: AppInstance) {
  const loop = flightStatusLoop({
    db: app.db,
    database: app.database,
    log: app.log,
    intervalMs: app.config.NODE_ENV === 'test' ? 0 : app.config.FLIGHT_STATUS_POLL_MS,
    provider: flightStatusProviderOf(app.config, app.log),
  });
  const limits = holdLimitsOf(app.config);
  app.addHook('onReady', async () => loop.start());
  app.addHook('onClose', async () => loop.stop());

  route(app, api.adminSetFlightStatus, async (request) => {
    const who = await staffActorOf(request);
    const data = await auditedWrite(
      app.db,
      who,
      { action: api.adminSetFlightStatus.operationId, entity: 'cip_flight', note: request.body.note ?? null },
      (tx) => applyFlightStatus(tx, request.params.id, request.body, { actor: 'staff', actorId: who.staffId }),
    );
    // Flight search answers from the public cache show the new status at once on this instance (others: its TTL).
    app.publicCache.clear();
    return { data };
  });
  route(app, api.adminListUnresolvedCipReservations, (request) => listUnresolvedReservations(app.db, request.query));
  route(app, api.adminListDisruptedFlights, (request) => listDisruptedFlights(app.db, request.query));
  route(app, api.adminAssignCipGreeter, async (request) => {
    const who = await staffActorOf(request);
    const data = await auditedWrite(
      app.db,
      who,
      { action: api.adminAssignCipGreeter.operationId, entity: 'cip_reservation' },
      (tx) => assignGreeter(tx, request.params.id, request.body),
    );
    return { data };
  });

  // One side of a booking: the desk's (audited; the reservation names the booking) and the member's.
  const deskSideCancel = async (db: Db, reservationId: number, preview: boolean) => {
    const orderId = await orderOfReservation(db, reservationId);
    const { order, settlement, side } = await cancelCipSide(db, { staff: true }, orderId, reservationId, { preview });
    return { ...settlement, side, reference: order.reference };
  };
  route(app, api.adminCancelCipSide, async (request) => {
    const who = await staffActorOf(request);
    const data = await auditedWrite(
      app.db,
      who,
      { action: api.adminCancelCipSide.operationId, entity: 'cip_reservation' },
      async (tx) => {
        const result = await deskSideCancel(tx, request.params.id, false);
        return { result, before: null, after: result, entityId: request.params.id };
      },
    );
    return { data };
  });
  route(app, api.adminPreviewCipSideCancel, async (request) => ({
    data: await deskSideCancel(app.db, request.params.id, true),
  }));
  route(app, api.cancelCipSide, async (request) => {
    const memberId = await requireMember(request);
    const { order, settlement, side } = await cancelCipSide(
      app.db,
      { memberId },
      request.params.id,
      request.body.reservation_id,
    );
    return { data: cipOrderView(await loadCipOrder(app.db, order)), settlement: { ...settlement, side } };
  });
  route(app, api.previewCipSideCancel, async (request) => {
    const memberId = await requireMember(request);
    const { settlement, side } = await cancelCipSide(
      app.db,
      { memberId },
      request.params.id,
      request.body.reservation_id,
      {
        preview: true,
      },
    );
    return { data: { ...settlement, side } };
  });

  route(app, api.changeCipFlight, async (request) => {
    const memberId = await requireMember(request);
    const { order, settlement } = await changeCipFlight(app.db, { memberId }, request.params.id, request.body);
    return { data: cipOrderView(await loadCipOrder(app.db, order)), settlement };
  });
  route(app, api.rebookCipOrder, async (request) => {
    const memberId = await requireMember(request);
    const { order, settlement } = await rebookCanceledFlight(app.db, memberId, request.params.id, request.body, {
      clientIp: clientIp(request),
      limits,
    });
    return { data: cipOrderView(await loadCipOrder(app.db, order)), settlement };
  });
  route(app, api.previewCipRebook, async (request) => {
    const memberId = await requireMember(request);
    const { settlement } = await rebookCanceledFlight(app.db, memberId, request.params.id, request.body, {
      clientIp: clientIp(request),
      limits,
      preview: true,
    });
    return { data: settlement };
  });
  route(app, api.previewCipFlightChange, async (request) => {
    const memberId = await requireMember(request);
    const { settlement } = await changeCipFlight(app.db, { memberId }, request.params.id, request.body, {
      preview: true,
    });
    return { data: settlement };
  });
}
