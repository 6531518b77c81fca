import { z } from 'zod';
import type { AppInstance } from '../../app';
import { ApiError, notFound } from '../../http/errors';
import { isSafeMediaName, mediaTypeOf, openStorage } from '../../storage';

const params = z.object({ name: z.string() });

/**
 * GET /media/:name: stored images and files, outside /v1 and without an API key (an <img> cannot send headers).
 * Only files the storage holds are served (404 otherwise; nothing is drawn on request). Names are made by the
 * server and never change content, so answers are cacheable forever.
 */
export default async function mediaRoutes(app: AppInstance) {
  const storage = openStorage(app.config);
  app.get('/media/:name', { schema: { tags: ['media'], params } }, async (request, reply) => {
    const { name } = request.params;
    if (!isSafeMediaName(name)) throw new ApiError(400, 'invalid_media_name', 'نام فایل نامعتبر است.');
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
