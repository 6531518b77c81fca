import { uploadEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { requireMember } from '../../http/auth';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { openUploadStorage } from '../../storage';
import { findOwnUpload } from './files';

/** Member uploads are served only to their owner, as a download that a browser never renders as a page. */
export default async function uploadRoutes(app: AppInstance) {
  const storage = openUploadStorage(app.config);
  route(app, api.getUpload, async (request, reply) => {
    const memberId = await requireMember(request);
    const row = await findOwnUpload(app.db, memberId, request.params.name);
    const file = row && (await storage.get(row.name));
    if (!row || !file) throw notFound('فایل');
    return reply
      .type(row.contentType)
      .header('Content-Disposition', `attachment; filename="${row.name}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(file.bytes);
  });
}
