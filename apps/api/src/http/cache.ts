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
    /** The in-process cache of public answers; a catalogue write clears it (`clear()`). */
    publicCache: { clear(): void };
  }
  interface FastifyRequest {
    /** The cache generation when the request began: an answer computed before a clear is not stored. */
    cacheGeneration?: number;
  }
}

/** Max-age of public answers (seconds); browsers and CDNs may serve stale for a while as it revalidates. */
const MAX_AGE = 60;
/** Most answers the in-process cache keeps (least recently used ones leave first). */
const MAX_ENTRIES = 1000;

interface Entry {
  body: string | Buffer;
  etag: string;
  contentType: string;
  until: number;
}

const isPublic = (request: FastifyRequest) => request.method === 'GET' && request.routeOptions.config?.publicCache;

/** Sends the cache headers, or 304 when the client already holds this ETag. Returns the body to send. */
function answer(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, etag: string) {
  reply.header('ETag', etag);
  reply.header('Cache-Control', `public, max-age=${MAX_AGE}, stale-while-revalidate=${MAX_AGE * 5}`);
  // Origin too: CORS headers differ per origin, and a cached answer must not carry another origin's.
  reply.header('Vary', 'Origin, x-api-key, Accept-Encoding');
  const match = request.headers['if-none-match'];
  if (match?.split(',').some((t) => t.trim() === etag)) {
    reply.code(304);
    return '';
  }
  return body;
}

/**
 * Public answers: ETag + Cache-Control + 304 on routes flagged `config.publicCache`, and a small in-process cache by
 * URL (the same for every valid API key) so repeated list calls skip the database. Runs after the API-key check.
 */
export function installPublicCache(app: FastifyInstance, ttlMs: number) {
  const cache = new Map<string, Entry>();
  // Bumped by clear(): an answer read from the database before a write committed is not kept after it.
  let generation = 0;
  app.decorate('publicCache', {
    clear() {
      generation++;
      cache.clear();
    },
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!ttlMs || !isPublic(request)) return;
    request.cacheGeneration = generation;
    const hit = cache.get(request.url);
    if (!hit) return;
    cache.delete(request.url);
    if (hit.until < Date.now()) return;
    cache.set(request.url, hit); // most recently used goes last
    reply.header('content-type', hit.contentType).header('x-cache', 'hit');
    // Hooks see a cached answer as already handled: mark it so onSend does not hash or store it again.
    (reply as FastifyReply & { fromCache?: boolean }).fromCache = true;
    return reply.send(answer(request, reply, hit.body, hit.etag));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if ((reply as FastifyReply & { fromCache?: boolean }).fromCache) return payload;
    if (!isPublic(request) || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    if (ttlMs && request.cacheGeneration === generation) {
      cache.set(request.url, {
        body: payload,
        etag,
        contentType: String(reply.getHeader('content-type') ?? 'application/json'),
        until: Date.now() + ttlMs,
      });
      if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    }
    return answer(request, reply, payload, etag);
  });
}
