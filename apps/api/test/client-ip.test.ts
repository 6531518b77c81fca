import type { FastifyRequest } from 'fastify';
import { expect, it } from 'vitest';
import { clientIp } from '../src/http/client-ip';

const request = (peer: string, trust: string, header?: string) =>
  ({
    headers: header ? { 'x-client-ip': header } : {},
    socket: { remoteAddress: peer },
    server: { config: { TRUST_PROXY: trust } },
    ip: peer,
  }) as unknown as FastifyRequest;

const DEFAULT = 'loopback, linklocal, uniquelocal';

it('believes X-Client-IP from the site server on a trusted address', () => {
  expect(clientIp(request('127.0.0.1', DEFAULT, '5.160.1.2'))).toBe('5.160.1.2');
  expect(clientIp(request('10.0.0.7', '10.0.0.0/8', '5.160.1.2'))).toBe('5.160.1.2');
});

it('ignores X-Client-IP from anyone else, so per-IP limits cannot be dodged', () => {
  expect(clientIp(request('91.98.1.1', DEFAULT, '5.160.1.2'))).toBe('91.98.1.1');
  expect(clientIp(request('127.0.0.1', '10.9.9.9', '5.160.1.2'))).toBe('127.0.0.1');
});

it('ignores a header that is not an IP address', () => {
  expect(clientIp(request('127.0.0.1', DEFAULT, 'not-an-ip'))).toBe('127.0.0.1');
});
