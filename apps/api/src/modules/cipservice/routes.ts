import { cipserviceEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { flightServices, listAirports, listBriefFlights, listTransfers } from './catalogue';

/** Airport VIP catalogue and booking (§7 Flights, issue #13). */
export default async function cipserviceRoutes(app: AppInstance) {
  route(app, api.listAirports, (request) => listAirports(app.db, request.query));
  route(app, api.listBriefFlights, (request) => listBriefFlights(app.db, request.query));
  route(app, api.getFlightServices, async (request) => {
    const answer = await flightServices(app.db, request.params.id);
    if (!answer) throw notFound('پرواز');
    return answer;
  });
  route(app, api.listTransfers, (request) => listTransfers(app.db, request.query));
}
