import { memberSessionEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { authenticateMember } from '../../http/auth';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { listDeviceSessions, revokeOtherSessions, revokeOwnSession } from './device-sessions';

/** The member's signed-in devices (refresh-token families): list, sign one or all others out. */
export default async function memberSessionRoutes(app: AppInstance) {
  route(app, api.listMemberSessions, async (request) => {
    const { memberId, sessionId } = await authenticateMember(request);
    const data = await listDeviceSessions(app.db, memberId, sessionId);
    return {
      data,
      paging: { offset: 0, limit: data.length, total: data.length, returned: data.length, has_more: false },
    };
  });
  route(app, api.revokeMemberSession, async (request) => {
    const { memberId } = await authenticateMember(request);
    if (!(await revokeOwnSession(app.db, memberId, request.params.id))) throw notFound('نشست');
    return undefined;
  });
  route(app, api.revokeOtherMemberSessions, async (request) => {
    const { memberId, sessionId } = await authenticateMember(request);
    return { data: { signed_out: await revokeOtherSessions(app.db, memberId, sessionId) } };
  });
}
