import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';

/** Development default, the API's too (apps/api/src/config.ts); server.mjs refuses it in production. */
const DEV_REVALIDATE_SECRET = 'dev-only-revalidate-secret-please-change-0123';
/** A tag the site's fetches carry: `product`, `product-12`, `menu`… */
const TAG = /^[a-z][a-z0-9-]{0,63}$/;

const sha = (s: string) => createHash('sha256').update(s).digest();

/** Whether the request carries the shared secret (compared in constant time). */
function authorised(request: Request) {
  const secret = process.env.REVALIDATE_SECRET || DEV_REVALIDATE_SECRET;
  const given = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  return timingSafeEqual(sha(given), sha(secret));
}

const answer = (status: number, body: object) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * POST /api/revalidate `{ tags: [...] }` with `Authorization: Bearer <REVALIDATE_SECRET>`: the API calls it after a
 * back-office write, and the next request for data of those tags fetches it fresh (no stale copy is served).
 */
export async function POST(request: Request) {
  if (!authorised(request)) return answer(401, { revalidated: false, message: 'کلید بازسازی نادرست است.' });
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null;
  const tags = body?.tags;
  if (
    !Array.isArray(tags) ||
    tags.length === 0 ||
    tags.length > 20 ||
    !tags.every((t) => typeof t === 'string' && TAG.test(t))
  ) {
    return answer(400, { revalidated: false, message: 'فهرست برچسب‌ها (tags) نامعتبر است.' });
  }
  for (const tag of tags as string[]) revalidateTag(tag, { expire: 0 });
  return answer(200, { revalidated: true, tags });
}
