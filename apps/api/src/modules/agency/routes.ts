import { agencyEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { listBriefFlights } from '../cipservice/catalogue';
import { pdfRendererOf } from '../invoice/pdf';
import { agencyAccountOf } from './account';
import { requireAgency } from './auth';
import { agencyFlightServicesOf } from './catalogue';
import { buildAgencyStatement } from './statement';
import { sendAgencyStatementPdf } from './statement-pdf';

/**
 * The agency API (docs/agencies.md): every call speaks for the agency of its `x-agency-key` (the route layer checks
 * the key and counts the call against the key's rate limit before the handler runs).
 */
export default async function agencyRoutes(app: AppInstance) {
  const pdf = pdfRendererOf(app);

  // The public catalogue, the services priced for the calling agency.
  route(app, api.agencyListFlights, (request) => listBriefFlights(app.db, request.query, new Date(), request.lang));
  route(app, api.agencyFlightServices, async (request) => {
    const agencyId = await requireAgency(request);
    const answer = await agencyFlightServicesOf(app.db, agencyId, request.params.id, new Date(), request.lang);
    if (!answer) throw notFound('پرواز');
    return answer;
  });

  route(app, api.agencyGetAccount, async (request) => {
    const account = await agencyAccountOf(app.db, await requireAgency(request));
    if (!account) throw notFound('آژانس');
    return { data: account };
  });
  route(app, api.agencyGetStatement, async (request) => ({
    data: await buildAgencyStatement(app.db, await requireAgency(request), request.query.month),
  }));
  route(app, api.agencyGetStatementPdf, async (request, reply) =>
    sendAgencyStatementPdf(reply, app.db, await requireAgency(request), request.query.month, pdf),
  );
}
