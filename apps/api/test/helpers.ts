import { randomBytes } from 'node:crypto';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { type EndpointDef, pathOf } from '@vip/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type AppInstance, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';

/** The API key every test request carries. */
export const TEST_API_KEY = 'test-storefront-key-0001';

/** A running test API: the Fastify app (use inject), its database, and its config. */
export interface TestApi {
  app: AppInstance;
  database: Database;
  config: Config;
  /** GET with the API key and optional headers; returns the inject response. */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /**
   * Calls one contract endpoint with the API key: `api().call(api.getCategory, { params: { id: 3 } })`.
   * `query` values are sent as given (strings allowed, to test bad input); `token` adds the bearer header.
   */
  call<E extends EndpointDef>(
    endpoint: E,
    input?: TestCallInput,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** Params, query and body of a test call: loosely typed on purpose, so tests can send bad input. */
export interface TestCallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  token?: string;
}

/** Sends one contract endpoint through inject. */
export function injectCall(
  app: AppInstance,
  endpoint: EndpointDef,
  input: TestCallInput = {},
  headers: Record<string, string> = {},
) {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.query ?? {})) {
    if (v !== undefined) query[k] = Array.isArray(v) ? v.join(',') : String(v);
  }
  return app.inject({
    method: endpoint.method,
    url: pathOf(endpoint, input.params),
    query,
    headers: {
      'x-api-key': TEST_API_KEY,
      ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
      ...headers,
    },
    ...(input.body !== undefined ? { payload: input.body as object } : {}),
  });
}

/** Backends the API tests run on: always in-memory PGlite; PostgreSQL too when TEST_DATABASE_URL is set. */
export const backends = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])] as const;
export type Backend = (typeof backends)[number];

/**
 * On PostgreSQL, a query sent to a client that is still running another (a Promise.all on a transaction's one
 * connection) fails the test that caused it: pg only queues it today, deprecates it, and pg@9 refuses it.
 */
function refuseOverlappingQueries() {
  type Sent = { text?: string } | undefined;
  type Client = { _activeQuery: Sent; _queryQueue: Sent[]; query: (...args: unknown[]) => unknown };
  const proto = pg.Client.prototype as unknown as Client & { overlapGuard?: true };
  if (proto.overlapGuard) return;
  proto.overlapGuard = true;
  const query = proto.query;
  proto.query = function (this: Client, ...args: unknown[]) {
    if (this._activeQuery || this._queryQueue.length > 0) {
      const sql = (q: unknown) => String((q as Sent)?.text ?? q).slice(0, 160);
      const err = new Error(
        `two queries at once on one PostgreSQL connection (a Promise.all inside a transaction?): running «${sql(
          this._activeQuery ?? this._queryQueue[0],
        )}», sent «${sql(args[0])}»`,
      );
      console.error(err.stack);
      throw err;
    }
    return query.apply(this, args);
  };
}

/** Creates a fresh PostgreSQL database for one test file; returns its URL and a drop function. */
export async function freshPostgres(baseUrl: string) {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Starts the real app on a new, migrated (and by default seeded) database of the given backend. */
export async function startTestApi(
  backend: Backend = 'pglite',
  env: Record<string, string> = {},
): Promise<TestApi & { close(): Promise<void>; databaseUrl?: string }> {
  const config = testConfig(env);
  let drop = async () => {};
  let url: string | undefined;
  if (backend === 'postgres') {
    refuseOverlappingQueries();
    const fresh = await freshPostgres(process.env.TEST_DATABASE_URL!);
    url = fresh.url;
    drop = fresh.drop;
  }
  const database = await openDatabase({ url, dataDir: config.DATA_DIR });
  await prepareDatabase(database, config);
  const started = await startOn(database, config);
  return {
    ...started,
    databaseUrl: url,
    close: async () => {
      await started.close();
      await drop();
    },
  };
}

/**
 * Another API instance on the database of `first` (PostgreSQL): what a second server behind the load balancer is.
 * Its own pool, in-process caches and background loops; closing it leaves the database to `first`.
 */
export async function startSecondInstance(
  first: { databaseUrl?: string },
  env: Record<string, string> = {},
): Promise<TestApi & { close(): Promise<void> }> {
  if (!first.databaseUrl) throw new Error('a second instance needs the first one on PostgreSQL');
  const config = testConfig(env);
  return startOn(await openDatabase({ url: first.databaseUrl, dataDir: config.DATA_DIR }), config);
}

/** The configuration of a test API: silent, cache and background loops off, then `env`. */
function testConfig(env: Record<string, string>) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    API_KEY: TEST_API_KEY,
    DATA_DIR: 'memory://',
    // Tests read their own writes; the one test of the in-process cache turns it on.
    PUBLIC_CACHE_TTL_MS: '0',
    // No clean-up behind a test's back; its tests call app.cleanup.run().
    CLEANUP_INTERVAL_MS: '0',
    // Nor payment re-verification or order expiry; tests call app.paymentLoop.run().
    PAYMENT_LOOP_MS: '0',
    ...env,
  });
}

/** The app built and ready on an open database. */
async function startOn(database: Database, config: Config): Promise<TestApi & { close(): Promise<void> }> {
  const app = await buildApp(config, database);
  await app.ready();
  return {
    app,
    database,
    config,
    get: (u, headers = {}) => app.inject({ method: 'GET', url: u, headers: { 'x-api-key': TEST_API_KEY, ...headers } }),
    call: (endpoint, input, headers) => injectCall(app, endpoint, input, headers),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Runs `body` once per backend, each with its own fresh API (started before, closed after); `env` adds config. */
export function describeEachBackend(
  title: string,
  body: (api: () => TestApi, backend: Backend) => void,
  env: Record<string, string> = {},
) {
  for (const backend of backends) {
    describe(`${title} [${backend}]`, () => {
      let api: TestApi & { close(): Promise<void> };
      beforeAll(async () => {
        api = await startTestApi(backend, env);
      });
      afterAll(async () => {
        await api?.close();
      });
      body(() => api, backend);
    });
  }
}
