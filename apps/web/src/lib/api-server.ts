import 'server-only';
import type { AnswerOf, CallInput, DataOf, EndpointDef } from '@vip/contract';
import { ApiClientError, type CallOptions, call } from './api-call';
import { serverEnv } from './env';

export type { Query } from './query';

/** Next's data cache of a server-side read: seconds the answer may be reused, and tags to revalidate it by. */
export interface CacheOptions {
  revalidate?: number;
  tags?: string[];
}

const server = () => ({ apiUrl: serverEnv.apiUrl, apiKey: serverEnv.apiKey });

/**
 * A GET endpoint from the site's server with the storefront key, through Next's data cache. A page of a locale
 * passes `o.lang` (its `locale` param) so the answer's names are in the reader's language; the data cache keys by
 * URL, so each language is cached apart.
 */
export function apiGet<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E>,
  cache: CacheOptions = {},
  o: CallOptions = {},
): Promise<AnswerOf<E>> {
  return call(server(), endpoint, input, { ...o, next: { revalidate: cache.revalidate ?? 60, tags: cache.tags } });
}

/** A list endpoint; `null` on failure so a page can show its empty state instead of crashing. */
export async function apiList<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E>,
  cache?: CacheOptions,
  o: Pick<CallOptions, 'lang'> = {},
): Promise<AnswerOf<E> | null> {
  try {
    return await apiGet(endpoint, input, cache, o);
  } catch (err) {
    console.error(`API ${endpoint.path} failed:`, (err as Error).message);
    return null;
  }
}

/** The record of a detail endpoint (`{ data }`); `null` when it does not exist (404), other failures throw. */
export async function apiDetail<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E>,
  cache?: CacheOptions,
  o: Pick<CallOptions, 'lang'> = {},
): Promise<DataOf<E> | null> {
  try {
    // Detail answers are `{ data }` (§7); DataOf reads the record's type from the endpoint.
    const answer = (await apiGet(endpoint, input, cache, o)) as { data: DataOf<E> };
    return answer.data;
  } catch (err) {
    if (err instanceof ApiClientError && err.status === 404) return null;
    throw err;
  }
}
