import { isIP } from 'node:net';
import proxyaddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';

const trustCache = new Map<string, (addr: string, i: number) => boolean>();
const trusted = (list: string) => {
  let fn = trustCache.get(list);
  if (!fn) {
    fn = proxyaddr.compile(
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
    trustCache.set(list, fn);
  }
  return fn;
};

/**
 * The visitor's IP, used for rate limits and stored with orders and payments. The `X-Client-IP` header (§7, sent by
 * the site's server on behalf of the browser) counts only when the direct caller is a trusted proxy (TRUST_PROXY);
 * otherwise the address Fastify derives from the connection and trusted X-Forwarded-For hops.
 */
export function clientIp(request: FastifyRequest): string {
  const header = request.headers['x-client-ip'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  const peer = request.socket.remoteAddress ?? '';
  if (value && isIP(value) && trusted(request.server.config.TRUST_PROXY)(peer, 0)) return value;
  return request.ip;
}
