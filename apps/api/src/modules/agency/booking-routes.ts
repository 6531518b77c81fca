import { agencyEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { clientIp } from '../../http/client-ip';
import { route } from '../../http/route';
import { authenticateAgency } from './auth';
import {
  cancelAgencyCipOrder,
  changeAgencyCipFlight,
  createAgencyCipOrder,
  getAgencyCipOrder,
  listAgencyCipOrders,
  previewAgencyCipFlightChange,
} from './orders';

/**
 * The agency API's bookings (docs/agencies.md): book on credit, list, read, change of flight (and its preview), cancel —
 * scoped by the key's agency.
 */
export default async function agencyBookingRoutes(app: AppInstance) {
  // The key's agency and the key itself (the ledger names the key that booked); 401 without a valid key.
  const caller = async (request: Parameters<typeof authenticateAgency>[0]) => {
    const auth = await authenticateAgency(request);
    return { agencyId: auth.agencyId, actor: { kind: 'agency-key' as const, id: auth.keyId } };
  };

  route(app, api.agencyCreateCipOrder, async (request) => {
    const { agencyId, actor } = await caller(request);
    const data = await createAgencyCipOrder(app.db, agencyId, request.body, actor, undefined, {
      clientIp: clientIp(request),
      lang: request.lang,
    });
    return { data };
  });
  route(app, api.agencyListCipOrders, async (request) => {
    const { agencyId } = await caller(request);
    return listAgencyCipOrders(app.db, agencyId, request.query, request.lang);
  });
  route(app, api.agencyGetCipOrder, async (request) => {
    const { agencyId } = await caller(request);
    return { data: await getAgencyCipOrder(app.db, agencyId, request.params.id, request.lang) };
  });
  route(app, api.agencyChangeCipFlight, async (request) => {
    const { agencyId, actor } = await caller(request);
    return changeAgencyCipFlight(app.db, agencyId, request.params.id, request.body, actor);
  });
  route(app, api.agencyPreviewCipFlightChange, async (request) => {
    const { agencyId, actor } = await caller(request);
    return { data: await previewAgencyCipFlightChange(app.db, agencyId, request.params.id, request.body, actor) };
  });
  route(app, api.agencyCancelCipOrder, async (request) => {
    const { agencyId, actor } = await caller(request);
    return cancelAgencyCipOrder(app.db, agencyId, request.params.id, request.body, actor);
  });
}
