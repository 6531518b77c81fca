import { uploadEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { requireMember } from '../../http/auth';
import { route } from '../../http/route';
import { openUploadStorage } from '../../storage';
import { findOwnUpload, sendUpload } from './files';

/** Member uploads are served only to their owner, as a download that a browser never renders as a page. */
export default async function uploadRoutes(app: AppInstance) {
  const storage = openUploadStorage(app.config);
  route(app, api.getUpload, async (request, reply) => {
    const memberId = await requireMember(request);
    return sendUpload(reply, storage, await findOwnUpload(app.db, memberId, request.params.name));
  });
}
