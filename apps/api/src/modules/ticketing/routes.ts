import { ticketingEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { requireMember } from '../../http/auth';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { openUploadStorage } from '../../storage';
import { readUploadedFile, saveUpload } from '../upload/files';
import {
  attachToReply,
  createTicket,
  getTicket,
  listTickets,
  ownReply,
  replyToTicket,
  replyView,
  reviewTicket,
} from './service';

const ticketNotFound = () => notFound('تیکت');

/** Support tickets (§7): list, detail, open, reply, reply attachment, review. */
export default async function ticketingRoutes(app: AppInstance) {
  const storage = openUploadStorage(app.config);
  const base = app.config.PUBLIC_API_URL;
  const detail = async (memberId: number, id: number) => {
    const t = await getTicket(app.db, memberId, id, base);
    if (!t) throw ticketNotFound();
    return { data: t };
  };

  route(app, api.listTickets, async (request) => listTickets(app.db, await requireMember(request), request.query));
  route(app, api.getTicket, async (request) => detail(await requireMember(request), request.params.id));
  route(app, api.createTicket, async (request) => {
    const memberId = await requireMember(request);
    return detail(memberId, await createTicket(app.db, memberId, request.body));
  });
  route(app, api.replyToTicket, async (request) => {
    const memberId = await requireMember(request);
    const reply = await replyToTicket(app.db, memberId, request.params.id, request.body.description);
    if (!reply) throw ticketNotFound();
    return { data: (await replyView(app.db, memberId, reply.id, base))! };
  });
  route(app, api.putReplyAttachment, async (request) => {
    const memberId = await requireMember(request);
    if (!(await ownReply(app.db, memberId, request.params.id))) throw notFound('پاسخ');
    const upload = await saveUpload(app.db, storage, memberId, 'ticket', await readUploadedFile(request));
    await attachToReply(app.db, request.params.id, upload.id);
    return { data: (await replyView(app.db, memberId, request.params.id, base))! };
  });
  route(app, api.reviewTicket, async (request) => {
    const memberId = await requireMember(request);
    const { rate, description } = request.body;
    if (!(await reviewTicket(app.db, memberId, request.params.id, rate, description))) throw ticketNotFound();
    return detail(memberId, request.params.id);
  });
}
