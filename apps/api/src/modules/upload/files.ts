import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { Attachment, ErrorCode } from '@vip/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { ApiError, apiError, notFound } from '../../http/errors';
import type { Storage } from '../../storage';
import { uploads } from './schema';
import { judgePdf, type PdfVerdict } from './pdf';
import { EXTENSION_OF, type SniffedType, sniffType } from './sniff';

export type UploadRow = typeof uploads.$inferSelect;
export type UploadPurpose = 'credit' | 'ticket';

// The code decides the status (400 missing or empty, 413 too large, 415 not a file we take).
const refuse = (code: ErrorCode, message: string) => apiError(code, message, [{ field: 'file', message }]);

/** Why a PDF that is not plain is refused (415). */
const PDF_REFUSAL: Record<Exclude<PdfVerdict, 'plain'>, [code: ErrorCode, message: string]> = {
  active: ['file_active_pdf', 'فایل PDF محتوای فعال (اسکریپت، پیوند یا فایل پیوست) دارد و پذیرفته نمی‌شود.'],
  encrypted: ['file_encrypted_pdf', 'فایل PDF رمزگذاری شده است و بررسی نمی‌شود؛ نسخهٔ بدون رمز یا تصویر آن را بفرستید.'],
  unreadable: ['file_corrupt', 'فایل PDF خراب است یا خوانده نمی‌شود.'],
};

/** The one file of a multipart request (field `file`), read whole; size and presence checked here. */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse('file_required', 'فایل را در فیلد file و به صورت multipart بفرستید.');
  try {
    const part: MultipartFile | undefined = await request.file();
    if (part?.fieldname !== 'file') throw refuse('file_required', 'فایلی در فیلد file فرستاده نشده است.');
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw refuse('file_too_large', 'حجم فایل بیش از ۵ مگابایت است.');
    }
    throw refuse('file_unreadable', 'فایل فرستاده‌شده خوانده نشد.');
  }
}

/** Checks what the bytes are and makes the stored copy: images re-encoded (nothing hidden survives), PDFs as sent. */
export async function acceptUpload(bytes: Buffer): Promise<{ type: SniffedType; bytes: Buffer }> {
  if (bytes.length === 0) throw refuse('file_empty', 'فایل خالی است.');
  const type = sniffType(bytes);
  if (!type) throw refuse('file_type', 'فقط تصویر JPEG، PNG، WebP یا فایل PDF پذیرفته می‌شود.');
  if (type === 'application/pdf') {
    const verdict = await judgePdf(bytes);
    if (verdict !== 'plain') throw refuse(...PDF_REFUSAL[verdict]);
    return { type, bytes };
  }
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
    const out =
      type === 'image/png'
        ? await image.png().toBuffer()
        : type === 'image/webp'
          ? await image.webp({ quality: 85 }).toBuffer()
          : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { type, bytes: out };
  } catch {
    throw refuse('file_corrupt', 'تصویر خراب است یا خوانده نمی‌شود.');
  }
}

/** Checks, stores under a server-made name and records an upload of the member. */
export async function saveUpload(
  db: Db,
  storage: Storage,
  memberId: number,
  purpose: UploadPurpose,
  raw: Buffer,
): Promise<UploadRow> {
  const { type, bytes } = await acceptUpload(raw);
  const name = `${randomUUID()}.${EXTENSION_OF[type]}`;
  await storage.put(name, bytes, type);
  const [row] = await db
    .insert(uploads)
    .values({ memberId, name, contentType: type, size: bytes.length, purpose })
    .returning();
  return row;
}

/** The wire shape of an upload (its URL answers only to its owner). */
export function attachmentOf(row: UploadRow, apiBase: string): Attachment {
  return {
    id: row.id,
    name: row.name,
    content_type: row.contentType,
    size: row.size,
    url: `${apiBase.replace(/\/+$/, '')}/v1/upload/fa/files/${row.name}`,
  };
}

/** Any member's upload by name (staff reading receipts and attachments), or undefined. */
export async function findUploadByName(db: Db, name: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.name, name)).limit(1);
  return row;
}

/**
 * Sends an upload's stored bytes as a download a browser never renders as a page (attachment, nosniff, a sandboxing
 * CSP, never cached); a missing row or file is a 404.
 */
export async function sendUpload(reply: FastifyReply, storage: Storage, row: UploadRow | undefined) {
  const file = row && (await storage.get(row.name));
  if (!row || !file) throw notFound('فایل');
  return reply
    .type(row.contentType)
    .header('Content-Disposition', `attachment; filename="${row.name}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.bytes);
}

/** One of the member's own uploads by name, or undefined (someone else's is the same as none). */
export async function findOwnUpload(db: Db, memberId: number, name: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.name, name), eq(uploads.memberId, memberId)))
    .limit(1);
  return row;
}

/** Whether upload `id` is the member's and was made for `purpose` (a desk attaches only such a file). */
export async function isMembersUpload(db: Db, memberId: number, id: number, purpose: UploadPurpose) {
  const [file] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.memberId, memberId), eq(uploads.purpose, purpose)));
  return file !== undefined;
}

/** Uploads by id (for lists that show attachments). */
export async function uploadsById(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, UploadRow>();
  const rows = await db.select().from(uploads).where(inArray(uploads.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
