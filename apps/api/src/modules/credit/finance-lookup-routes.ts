import { api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { route } from '../../http/route';
import { deskMemberOf, refundableOrderOf } from './finance-lookups';

/** What finance's confirmations restate before money moves: the member, or the order and its member. */
export default async function financeLookupRoutes(app: AppInstance) {
  route(app, api.adminGetDeskMember, async (request) => ({ data: await deskMemberOf(app.db, request.params.id) }));
  route(app, api.adminGetRefundableOrder, async (request) => ({
    data: await refundableOrderOf(app.db, request.params.id),
  }));
}
