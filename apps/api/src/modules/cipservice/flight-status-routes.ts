import { flightStatusEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { requireMember } from '../../http/auth';
import { route } from '../../http/route';
import { auditedWrite, staffActorOf } from '../admin/audit';
import { changeCipFlight } from './change-flight';
import { listDisruptedFlights } from './disruption';
import { flightStatusLoop, flightStatusProviderOf } from './flight-status-provider';
import { applyFlightStatus, listUnresolvedReservations } from './flight-status';
import { assignGreeter } from './greeter';
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

  route(app, api.changeCipFlight, async (request) => {
    const memberId = await requireMember(request);
    const { order, settlement } = await changeCipFlight(app.db, memberId, request.params.id, request.body);
    return { data: cipOrderView(await loadCipOrder(app.db, order)), settlement };
  });
  route(app, api.previewCipFlightChange, async (request) => {
    const memberId = await requireMember(request);
    const { settlement } = await changeCipFlight(app.db, memberId, request.params.id, request.body, { preview: true });
    return { data: settlement };
  });
}
