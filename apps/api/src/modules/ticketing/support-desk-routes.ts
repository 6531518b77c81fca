import { api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { route } from '../../http/route';
import { openUploadStorage } from '../../storage';
import { auditedWrite, staffActorOf } from '../admin/audit';
import { staffWrite } from '../admin/staff-write';
import { listDeskReviews, moderateReview } from '../product/review-desk';
import { readUploadedFile } from '../upload/files';
import {
  addTicketNote,
  assignTicket,
  closeTicket,
  deskTicketDetail,
  listDeskTickets,
  replyAsStaff,
  uploadTicketAttachment,
} from './support-desk';

/** The support desk of the back office (docs/back-office.md): tickets and review moderation; every write audited. */
export default async function supportDeskRoutes(app: AppInstance) {
  const storage = openUploadStorage(app.config);
  const apiBase = app.config.PUBLIC_API_URL;
  const ticket = (request: { params: { id: number } }) => ({ entity: 'ticket', entityId: request.params.id });

  route(app, api.adminListTickets, (request) => listDeskTickets(app.db, request.query));
  route(app, api.adminGetTicket, async (request) => ({
    data: await deskTicketDetail(app.db, request.params.id, apiBase),
  }));
  staffWrite(app, api.adminReplyTicket, ticket, (tx, request, who) =>
    replyAsStaff(tx, request.params.id, who.staffId, request.body),
  );
  staffWrite(app, api.adminCloseTicket, ticket, (tx, request) => closeTicket(tx, request.params.id));
  staffWrite(app, api.adminAddTicketNote, ticket, (tx, request, who) =>
    addTicketNote(tx, request.params.id, who.staffId, request.body.body),
  );
  staffWrite(app, api.adminAssignTicket, ticket, (tx, request, who) =>
    assignTicket(tx, request.params.id, request.body.staff_id, who.staffId),
  );
  route(app, api.adminUploadTicketAttachment, async (request) => {
    // The bytes are read before the transaction opens (a slow upload never holds a connection).
    const bytes = await readUploadedFile(request);
    const who = await staffActorOf(request);
    const { id } = request.params;
    return {
      data: await auditedWrite(
        app.db,
        who,
        { action: api.adminUploadTicketAttachment.operationId, entity: 'ticket', entityId: id },
        (tx) => uploadTicketAttachment(tx, storage, id, bytes, apiBase),
      ),
    };
  });
  route(app, api.adminListReviews, (request) => listDeskReviews(app.db, request.query));
  staffWrite(
    app,
    api.adminModerateReview,
    (request) => ({ entity: 'review', entityId: request.params.id, note: request.body.decision }),
    (tx, request) => moderateReview(tx, request.params.id, request.body.decision),
  );
}
