import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OrderStatus } from '@vip/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { api as endpoints } from '@vip/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../src/db/client';
import { loginCodes } from '../src/modules/member/schema';
import { staffToken } from '../src/modules/admin/test-util';
import { memberClient } from '../src/modules/member/test-util';
import { cipLoop } from '../src/modules/cipservice/notify';
import { orderStatusHistory, orders } from '../src/modules/order/schema';
import { shopClient } from '../src/modules/store/test-util';
import { enqueueSms } from '../src/outbox/outbox';
import { outbox } from '../src/outbox/schema';
import { startSecondInstance, startTestApi, type TestApi } from './helpers';

/** A Kavenegar stand-in that counts how many times each token was sent, and keeps the last one per number. */
function countingKavenegar() {
  const sent = new Map<string, number>();
  const lastTo = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const token = form.get('token') ?? '';
      sent.set(token, (sent.get(token) ?? 0) + 1);
      lastTo.set(form.get('receptor') ?? '', token);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [{ messageid: 1, status: 1 }] }));
    });
  });
  return { server, sent, lastTo };
}

/** Holds a one-instance lock from outside both instances (as a third instance mid-round would). */
async function holdLock(url: string, name: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('select pg_advisory_lock(hashtext($1))', [`one-instance:${name}`]);
  return async () => {
    await client.query('select pg_advisory_unlock(hashtext($1))', [`one-instance:${name}`]);
    await client.end();
  };
}

