import { z } from 'zod';
import { defineEndpoints } from './endpoint';

/** Answer of /health while the database answers. */
export const healthResponse = z.object({ status: z.literal('ok'), database: z.string() });

/** `{ name }` of a stored media file. */
export const mediaParams = z.object({ name: z.string() });

/** Endpoints outside /v1: the health probe and stored media (an <img> cannot send the API key). */
export const generalEndpoints = defineEndpoints({
  getHealth: {
    method: 'GET',
    path: '/health',
    tag: 'general',
    summary: 'Health probe: 200 only while the database answers (503 otherwise)',
    auth: 'public',
    response: healthResponse,
    errors: ['database_unavailable'],
  },
  getMedia: {
    method: 'GET',
    path: '/media/:name',
    tag: 'media',
    summary: 'A stored image or file (cacheable forever; names never change content)',
    auth: 'public',
    params: mediaParams,
    produces: 'application/octet-stream',
    errors: ['invalid_media_name'],
  },
});
