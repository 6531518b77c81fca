import { z } from 'zod';
import { defineEndpoints } from './endpoint';

/** Largest upload (receipts, ticket attachments). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** What an upload may be, judged by its bytes. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** Member uploads are served only to their owner. */
export const uploadEndpoints = defineEndpoints({
  getUpload: {
    method: 'GET',
    path: '/v1/upload/fa/files/:name',
    tag: 'upload',
    summary: 'An uploaded file (receipt, ticket attachment), only to its owner; served as an attachment with nosniff',
    auth: 'member',
    params: z.object({ name: z.string().regex(/^[a-z0-9-]{8,80}\.(jpg|png|webp|pdf)$/, 'نام فایل معتبر نیست.') }),
    produces: 'application/octet-stream',
  },
});
