import 'server-only';
import type { DetailResponse, ListResponse } from '@vip/contract';
import { serverEnv } from './env';
import { type Query, setQuery } from './query';

export type { Query };

/** Builds `path?query` with comma-joined lists. */
export function withQuery(path: string, query: Query = {}): string {
  const qs = setQuery(new URLSearchParams(), query).toString();
  return qs ? `${path}?${qs}` : path;
}

/** An API answer that was not 2xx; carries the API's Persian message. */
export class ApiFetchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface CacheOptions {
  /** Seconds the answer may be reused (data cache); pages are revalidated by time and by tag. */
  revalidate?: number;
  tags?: string[];
}

/** GET from the API on the server with the storefront key, through Next's data cache. */
export async function apiGet<T>(path: string, query?: Query, cache: CacheOptions = {}): Promise<T> {
  const res = await fetch(`${serverEnv.apiUrl}${withQuery(path, query)}`, {
    headers: { 'x-api-key': serverEnv.apiKey, accept: 'application/json' },
    next: { revalidate: cache.revalidate ?? 60, tags: cache.tags },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error_message?: string } | null;
    throw new ApiFetchError(res.status, body?.error_message ?? 'Error fetching data');
  }
  return (await res.json()) as T;
}

/** A list from the API; `null` on failure so a page can show its empty state instead of crashing. */
export async function apiList<T>(path: string, query?: Query, cache?: CacheOptions): Promise<ListResponse<T> | null> {
  try {
    return await apiGet<ListResponse<T>>(path, query, cache);
  } catch (err) {
    console.error(`API list ${path} failed:`, (err as Error).message);
    return null;
  }
}

/** One record from the API; `null` when it does not exist (404), other failures throw. */
export async function apiDetail<T>(path: string, cache?: CacheOptions): Promise<T | null> {
  try {
    return (await apiGet<DetailResponse<T>>(path, undefined, cache)).data;
  } catch (err) {
    if (err instanceof ApiFetchError && err.status === 404) return null;
    throw err;
  }
}
