import { generalEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { apiError, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { isSafeMediaName, mediaTypeOf, openStorage } from '../../storage';

/**
 * Stored images and files, outside /v1 and without an API key (an <img> cannot send headers). Only files the
 * storage holds are served (404 otherwise; nothing is drawn on request). Names are made by the server and never
 * change content, so answers are cacheable forever.
 */
export default async function mediaRoutes(app: AppInstance) {
  const storage = openStorage(app.config);
  route(app, api.getMedia, async (request, reply) => {
    const { name } = request.params;
    if (!isSafeMediaName(name)) throw apiError('invalid_media_name');
    const bytes = (await storage.get(name))?.bytes;
    if (!bytes) throw notFound('فایل');
    return reply
      .type(mediaTypeOf(name)!)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline')
      .send(bytes);
  });
}
