import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Public list/detail: answered with Cache-Control and an ETag, 304 to a matching If-None-Match, and kept in the
     * in-process cache for PUBLIC_CACHE_TTL_MS.
     */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    /** The in-process cache of public answers; `app.publicCache.clear()` drops every answer (after a change). */
    publicCache: PublicCache;
  }
}

/** Max-age of public answers (seconds); browsers and CDNs may serve stale for a while as it revalidates. */
const MAX_AGE = 60;
const CACHE_CONTROL = `public, max-age=${MAX_AGE}, stale-while-revalidate=${MAX_AGE * 5}`;
/** Most answers the in-process cache keeps (least recently used ones leave first); as many raw URLs point at them. */
const MAX_ENTRIES = 1000;

interface Entry {
  body: string | Buffer;
  etag: string;
  contentType: string;
  until: number;
}

/** The in-process cache of public answers, keyed by endpoint and parsed query (see keyOf). */
export interface PublicCache {
  /** Forgets every answer; an answer being computed while it ran is not stored. */
  clear(): void;
  /** Bumped by every clear(). */
  readonly generation: number;
  /** Answers held now. */
  readonly size: number;
}

/** What the request carries from preHandler to onSend: its cache key and the generation it was computed in. */
interface CacheNote {
  key: string;
  generation: number;
  hit?: boolean;
}
const NOTE = Symbol('publicCache');
type Noted = FastifyRequest & { [NOTE]?: CacheNote };

const isPublic = (request: FastifyRequest) => request.method === 'GET' && request.routeOptions.config?.publicCache;

/** `{ b: 2, a: [1] }` → `a=1&b=2`: own keys sorted, so the order of parameters in a URL does not matter. */
function sorted(values: unknown): string {
  if (!values || typeof values !== 'object') return '';
  const v = values as Record<string, unknown>;
  return Object.keys(v)
    .filter((k) => v[k] !== undefined)
    .sort()
    .map((k) => `${k}=${JSON.stringify(v[k])}`)
    .join('&');
}

/**
 * The cache key of a public request: its route and its parameters and query *as parsed by the endpoint's schema*, so
 * unknown parameters (`utm_source`, a cache-buster) are gone, defaults are filled in and the order does not count.
 */
function keyOf(request: FastifyRequest): string {
  return `${request.routeOptions.url}?${sorted(request.params)}#${sorted(request.query)}`;
}

/** Sends the cache headers, or 304 when the client already holds this ETag. Returns the body to send. */
function answer(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, etag: string) {
  reply.header('ETag', etag);
  reply.header('Cache-Control', CACHE_CONTROL);
  // Origin too: CORS headers differ per origin, and a cached answer must not carry another origin's.
  reply.header('Vary', 'Origin, x-api-key, Accept-Encoding');
  const match = request.headers['if-none-match'];
  if (match && (match === etag || match.split(',').some((t) => t.trim() === etag))) {
    reply.code(304);
    return '';
  }
  return body;
}

/** A small LRU map: `get` moves a key to the newest place, `set` drops the oldest past `max`. */
function lru<V>(max: number) {
  const map = new Map<string, V>();
  return {
    map,
    get(key: string) {
      const v = map.get(key);
      if (v !== undefined) {
        map.delete(key);
        map.set(key, v);
      }
      return v;
    },
    set(key: string, v: V) {
      map.delete(key);
      map.set(key, v);
      if (map.size > max) map.delete(map.keys().next().value as string);
    },
  };
}

/**
 * Public answers: ETag + Cache-Control + 304 on routes flagged `config.publicCache`, and a small in-process cache
 * (the same for every valid API key) so repeated list calls skip the database.
 *
 * Entries are keyed by the parsed request (keyOf). The raw URLs seen for a key are remembered beside it, so a repeated
 * URL is answered in onRequest, right after the API-key check and before parsing and validation: the hit path is a
 * map lookup. A new spelling of a cached request (an unknown parameter, another order) is parsed once, then served
 * from the same entry in preHandler. Errors are never cached.
 */
export function installPublicCache(app: FastifyInstance, ttlMs: number) {
  const entries = lru<Entry>(MAX_ENTRIES);
  const urls = lru<string>(MAX_ENTRIES);
  let generation = 0;
  const cache: PublicCache = {
    clear() {
      entries.map.clear();
      urls.map.clear();
      generation++;
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.map.size;
    },
  };
  app.decorate('publicCache', cache);

  /** The fresh entry under `key`, if any. */
  const fresh = (key: string | undefined) => {
    if (key === undefined) return undefined;
    const hit = entries.get(key);
    if (!hit) return undefined;
    if (hit.until < Date.now()) {
      entries.map.delete(key);
      return undefined;
    }
    return hit;
  };
  const serve = (request: Noted, reply: FastifyReply, key: string, hit: Entry) => {
    request[NOTE] = { key, generation, hit: true };
    reply.header('content-type', hit.contentType).header('x-cache', 'hit');
    return reply.send(answer(request, reply, hit.body, hit.etag));
  };

  if (ttlMs) {
    // Runs after the API-key check (installed before this); a URL seen before is answered here.
    app.addHook('onRequest', async (request, reply) => {
      if (!isPublic(request)) return;
      const key = urls.get(request.url);
      const hit = fresh(key);
      if (hit && key) return serve(request, reply, key, hit);
    });
    app.addHook('preHandler', async (request, reply) => {
      if (!isPublic(request)) return;
      const key = keyOf(request);
      urls.set(request.url, key);
      const hit = fresh(key);
      if (hit) return serve(request, reply, key, hit);
      (request as Noted)[NOTE] = { key, generation };
    });
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const note = (request as Noted)[NOTE];
    if (note?.hit) return payload;
    if (!isPublic(request) || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    // Not stored when the cache was cleared while this answer was being made (it may hold what was just changed).
    if (ttlMs && note && note.generation === generation) {
      entries.set(note.key, {
        body: payload,
        etag,
        contentType: String(reply.getHeader('content-type') ?? 'application/json'),
        until: Date.now() + ttlMs,
      });
    }
    return answer(request, reply, payload, etag);
  });
}
