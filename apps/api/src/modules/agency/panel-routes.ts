import { agencyPanelEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { clientIp } from '../../http/client-ip';
import { notFound } from '../../http/errors';
import { requireMember } from '../../http/auth';
import { route } from '../../http/route';
import { loadVoucher } from '../cipservice/voucher';
import { pdfRendererOf } from '../invoice/pdf';
import { agencyAccountOf } from './account';
import { agencyFlightServicesOf } from './catalogue';
import { createAgencyKey, listAgencyKeys, revokeAgencyKey } from './keys';
import {
  cancelAgencyCipOrder,
  changeAgencyCipFlight,
  createAgencyCipOrder,
  getAgencyCipOrder,
  listAgencyCipOrders,
  previewAgencyCipFlightChange,
} from './orders';
import { agencyMembershipOf, agencyVoucherOrder, requireAgencyMember } from './panel';
import { buildAgencyStatement } from './statement';
import { sendAgencyStatementPdf } from './statement-pdf';

/**
 * The agents' panel (docs/agencies.md): the site's /agency area, for members who belong to an agency. Each handler
 * finds the member's agency (requireAgencyMember) and calls the same service as the key API for that agency.
 */
export default async function agencyPanelRoutes(app: AppInstance) {
  const pdf = pdfRendererOf(app);
  const actorOf = (memberId: number) => ({ kind: 'member' as const, id: memberId });

  // Asked by every member page (whether to offer the agency area): a member of no agency is an answer, not a 403.
  route(app, api.agencyPanelGetMembership, async (request) => {
    const me = await agencyMembershipOf(app.db, await requireMember(request));
    return { data: me && { agency_name: me.agencyName, role: me.role, agency_status: me.status } };
  });
  route(app, api.agencyPanelGetAccount, async (request) => {
    const me = await requireAgencyMember(request);
    const account = await agencyAccountOf(app.db, me.agencyId);
    if (!account) throw notFound('آژانس');
    return {
      data: { ...account, agency_status: me.status, role: me.role, commission_percent: me.commissionBp / 100 },
    };
  });

  route(app, api.agencyPanelFlightServices, async (request) => {
    const me = await requireAgencyMember(request);
    const answer = await agencyFlightServicesOf(app.db, me.agencyId, request.params.id, new Date(), request.lang);
    if (!answer) throw notFound('پرواز');
    return answer;
  });

  // Bookings: the key API's service functions, the agent as the actor the ledger names.
  route(app, api.agencyPanelCreateCipOrder, async (request) => {
    const me = await requireAgencyMember(request, { active: true });
    const data = await createAgencyCipOrder(app.db, me.agencyId, request.body, actorOf(me.memberId), undefined, {
      clientIp: clientIp(request),
      lang: request.lang,
    });
    return { data };
  });
  route(app, api.agencyPanelListCipOrders, async (request) => {
    const me = await requireAgencyMember(request);
    return listAgencyCipOrders(app.db, me.agencyId, request.query, request.lang);
  });
  route(app, api.agencyPanelGetCipOrder, async (request) => {
    const me = await requireAgencyMember(request);
    return { data: await getAgencyCipOrder(app.db, me.agencyId, request.params.id, request.lang) };
  });
  route(app, api.agencyPanelCancelCipOrder, async (request) => {
    const me = await requireAgencyMember(request, { active: true });
    return cancelAgencyCipOrder(app.db, me.agencyId, request.params.id, request.body, actorOf(me.memberId));
  });
  // Change of flight and its preview: the key API's own functions; a raise or refund line names the agent.
  route(app, api.agencyPanelPreviewCipFlightChange, async (request) => {
    const me = await requireAgencyMember(request, { active: true });
    const { id } = request.params;
    return { data: await previewAgencyCipFlightChange(app.db, me.agencyId, id, request.body, actorOf(me.memberId)) };
  });
  route(app, api.agencyPanelChangeCipFlight, async (request) => {
    const me = await requireAgencyMember(request, { active: true });
    return changeAgencyCipFlight(app.db, me.agencyId, request.params.id, request.body, actorOf(me.memberId));
  });

  route(app, api.agencyPanelGetVoucher, async (request) => {
    const me = await requireAgencyMember(request);
    const order = await agencyVoucherOrder(app.db, me.agencyId, request.params.id);
    if (!order) throw notFound('واچر');
    return {
      data: await loadVoucher(app.db, order, app.config.WEB_URL, app.config.JWT_SECRET, new Date(), request.lang),
    };
  });

  route(app, api.agencyPanelGetStatement, async (request) => {
    const me = await requireAgencyMember(request);
    return { data: await buildAgencyStatement(app.db, me.agencyId, request.query.month) };
  });
  route(app, api.agencyPanelGetStatementPdf, async (request, reply) => {
    const me = await requireAgencyMember(request);
    return sendAgencyStatementPdf(reply, app.db, me.agencyId, request.query.month, pdf);
  });

  // Keys: the owners' only. The key is answered once; the member who made or revoked it is the caller.
  route(app, api.agencyPanelListKeys, async (request) => {
    const me = await requireAgencyMember(request, { ownerOnly: true });
    return { data: (await listAgencyKeys(app.db, me.agencyId)).data };
  });
  route(app, api.agencyPanelCreateKey, async (request) => {
    const me = await requireAgencyMember(request, { ownerOnly: true });
    const made = await app.db.transaction((tx) => createAgencyKey(tx, me.agencyId, request.body.title));
    return { data: made.result };
  });
  route(app, api.agencyPanelRevokeKey, async (request) => {
    const me = await requireAgencyMember(request, { ownerOnly: true });
    const revoked = await app.db.transaction((tx) => revokeAgencyKey(tx, me.agencyId, request.params.key_id));
    return { data: revoked.result };
  });
}
