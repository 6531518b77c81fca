import type { Endpoint, ReplyOf } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import type { Db } from '../../db/client';
import { type EndpointHandler, type EndpointRequest, route } from '../../http/route';
import type { Actor } from '../order/service';
import { type AuditChange, type AuditedResult, auditedWrite, type StaffActor, staffActorOf } from './audit';

type DataOf<E extends Endpoint> = ReplyOf<E> extends { data: infer D } ? D : never;

/**
 * Registers a staff write: `write` runs in one transaction with its audit entry (action = the operationId, `what`
 * names the entity and the reason), and its result is the answer's `data`. Every desk action of every module is one
 * of these, so none can change data without its audit entry.
 */
export function staffWrite<const E extends Endpoint>(
  app: AppInstance,
  endpoint: E,
  what: (request: EndpointRequest<E>) => Omit<AuditChange, 'action' | 'before' | 'after'>,
  write: (tx: Db, request: EndpointRequest<E>, who: StaffActor) => Promise<AuditedResult<DataOf<E>>>,
) {
  route(app, endpoint, async (request) => {
    const who = await staffActorOf(request);
    const data = await auditedWrite(app.db, who, { action: endpoint.operationId, ...what(request) }, (tx) =>
      write(tx, request, who),
    );
    return { data } as Awaited<ReturnType<EndpointHandler<E>>>;
  });
}

/** The audit entity of a write on one order (by the id in the path). */
export const orderEntity = (request: { params: { id: number } }) => ({ entity: 'order', entityId: request.params.id });

/** The staff as the orders core's history names them. */
export const staffOrderActor = (who: StaffActor): Actor => ({ actor: 'staff', actorId: who.staffId });
