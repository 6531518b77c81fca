import { flightStatusEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { route } from '../../http/route';
import { auditedWrite, staffActorOf } from '../admin/audit';
import { flightStatusLoop, flightStatusProviderOf } from './flight-status-provider';
import { applyFlightStatus, listUnresolvedReservations } from './flight-status';

/** The VIP desk's flight status (audited) and list to resolve; the flight-data feed's loop. */
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
}
