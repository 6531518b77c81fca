import { adminAgencyEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { route } from '../../http/route';
import { auditedWrite, staffActorOf } from '../admin/audit';
import { staffWrite } from '../admin/staff-write';
import { agencyAccountOf } from './account';
import { agencyNotFound, createAgency, getAgency, listAgencies, updateAgency } from './admin';
import { createAgencyKey, listAgencyKeys, revokeAgencyKey } from './keys';
import { listAgencyLedger, recordAgencyPayment } from './payments';
import { buildAgencyStatement } from './statement';
import { addAgencyUser, listAgencyUsers, removeAgencyUser } from './users';

/** The back office's agency desk (docs/agencies.md): agencies, keys, users, ledger, payments (staff: admin, finance). */
export default async function agencyAdminRoutes(app: AppInstance) {
  const agency = (request: { params: { id: number } }) => ({ entity: 'agency', entityId: request.params.id });

  route(app, api.adminListAgencies, (request) => listAgencies(app.db, request.query));
  staffWrite(
    app,
    api.adminCreateAgency,
    () => ({ entity: 'agency' }),
    (tx, request) => createAgency(tx, request.body),
  );
  route(app, api.adminGetAgency, async (request) => ({ data: await getAgency(app.db, request.params.id) }));
  staffWrite(app, api.adminUpdateAgency, agency, (tx, request) => updateAgency(tx, request.params.id, request.body));

  route(app, api.adminListAgencyKeys, (request) => listAgencyKeys(app.db, request.params.id));
  staffWrite(app, api.adminCreateAgencyKey, agency, (tx, request) =>
    createAgencyKey(tx, request.params.id, request.body.title),
  );
  staffWrite(app, api.adminRevokeAgencyKey, agency, (tx, request) =>
    revokeAgencyKey(tx, request.params.id, request.params.key_id),
  );

  route(app, api.adminListAgencyUsers, (request) => listAgencyUsers(app.db, request.params.id));
  staffWrite(app, api.adminAddAgencyUser, agency, (tx, request) => addAgencyUser(tx, request.params.id, request.body));
  route(app, api.adminRemoveAgencyUser, async (request) => {
    const who = await staffActorOf(request);
    await auditedWrite(app.db, who, { action: api.adminRemoveAgencyUser.operationId, ...agency(request) }, (tx) =>
      removeAgencyUser(tx, request.params.id, request.params.user_id),
    );
    return undefined;
  });

  route(app, api.adminListAgencyLedger, (request) => listAgencyLedger(app.db, request.params.id, request.query));
  staffWrite(
    app,
    api.adminRecordAgencyPayment,
    (request) => ({ ...agency(request), note: request.body.note || null }),
    (tx, request, who) => recordAgencyPayment(tx, request.params.id, request.body, who.staffId),
  );
  route(app, api.adminGetAgencyAccount, async (request) => {
    const account = await agencyAccountOf(app.db, request.params.id);
    if (!account) throw agencyNotFound();
    return { data: account };
  });
  route(app, api.adminGetAgencyStatement, async (request) => {
    await getAgency(app.db, request.params.id);
    return { data: await buildAgencyStatement(app.db, request.params.id, request.query.month) };
  });
}