/**
 * Two API instances on one PostgreSQL database, as production runs them behind a load balancer (docs/deploy.md).
 * PostgreSQL only: PGlite is one process's own database, so there is no second instance to run on it.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two API instances on one PostgreSQL database', () => {
  const kavenegar = countingKavenegar();
  let a: Awaited<ReturnType<typeof startTestApi>>;
  let b: Awaited<ReturnType<typeof startSecondInstance>>;
  const env = (port: number) => ({
    SMS_PROVIDER: 'kavenegar',
    KAVENEGAR_API_KEY: 'test-kavenegar-key',
    KAVENEGAR_BASE_URL: `http://127.0.0.1:${port}`,
    // Both background workers poll, as in production.
    OUTBOX_POLL_MS: '20',
    // Both keep public answers, as in production (the catalogue test reads through them).
    PUBLIC_CACHE_TTL_MS: '600000',
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => kavenegar.server.listen(0, '127.0.0.1', resolve));
    const { port } = kavenegar.server.address() as AddressInfo;
    a = await startTestApi('postgres', env(port));
    b = await startSecondInstance(a, env(port));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await new Promise((resolve) => kavenegar.server.close(resolve));
  });

  it('the outbox sends every SMS exactly once while both workers poll and both drain at once', async () => {
    const tokens = Array.from({ length: 300 }, (_, i) => `t2i-${100_000 + i}`);
    await a.app.db.transaction(async (tx) => {
      for (const token of tokens) {
        await enqueueSms(tx, { recipient: '09120000009', template: 'verify', token, body: token });
      }
    });
    await Promise.all([a.app.outbox.drain(), b.app.outbox.drain(), a.app.outbox.drain(), b.app.outbox.drain()]);
    // The background workers may still hold a claimed row: wait (up to a minute on a busy machine) until all are sent.
    for (let i = 0; i < 600; i++) {
      const left = await a.app.db.$count(outbox, and(inArray(outbox.token, tokens), ne(outbox.status, 'sent')));
      if (left === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const rows = await a.app.db.select().from(outbox).where(inArray(outbox.token, tokens));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(tokens.filter((t) => kavenegar.sent.get(t) !== 1)).toEqual([]);
  });

  it('a sign-in limit per IP holds across both instances (the counters are in the database)', async () => {
    const onA = memberClient(() => a);
    const onB = memberClient(() => b);
    const ip = '10.77.0.1';
    const statuses: number[] = [];
    // codePerIp allows 20 code requests an hour from one address; the requests alternate between the instances.
    for (let i = 0; i < 26; i++) {
      const client = i % 2 === 0 ? onA : onB;
      statuses.push((await client.requestCode(`0913${String(2_000_000 + i * 37).slice(-7)}`, ip)).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429, 429]);
  });

  it('expired unpaid orders are cancelled once when both payment loops run at the same time', async () => {
    const shop = shopClient(() => a);
    // Signed in on instance A with the code that reached the phone (the stand-in bank of SMS).
    const members = memberClient(() => a);
    const mobile = members.mobile();
    expect((await members.requestCode(mobile, '10.77.0.2')).statusCode).toBe(200);
    await a.app.outbox.drain();
    // Either instance's worker may have claimed the SMS: wait until it reached the phone.
    for (let i = 0; i < 200 && !kavenegar.lastTo.has(mobile); i++) await new Promise((r) => setTimeout(r, 50));
    const verified = await members.verify(mobile, kavenegar.lastTo.get(mobile) ?? '', '10.77.0.2');
    expect(verified.statusCode, verified.body).toBe(200);
    const s = { token: verified.json().data.access_token as string };
    const product = await shop.product(11, 10);
    const recipient = await shop.recipient(s.token);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await shop.order(s.token, { items: [{ product_id: product, quantity: 1 }], recipient_id: recipient });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id);
    }
    expect(await shop.stockOf(product)).toBe(5);
    await a.app.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(inArray(orders.id, ids));

    // While another instance holds the round, neither runs it.
    const release = await holdLock(a.databaseUrl!, 'periodic:payments');
    expect(await Promise.all([a.app.paymentLoop.tick(), b.app.paymentLoop.tick()])).toEqual([false, false]);
    expect(await shop.stockOf(product)).toBe(5);
    await release();

    const ran = await Promise.all([a.app.paymentLoop.tick(), b.app.paymentLoop.tick()]);
    expect(ran).toContain(true);
    expect(await shop.stockOf(product)).toBe(10);
    const cancels = await a.app.db
      .select({ orderId: orderStatusHistory.orderId })
      .from(orderStatusHistory)
      .where(
        and(
          inArray(orderStatusHistory.orderId, ids),
          eq(orderStatusHistory.machine, 'order'),
          eq(orderStatusHistory.toStatus, OrderStatus.canceled),
        ),
      );
    expect(cancels.map((c) => c.orderId).sort()).toEqual([...ids].sort());
  });

  it('the clean-up and the CIP loop (reminders, schedule) run on one instance at a time', async () => {
    // Clean-up: a spent code stays while another instance holds the round, and goes once it is free.
    const [code] = await a.app.db
      .insert(loginCodes)
      .values({ mobile: '09120000008', codeHash: 'h', expiresAt: new Date(Date.now() - 3 * 86_400_000) })
      .returning({ id: loginCodes.id });
    const release = await holdLock(a.databaseUrl!, 'periodic:cleanup');
    expect(await Promise.all([a.app.cleanup.tick(), b.app.cleanup.tick()])).toEqual([false, false]);
    expect(await a.app.db.$count(loginCodes, eq(loginCodes.id, code.id))).toBe(1);
    await release();
    expect(await b.app.cleanup.tick()).toBe(true);
    expect(await a.app.db.$count(loginCodes, eq(loginCodes.id, code.id))).toBe(0);

    // CIP loop: while instance A's round is under way, instance B's round does not start.
    let rounds = 0;
    let finish = () => {};
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let started = () => {};
    const inRound = new Promise<void>((resolve) => {
      started = resolve;
    });
    const loopOf = (api: TestApi, wait: boolean) =>
      cipLoop({
        db: api.app.db,
        database: api.database,
        log: api.app.log,
        intervalMs: 0,
        extend: async () => {
          rounds++;
          started();
          if (wait) await gate;
        },
      });
    const first = loopOf(a, true).tick();
    await inRound;
    expect(await loopOf(b, false).tick()).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(rounds).toBe(1);
    expect(await loopOf(b, false).tick()).toBe(true);
  });

  /** One editor for the catalogue writes (a staff e-mail is made once per database). */
  let editor: Promise<string> | undefined;
  const editorToken = () => {
    editor ??= staffToken(() => a, 'editor').then((s) => s.token);
    return editor;
  };

  it("a catalogue write on one instance drops the other's cached public answers at once", async () => {
    const id = 4;
    const readOn = (api: TestApi) => api.call(endpoints.getProduct, { params: { id } });
    await readOn(b);
    const cached = await readOn(b);
    expect(cached.headers['x-cache']).toBe('hit');
    const price = (cached.json().data.price as number) + 990_000;
    const token = await editorToken();
    const write = await a.call(endpoints.adminCatalogUpdateProduct, { token, params: { id }, body: { price } });
    expect(write.statusCode, write.body).toBe(200);
    // Instance B hears the commit (LISTEN/NOTIFY) and answers the new price, not its cached copy of ten minutes.
    await vi.waitFor(async () => expect((await readOn(b)).json().data.price).toBe(price), { timeout: 5_000 });
  });

  it('an instance whose change listener was cut off listens again and still drops its cache on the next write', async () => {
    const id = 6;
    const readOn = (api: TestApi) => api.call(endpoints.getProduct, { params: { id } });
    const listeners = async () => {
      const { rows } = await a.app.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
            where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      );
      return rows[0].n;
    };
    expect(await listeners()).toBe(2);
    // An operator (or a failover) ends both listeners' connections.
    await a.app.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    await vi.waitFor(async () => expect(await listeners()).toBe(0), { timeout: 5_000 });
    await vi.waitFor(async () => expect(await listeners()).toBe(2), { timeout: 15_000, interval: 250 });
    // Listening again clears the cache once more (what was announced meanwhile is unknown), a moment after the
    // connection shows: read until B answers from its cache.
    await vi.waitFor(async () => expect((await readOn(b)).headers['x-cache']).toBe('hit'), { timeout: 5_000 });
    const price = ((await readOn(b)).json().data.price as number) + 770_000;
    const token = await editorToken();
    const write = await a.call(endpoints.adminCatalogUpdateProduct, { token, params: { id }, body: { price } });
    expect(write.statusCode, write.body).toBe(200);
    await vi.waitFor(async () => expect((await readOn(b)).json().data.price).toBe(price), { timeout: 5_000 });
  }, 40_000);
});
