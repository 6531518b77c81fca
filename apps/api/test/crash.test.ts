import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api as endpoints, type EndpointDef, pathOf } from '@vip/contract';
import { OrderStatus, PaymentStatus } from '@vip/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { bookingBody, passenger, topUp } from '../src/modules/cipservice/test-util';
import { tehranDate } from '../src/modules/cipservice/schedule';
import { freshPostgres, TEST_API_KEY } from './helpers';

/**
 * The real API as a child process on PostgreSQL, killed with SIGKILL while ~100 members' store orders and VIP
 * bookings are being created and paid (wallet first, the sandbox bank for the rest), then started again on the same
 * database. Whatever calls the kill cut short, the money and the places must add up: the ledger, the orders' paid
 * amounts against their payments, the wallet holds, the VIP capacity. Which calls succeed is left to chance; the
 * invariants are not. PostgreSQL only: it is what a process crash leaves half-done transactions in.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('kill -9 during payments and bookings, then restart', () => {
  const MEMBERS = 10;
  const SCENARIOS = 100;
  const STORE_PRODUCTS = [15, 16];
  /** Units of each product at the start: fewer than the orders ask for, so some creates are refused mid-storm. */
  const STOCK = 30;
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let sqlClient: pg.Client;
  let dataDir: string;
  let port: number;
  let child: ChildProcess | undefined;
  let output = '';

  /** Starts `node --import tsx src/server.ts` on the test database and waits until /health answers. */
  async function startApi(env: Record<string, string>) {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: join(__dirname, '..'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        PUBLIC_API_URL: `http://127.0.0.1:${port}`,
        API_KEY: TEST_API_KEY,
        SIGNIN_IP_LIMIT_FACTOR: '1000',
        PUBLIC_CACHE_TTL_MS: '0',
        CLEANUP_INTERVAL_MS: '0',
        OUTBOX_POLL_MS: '0',
        // Room for every member's unpaid orders at once: the hold limits are not what this test is about.
        MAX_UNPAID_VIP_PLACES: '100',
        MAX_UNPAID_UNITS_PER_PRODUCT: '100',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout?.on('data', (d) => {
      output += d;
    });
    proc.stderr?.on('data', (d) => {
      output += d;
    });
    child = proc;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null) throw new Error(`the API exited (${proc.exitCode}):\n${output.slice(-3000)}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return proc;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the API did not answer /health within a minute:\n${output.slice(-3000)}`);
  }

  async function stopApi(signal: NodeJS.Signals) {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill(signal);
    // A clean stop that hangs is ended the hard way after 10 s (the test has checked what it came for by then).
    const hard = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(hard);
  }

  /** One contract call over a real socket; answers status and JSON body (network errors throw). */
  async function call(
    endpoint: EndpointDef,
    input: { params?: object; query?: object; body?: unknown; token?: string },
  ) {
    const url = new URL(pathOf(endpoint, input.params as never), `http://127.0.0.1:${port}`);
    for (const [k, v] of Object.entries(input.query ?? {})) url.searchParams.set(k, String(v));
    const res = await fetch(url, {
      method: endpoint.method,
      headers: {
        'x-api-key': TEST_API_KEY,
        ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
      },
      body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
      redirect: 'manual',
    });
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the invariants are checked in SQL.
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text };
  }

  /** Signs a fresh number in through the dev outbox, as the browser tests do. */
  async function signIn(mobile: string) {
    const asked = await call(endpoints.requestSigninCode, { body: { mobile } });
    expect(asked.status, asked.text).toBe(200);
    const sent = await call(endpoints.listDevOutbox, { query: { mobile, limit: 1 } });
    const code = sent.json.data[0].token as string;
    const res = await call(endpoints.verifySigninCode, { body: { mobile, code } });
    expect(res.status, res.text).toBe(200);
    return { token: res.json.data.access_token as string, memberId: res.json.data.member.id as number };
  }

  const rows = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await sqlClient.query(text, values)).rows as T[];

  beforeAll(async () => {
    database = await freshPostgres(process.env.TEST_DATABASE_URL!);
    sqlClient = new pg.Client({ connectionString: database.url });
    await sqlClient.connect();
    dataDir = await mkdtemp(join(tmpdir(), 'vip-crash-'));
    port = await new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
  }, 30_000);

  afterAll(async () => {
    await stopApi('SIGKILL');
    await sqlClient?.end();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * The invariants that hold at every instant, crash or not, for the test's members. Answers the problems found
   * (empty = consistent), so a failure lists every one of them.
   */
  async function consistencyProblems(memberIds: number[]) {
    const problems: string[] = [];
    // 1. The ledger: each entry's balance_after is the one before plus its amount, never below zero.
    const ledger = await rows<{ id: string; member_id: number; amount: string; balance_after: string }>(
      'select id, member_id, amount, balance_after from credit_transactions where member_id = any($1) order by member_id, id',
      [memberIds],
    );
    const running = new Map<number, number>();
    for (const e of ledger) {
      const after = (running.get(e.member_id) ?? 0) + Number(e.amount);
      if (after !== Number(e.balance_after) || after < 0) {
        problems.push(`ledger entry ${e.id} of member ${e.member_id}: balance_after ${e.balance_after}, sum ${after}`);
      }
      running.set(e.member_id, after);
    }
    // 2. Holds: one release at most, of the same amount, after the hold; a release never without its hold.
    const holds = await rows<{ payment_id: number; holds: string; releases: string; sum: string; order_ok: boolean }>(
      `select payment_id, count(*) filter (where kind = 'hold') holds, count(*) filter (where kind = 'release') releases,
              sum(amount) sum,
              coalesce(min(id) filter (where kind = 'release') > max(id) filter (where kind = 'hold'), true) order_ok
         from credit_transactions where kind in ('hold', 'release') and member_id = any($1)
        group by payment_id`,
      [memberIds],
    );
    for (const h of holds) {
      if (Number(h.holds) !== 1 || Number(h.releases) > 1 || !h.order_ok) {
        problems.push(`payment ${h.payment_id}: ${h.holds} holds, ${h.releases} releases`);
      } else if (Number(h.releases) === 1 && Number(h.sum) !== 0) {
        problems.push(`payment ${h.payment_id}: the release does not match the hold (sum ${h.sum})`);
      }
    }
    // A hold still in place belongs to a payment still at the bank: the one that settles a payment (paid, failed,
    // cancelled) releases its hold in the same transaction.
    const orphanHolds = await rows<{ payment_id: number; state: string }>(
      `select h.payment_id, p.state from credit_transactions h join payments p on p.id = h.payment_id
        where h.kind = 'hold' and h.member_id = any($1) and p.state <> 'pending'
          and not exists (select 1 from credit_transactions r where r.payment_id = h.payment_id and r.kind = 'release')`,
      [memberIds],
    );
    for (const h of orphanHolds)
      problems.push(`payment ${h.payment_id} is ${h.state} but its wallet hold is still in place`);
    // 3. Orders: paid_amount is exactly the money its payments brought (bank payments paid and counted on it, not
    // sent to the wallet instead; wallet payments with their ledger entry), and a paid order got all of it.
    const orderMoney = await rows<{
      id: number;
      status: number;
      payment_status: number;
      total_price: string;
      paid_amount: string;
      brought: string;
    }>(
      `select o.id, o.status, o.payment_status, o.total_price, o.paid_amount,
              coalesce((select sum(p.amount) from payments p
                         where p.order_id = o.id and p.state = 'paid'
                           and (p.gateway <> 'credit' or exists (select 1 from credit_transactions t
                                 where t.payment_id = p.id and t.kind = 'payment' and t.amount = -p.amount))
                           and not exists (select 1 from credit_transactions t
                                 where t.payment_id = p.id and t.kind = 'refund')), 0) brought
         from orders o where o.member_id = any($1)`,
      [memberIds],
    );
    for (const o of orderMoney) {
      if (Number(o.paid_amount) !== Number(o.brought)) {
        problems.push(`order ${o.id}: paid_amount ${o.paid_amount}, its payments brought ${o.brought}`);
      }
      const wasPaid = o.payment_status !== PaymentStatus.notPaid;
      if (wasPaid && Number(o.paid_amount) !== Number(o.total_price)) {
        problems.push(`order ${o.id}: payment status ${o.payment_status} with ${o.paid_amount} of ${o.total_price}`);
      }
    }
    // Every wallet spend is a paid `credit` payment row of the same amount and order.
    const spends = await rows<{ id: string }>(
      `select t.id from credit_transactions t left join payments p on p.id = t.payment_id
        where t.kind = 'payment' and t.member_id = any($1)
          and (p.id is null or p.gateway <> 'credit' or p.state <> 'paid' or p.amount <> -t.amount
               or p.order_id is distinct from t.order_id)`,
      [memberIds],
    );
    for (const s of spends) problems.push(`wallet spend ${s.id} has no paid wallet payment row`);
    // 4. VIP capacity: each slot's count is the places its reservations hold, within capacity, and a cancelled
    // order holds none.
    const slots = await rows<{ service_id: number; slot_start: Date; booked: number; capacity: number; held: string }>(
      `select c.service_id, c.slot_start, c.booked, c.capacity,
              coalesce((select sum(r.places) from cip_reservations r
                         where r.service_id = c.service_id and r.slot_start = c.slot_start), 0) held
         from cip_capacity c`,
    );
    for (const s of slots) {
      if (s.booked !== Number(s.held) || s.booked > s.capacity) {
        problems.push(
          `slot ${s.service_id}@${s.slot_start.toISOString()}: booked ${s.booked}, reservations hold ${s.held}`,
        );
      }
    }
    const cancelledHolding = await rows<{ order_id: number }>(
      `select r.order_id from cip_reservations r join orders o on o.id = r.order_id
        where r.places > 0 and o.status = $1`,
      [OrderStatus.canceled],
    );
    for (const r of cancelledHolding) problems.push(`cancelled order ${r.order_id} still holds VIP places`);
    // 5. Stock: what the test stocked, less the units of the members' orders not cancelled.
    const stock = await rows<{ id: number; stock: number; held: string }>(
      `select p.id, p.stock,
              coalesce((select sum(i.quantity) from store_order_items i join orders o on o.id = i.order_id
                         where i.product_id = p.id and o.member_id = any($1) and o.status <> $2), 0) held
         from products p where p.id = any($3)`,
      [memberIds, OrderStatus.canceled, STORE_PRODUCTS],
    );
    for (const p of stock) {
      if (p.stock + Number(p.held) !== STOCK) problems.push(`product ${p.id}: stock ${p.stock}, orders hold ${p.held}`);
    }
    return problems;
  }

  it('keeps every balance, payment, hold, place and unit consistent across the crash, and the loop settles the rest', async () => {
    const started = Date.now();
    await startApi({ PAYMENT_LOOP_MS: '0' });

    // Members with wallet money: enough for one order or two, so concurrent payments of one member compete for it.
    const members: { token: string; memberId: number; recipient: number }[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const member = await signIn(`0935${String(7_000_000 + i * 7919).slice(-7)}`);
      const recipient = await call(endpoints.createRecipient, {
        token: member.token,
        body: {
          full_name: 'رضا کریمی',
          mobile: '09351234567',
          province_id: 1,
          city_id: 1,
          address: 'تهران، خیابان شریعتی، کوچهٔ یاس، پلاک ۴',
          postal_code: '1919613111',
          latitude: 35.76,
          longitude: 51.44,
        },
      });
      expect(recipient.status, recipient.text).toBe(201);
      members.push({ ...member, recipient: recipient.json.data.id });
    }
    const memberIds = members.map((m) => m.memberId);
    const setup = await openDatabase({ url: database.url, dataDir });
    try {
      for (const [i, m] of members.entries()) await topUp(setup.db, m.memberId, 20_000_000 + i * 9_000_000);
    } finally {
      await setup.close();
    }
    await rows('update products set stock = $1, published = true where id = any($2)', [STOCK, STORE_PRODUCTS]);

    // The flight whose CIP lounge every booking takes: one slot, contested.
    let flight: { id: number } | undefined;
    for (let extra = 0; !flight && extra < 7; extra++) {
      const list = await call(endpoints.listBriefFlights, {
        query: { date: tehranDate(new Date(), 5 + extra), searchtext: 'IR 721' },
      });
      flight = list.json.data.find((f: { flight_number: string }) => f.flight_number === 'IR 721');
    }
    if (!flight) throw new Error('no flight IR 721 within a week');
    const flightId = flight.id;
    const services = await call(endpoints.getFlightServices, { params: { id: flightId } });
    const lounge = services.json.data.departure.find((s: { service_type: number }) => s.service_type === 2);

    // The storm: each scenario creates an order (VIP or store), pays it, answers at the bank, returns to the callback;
    // some members cancel the order while the bank is still open.
    let inFlight = 0;
    let answered = 0;
    const steps = { created: 0, started: 0, decided: 0, returned: 0, cancelled: 0, cutShort: 0 };
    const tracked = async <T>(work: () => Promise<T>) => {
      inFlight++;
      try {
        return await work();
      } finally {
        inFlight--;
        answered++;
      }
    };
    const scenario = async (n: number) => {
      const m = members[n % MEMBERS];
      const vip = n % 2 === 0;
      const created = await tracked(() =>
        vip
          ? call(endpoints.createCipOrder, {
              token: m.token,
              body: bookingBody(
                flightId,
                [{ reservation_type: 0, service_id: lounge.id }],
                Array.from({ length: 1 + (n % 3) }, () => passenger()),
              ),
            })
          : call(endpoints.createStoreOrder, {
              token: m.token,
              body: {
                items: [{ product_id: STORE_PRODUCTS[(n >> 1) % 2], quantity: 1 + (n % 3) }],
                recipient_id: m.recipient,
                transmit_id: 1,
                discount_codes: [],
              },
            }),
      );
      if (created.status !== 201) return;
      steps.created++;
      const orderId = created.json.data.id as number;
      // Mostly wallet first and the bank for the rest; some wallet only, some bank only.
      const mode = n % 10;
      const payBody =
        mode === 0 ? { gateway: 'credit', use_wallet: true } : { gateway: 'sandbox', use_wallet: mode !== 1 };
      const paid = await tracked(() =>
        vip
          ? call(endpoints.payCipOrder, { token: m.token, params: { id: orderId }, body: payBody })
          : call(endpoints.payStoreOrder, { token: m.token, body: { order_id: orderId, ...payBody } }),
      );
      if (paid.status !== 200 || !paid.json.data.redirect_url) return;
      steps.started++;
      const authority = new URL(paid.json.data.redirect_url).pathname.split('/').pop() as string;
      const cancel = () =>
        tracked(() =>
          vip
            ? call(endpoints.cancelCipOrder, { token: m.token, params: { id: orderId }, body: {} })
            : call(endpoints.cancelStoreOrder, { token: m.token, params: { id: orderId }, body: {} }),
        ).then((r) => {
          if (r.status === 200) steps.cancelled++;
        });
      const action = (['pay', 'pay', 'cancel', 'fail', 'leave'] as const)[(n >> 1) % 5];
      if (action === 'leave') return;
      // A member who gives up at the bank and cancels the order at the same time as the bank answers.
      const cancelling =
        n % 7 === 3
          ? cancel().catch(() => {
              steps.cutShort++;
            })
          : undefined;
      const decided = await tracked(() =>
        fetch(`http://127.0.0.1:${port}${pathOf(endpoints.sandboxBankDecision, { authority })}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `action=${action}`,
          redirect: 'manual',
        }),
      );
      steps.decided++;
      const back = decided.headers.get('location');
      if (back) {
        const res = await tracked(() => fetch(back, { redirect: 'manual' }));
        if (res.status === 302) steps.returned++;
      }
      await cancelling;
    };
    // Started 15 ms apart, so at the kill some orders are being created, some paid, some answered at the bank.
    const runs = Array.from({ length: SCENARIOS }, (_, n) =>
      new Promise((r) => setTimeout(r, n * 15))
        .then(() => scenario(n))
        .catch(() => {
          steps.cutShort++;
        }),
    );

    // Kill at a random moment once the storm is under way (the tenth member back from the bank, or a third of the
    // calls answered, whichever comes first: on a fast or a busy machine alike), 50–250 ms later, with calls in flight.
    const kickoff = Date.now();
    const underWay = () => steps.returned >= 10 || answered >= 70;
    while (!underWay() && Date.now() - kickoff < 30_000) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 50 + Math.floor(Math.random() * 200)));
    for (let i = 0; i < 400 && inFlight === 0; i++) await new Promise((r) => setTimeout(r, 5));
    const atKill = { inFlight, answered, afterMs: Date.now() - kickoff };
    await stopApi('SIGKILL');
    await Promise.all(runs);
    console.info('crash test: at the kill', atKill, 'scenarios', steps);
    // Calls in flight or not yet sent when the API died: the crash interrupted the storm, not its aftermath.
    expect(steps.cutShort, 'the kill cut scenarios short').toBeGreaterThan(0);

    // What the crash left: consistent already (every transaction either committed or did not).
    expect(await consistencyProblems(memberIds)).toEqual([]);

    // Two hours later for the payments: every one still pending is past the bank's window (four windows of
    // PAYMENT_VERIFY_AFTER_MINUTES), so the loop asks the bank and settles it (a bank that never got it fails). The
    // orders are not expired yet, so only the payments' own settlement can release their holds.
    await rows(
      "update payments set created_at = created_at - interval '2 hours' where member_id = any($1) and state = 'pending'",
      [memberIds],
    );
    await startApi({ PAYMENT_LOOP_MS: '300' });
    const count = async (text: string, values: unknown[] = []) =>
      Number((await rows<{ n: string }>(text, [memberIds, ...values]))[0].n);
    const pending = () => count(`select count(*) n from payments where member_id = any($1) and state = 'pending'`);
    const until = async (left: () => Promise<number>) => {
      const deadline = Date.now() + 30_000;
      while ((await left()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      return left();
    };
    expect(await until(pending), 'payments left pending after the loop').toBe(0);
    expect(await consistencyProblems(memberIds)).toEqual([]);
    // With nothing at the bank any more, no wallet money is held: every hold ended with its payment.
    const stillHeld = () =>
      rows<{ payment_id: number; state: string }>(
        `select h.payment_id, p.state from credit_transactions h join payments p on p.id = h.payment_id
          where h.kind = 'hold' and h.member_id = any($1)
            and not exists (select 1 from credit_transactions r where r.payment_id = h.payment_id and r.kind = 'release')`,
        [memberIds],
      );
    expect(await stillHeld()).toEqual([]);

    // Then the orders' time runs out: the loop cancels every unpaid one, and their VIP places and stock go back.
    await rows(
      "update orders set expires_at = expires_at - interval '2 hours' where member_id = any($1) and expires_at is not null",
      [memberIds],
    );
    const expiredLive = () =>
      count(
        `select count(*) n from orders where member_id = any($1) and payment_status = $2
               and status in ($3, $4) and expires_at < now()`,
        [PaymentStatus.notPaid, OrderStatus.newOrder, OrderStatus.wait],
      );
    expect(await until(expiredLive), 'expired unpaid orders left live after the loop').toBe(0);
    expect(await consistencyProblems(memberIds)).toEqual([]);
    expect(await stillHeld()).toEqual([]);
    // And the members see it: the API's balance is the ledger's sum.
    for (const m of members) {
      const [{ sum }] = await rows<{ sum: string }>(
        'select coalesce(sum(amount), 0) sum from credit_transactions where member_id = $1',
        [m.memberId],
      );
      const balance = await call(endpoints.getCreditBalance, { token: m.token });
      expect(balance.status, balance.text).toBe(200);
      expect(balance.json.data.balance).toBe(Number(sum));
    }
    const outcome = await rows<{ state: string; n: string }>(
      'select state, count(*) n from payments where member_id = any($1) group by state order by state',
      [memberIds],
    );
    console.info('crash test: payments after the loop', outcome, `in ${Date.now() - started} ms`);
    await stopApi('SIGTERM');
  }, 120_000);
});
