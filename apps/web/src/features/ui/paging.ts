import { toLatinDigits } from '@vip/domain';

/** A page's search parameters as Next gives them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** A search parameter as one string ('' when absent; the first when repeated). */
export function param(sp: SearchParams, key: string): string {
  const v = sp[key];
  return (Array.isArray(v) ? v[0] : v) ?? '';
}

/** A positive integer from a URL parameter (Persian digits accepted); `fallback` when absent or invalid. */
export function intParam(sp: SearchParams, key: string, fallback: number): number {
  const n = Number.parseInt(toLatinDigits(param(sp, key)), 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** A list of positive ids from `1,2,3` (Persian digits accepted). */
export function idsParam(sp: SearchParams, key: string): number[] {
  return toLatinDigits(param(sp, key))
    .split(',')
    .map((s) => Number.parseInt(s.trim(), 10))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** The search text `?q=`: trimmed, 100 characters at most ('' when absent). */
export const searchParam = (sp: SearchParams) => param(sp, 'q').trim().slice(0, 100);

/** The parameters of a content list: `?page=` (1 when absent or invalid), `?q=`, `?category=` (an id or undefined). */
export function readListParams(sp: SearchParams) {
  return { page: intParam(sp, 'page', 1), q: searchParam(sp), categoryId: intParam(sp, 'category', 0) || undefined };
}

/** A route id segment as a positive integer (Persian digits accepted), or null. */
export function routeId(raw: string): number | null {
  const text = toLatinDigits(decodeURIComponent(raw));
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Offset of a 1-based page. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** What `fetch` finds for the `[id]` segment of a route, or null when the segment is not an id. */
export async function loadById<T>(
  params: Promise<{ id: string }>,
  fetch: (id: number) => Promise<T>,
): Promise<T | null> {
  const id = routeId((await params).id);
  return id ? fetch(id) : null;
}
