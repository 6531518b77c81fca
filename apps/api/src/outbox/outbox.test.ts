import { createServer, type IncomingMessage, type Server } from 'node:http';
import { api as endpoints } from '@vip/contract';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { backends, describeEachBackend, startTestApi, TEST_API_KEY } from '../../test/helpers';
import { memberClient } from '../modules/member/test-util';
import { logSmsSender } from '../sms/sender';
import { outbox } from './schema';

describeEachBackend(
  'outbox SMS adapter and worker',
  (api) => {
    const c = memberClient(api);

    it('stores the SMS with the code in the outbox, then the worker sends it', async () => {
      const mobile = c.mobile();
      await c.requestCode(mobile, c.ip());
      const [row] = await api().app.db.select().from(outbox).where(eq(outbox.recipient, mobile));
      expect(row).toMatchObject({ channel: 'sms', status: 'pending', attempts: 0, template: 'verify' });
      expect(row.token).toMatch(/^[0-9]{6}$/);
      expect(row.body).toContain(row.token);

      const listed = (await c.get(`${endpoints.listDevOutbox.path}?mobile=${mobile}`)).json().data;
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ recipient: mobile, token: row.token, status: 'pending' });

      const result = await api().app.outbox.drain();
      expect(result.sent).toBeGreaterThanOrEqual(1);
      const [sent] = await api().app.db.select().from(outbox).where(eq(outbox.id, row.id));
      expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
      expect(sent.sentAt).toBeInstanceOf(Date);
      expect((await c.get(`${endpoints.listDevOutbox.path}?mobile=${mobile}`)).json().data[0].status).toBe('sent');
      expect((await api().app.outbox.drain()).sent).toBe(0);
    });

    it('lists codes only to a direct caller on this machine; anyone else, or anything through a proxy, gets 404', async () => {
      const mobile = c.mobile();
      await c.requestCode(mobile, c.ip());
      const url = `/v1/dev/outbox?mobile=${mobile}`;
      const headers = { 'x-api-key': TEST_API_KEY };
      const missing = await api().get('/v1/dev/no-such-route');
      const refused = [
        await api().app.inject({ method: 'GET', url, headers, remoteAddress: '91.98.10.20' }),
        await api().app.inject({ method: 'GET', url, headers, remoteAddress: '10.0.0.7' }),
        await api().app.inject({ method: 'GET', url, headers: { ...headers, 'x-forwarded-for': '91.98.10.20' } }),
        await api().app.inject({ method: 'GET', url, headers: { ...headers, forwarded: 'for=91.98.10.20' } }),
        await api().app.inject({ method: 'GET', url, headers: { ...headers, 'x-client-ip': '91.98.10.20' } }),
      ];
      for (const res of refused) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(missing.json());
        expect(res.body).not.toMatch(/[0-9]{6}/);
      }
      const local = await api().app.inject({ method: 'GET', url, headers, remoteAddress: '::1' });
      expect(local.json().data[0].token).toMatch(/^[0-9]{6}$/);
    });

    it('logs the SMS with its code masked', async () => {
      const lines: unknown[] = [];
      const log = { info: (obj: unknown) => lines.push(obj) } as unknown as Parameters<typeof logSmsSender>[0];
      await logSmsSender(log).send({
        recipient: '09121234567',
        template: 'verify',
        token: '482913',
        body: 'کد ورود شما: 482913\nآن را به کسی ندهید.',
      });
      const logged = JSON.stringify(lines);
      expect(logged).not.toContain('482913');
      expect(logged).toContain('******');
    });

    it('the dev route still needs the API key and validates the number', async () => {
      const res = await api().app.inject({ method: 'GET', url: endpoints.listDevOutbox.path });
      expect(res.statusCode).toBe(401);
      const bad = await c.get(`${endpoints.listDevOutbox.path}?mobile=12`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('mobile');
    });
  },
  { OUTBOX_POLL_MS: '0', SEED_DEMO: 'false' },
);

describeEachBackend(
  'outbox worker in the background',
  (api) => {
    const c = memberClient(api);
    it('sends a new message on its own within a few polls', async () => {
      const mobile = c.mobile();
      await c.requestCode(mobile, c.ip());
      let status = 'pending';
      for (let i = 0; i < 50 && status !== 'sent'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        [{ status }] = await api()
          .app.db.select({ status: outbox.status })
          .from(outbox)
          .where(eq(outbox.recipient, mobile));
      }
      expect(status).toBe('sent');
    });
  },
  { OUTBOX_POLL_MS: '20', SEED_DEMO: 'false' },
);

/** A fake Kavenegar: records requests; answers 500 while `failures` > 0, then the provider's success body. */
function fakeKavenegar() {
  const requests: { method: string; url: string; body: URLSearchParams }[] = [];
  const state = { failures: 0 };
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', body: new URLSearchParams(raw) });
      res.setHeader('content-type', 'application/json');
      if (state.failures > 0) {
        state.failures--;
        res.statusCode = 500;
        // Echoes the token, as a provider's error may: it must not reach the log or the row in clear.
        const token = new URLSearchParams(raw).get('token');
        res.end(JSON.stringify({ return: { status: 500, message: `خطای داخلی ${token}` }, entries: null }));
        return;
      }
      res.end(JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [{ messageid: 1, status: 1 }] }));
    });
  });
  return { server, requests, state };
}

for (const backend of backends) {
  describe(`kavenegar SMS adapter [${backend}]`, () => {
    const fake = fakeKavenegar();
    let api: Awaited<ReturnType<typeof startTestApi>>;
    beforeAll(async () => {
      await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
      const { port } = fake.server.address() as AddressInfo;
      api = await startTestApi(backend, {
        SMS_PROVIDER: 'kavenegar',
        KAVENEGAR_API_KEY: 'test-kavenegar-key',
        KAVENEGAR_TEMPLATE: 'vip-login',
        KAVENEGAR_BASE_URL: `http://127.0.0.1:${port}`,
        OUTBOX_POLL_MS: '0',
        SEED_DEMO: 'false',
      });
    });
    afterAll(async () => {
      await api?.close();
      await new Promise((resolve) => fake.server.close(resolve));
    });
    const c = memberClient(() => api);

    it('calls verify/lookup with receptor, token and template; a 500 keeps the message pending until a retry succeeds', async () => {
      const mobile = c.mobile();
      expect((await c.requestCode(`+98${mobile.slice(1)}`, c.ip())).statusCode).toBe(200);
      fake.state.failures = 1;
      const first = await api.app.outbox.drain();
      expect(first).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect(fake.requests).toHaveLength(1);
      const req = fake.requests[0];
      expect(req.method).toBe('POST');
      expect(req.url).toBe('/v1/test-kavenegar-key/verify/lookup.json');
      const [row] = await api.app.db.select().from(outbox).where(eq(outbox.recipient, mobile));
      expect(Object.fromEntries(req.body)).toEqual({ receptor: mobile, token: row.token, template: 'vip-login' });
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toContain('500');
      expect(row.lastError).not.toContain(row.token);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      // Not due yet (backoff): nothing is sent.
      expect((await api.app.outbox.drain()).sent).toBe(0);
      const later = await api.app.outbox.drain({ now: new Date(Date.now() + 60_000) });
      expect(later).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(fake.requests).toHaveLength(2);
      const [done] = await api.app.db.select().from(outbox).where(eq(outbox.id, row.id));
      expect(done).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    });

    it('a provider that cannot be reached never loses the message', async () => {
      const mobile = c.mobile();
      await c.requestCode(mobile, c.ip());
      const { port } = fake.server.address() as AddressInfo;
      const { kavenegarSmsSender } = await import('../sms/sender');
      const down = kavenegarSmsSender({ apiKey: 'k', baseUrl: `http://127.0.0.1:${port + 1}`, timeoutMs: 500 });
      await expect(down.send({ recipient: mobile, token: '123456', template: 't', body: '' })).rejects.toThrow(
        /kavenegar/,
      );
      fake.state.failures = 3;
      await api.app.outbox.drain({ now: new Date(Date.now() + 3600_000) });
      const [row] = await api.app.db.select().from(outbox).where(eq(outbox.recipient, mobile));
      expect(row.status).toBe('pending');
      fake.state.failures = 0;
      await api.app.outbox.drain({ now: new Date(Date.now() + 7200_000) });
      const [after] = await api.app.db.select().from(outbox).where(eq(outbox.recipient, mobile));
      expect(after.status).toBe('sent');
    });

    it('has no dev outbox route while the kavenegar adapter is on', async () => {
      const res = await api.app.inject({
        method: 'GET',
        url: endpoints.listDevOutbox.path,
        headers: { 'x-api-key': TEST_API_KEY },
      });
      expect(res.statusCode).toBe(404);
    });
  });
}

it('has no dev outbox route in production, and kavenegar needs its key', async () => {
  const api = await startTestApi('pglite', {
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-secret-that-is-long-enough-1234',
    REVALIDATE_SECRET: 'a-production-revalidate-secret-long-enough-1234',
    ALLOW_SANDBOX_BANK: 'true',
    SEED_DEMO: 'false',
    OUTBOX_POLL_MS: '0',
  });
  try {
    const res = await api.get(endpoints.listDevOutbox.path);
    expect(res.statusCode).toBe(404);
  } finally {
    await api.close();
  }
  expect(() => loadConfig({ SMS_PROVIDER: 'kavenegar' })).toThrow(ConfigError);
  expect(() => loadConfig({ SMS_PROVIDER: 'kavenegar' })).toThrow(/KAVENEGAR_API_KEY/);
});

it('DEV_OUTBOX decides the dev route: on outside production, opt-in in production, never with a real SMS provider', () => {
  expect(loadConfig({}).DEV_OUTBOX).toBe(true);
  const prod = {
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-secret-that-is-long-enough-1234',
    REVALIDATE_SECRET: 'a-production-revalidate-secret-long-enough-1234',
    ALLOW_SANDBOX_BANK: 'true',
  };
  expect(loadConfig(prod).DEV_OUTBOX).toBe(false);
  expect(loadConfig({ ...prod, DEV_OUTBOX: 'true' }).DEV_OUTBOX).toBe(true);
  expect(loadConfig({ DEV_OUTBOX: 'true', SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'k' }).DEV_OUTBOX).toBe(false);
});
