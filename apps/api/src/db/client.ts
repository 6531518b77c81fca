import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../paths';
import * as schema from './schema';
import { FUZZY_MIN_SIMILARITY } from './search';

/** What `execute` answers on either driver: the rows (PGlite's `Results` and node-postgres' `QueryResult` both). */
interface QueryResultHKT extends PgQueryResultHKT {
  type: RowsOf<this['row']>;
}
type RowsOf<T> = { rows: (T extends Record<string, unknown> ? T : Record<string, unknown>)[] };

/**
 * The typed database handle every module uses: the pool, PGlite or a transaction of either (a transaction is a
 * PgDatabase too), so a function taking `Db` runs alike inside or outside one.
 */
export type Db = PgDatabase<QueryResultHKT, typeof schema>;

/** An open database: the drizzle handle, its kind, a way to migrate and to close. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Announces `topic` to every listener (listenForChanges) when `tx` commits; nothing if it rolls back. Every process
   * on the database hears it: that is how all API instances drop their public cache after a catalogue write.
   */
  announce(tx: Db, topic: string): Promise<void>;
  /**
   * Calls `onNotice` whenever a transaction that announced `topic` commits, in any process using this database
   * (PostgreSQL LISTEN/NOTIFY; the one process on PGlite). Answers a function that stops listening.
   */
  listenForChanges(topic: string, onNotice: () => void): Promise<() => Promise<void>>;
}

/**
 * The NOTIFY channel of a topic: topic + the schema a test runs in, so tests sharing one PostgreSQL database do not
 * hear each other (a channel is database-wide).
 */
const channelOf = (topic: string, schemaName?: string) => `${topic}${schemaName ? `_${schemaName}` : ''}`;
const notify = async (tx: Db, channel: string) => {
  await tx.execute(sql`select pg_notify(${channel}, '')`);
};

/** How long a dropped PostgreSQL listener waits before connecting again. */
const RELISTEN_MS = 5_000;
/** The `application_name` of the listeners' connections (what an operator sees in pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'vip-api-listener';

/**
 * A LISTEN on its own connection (never a pool's). When the server drops it, `onNotice` runs at once (what was
 * announced meanwhile is unknown) and again once it listens anew, and it keeps trying every RELISTEN_MS until it does.
 */
function pgListener(connectionString: string, options: string, channel: string, onNotice: () => void) {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (closed) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect().then(onNotice, again), RELISTEN_MS);
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString, options, application_name: LISTENER_APPLICATION_NAME });
    c.on('notification', (n) => n.channel === channel && onNotice());
    c.on('error', (err) => {
      if (closed) return;
      console.warn(`postgres: the change listener lost its connection (${err.message}); listening again soon`);
      onNotice();
      if (client === c) client = undefined;
      c.end().catch(() => undefined);
      again();
    });
    await c.connect();
    await c.query(`listen "${channel}"`);
    client = c;
  };
  return {
    start: connect,
    stop: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * Makes a connection run the queries it is sent one after another. Code that reads in a Promise.all is fine on the
 * pool (each query gets a connection), but inside a transaction every query shares one: pg queues the overlap itself
 * today, deprecates it, and pg@9 refuses it. Queries with a callback or a submittable (a cursor) pass as they are.
 */
function queriesInTurn(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let last: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function') return query(...args);
    const run = last.then(() => query(...args));
    last = run.catch(() => undefined);
    return run;
  }) as typeof client.query;
}

/** How many migrations the database has (drizzle's journal table; 0 before the first). */
async function appliedMigrations(pool: pg.Pool, migrationsSchema: string) {
  const table = `${pg.escapeIdentifier(migrationsSchema)}.__drizzle_migrations`;
  const { rows } = await pool.query<{ found: string | null }>('select to_regclass($1)::text as found', [table]);
  if (!rows[0].found) return 0;
  return Number((await pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0].n);
}

/**
 * After a start that migrated: VACUUM (ANALYZE) of every table of 8 MB or more whose visibility map is mostly empty,
 * one a migration rewrote (0019 adds generated columns to products) or refilled (0020 rebuilds the search postings).
 * Until then every index-only scan reads the heap (the product list's count took 43 ms instead of 8, a search 29 ms
 * instead of 12, at 100k products) and the planner knows no statistics of a new column; autovacuum does not come for
 * a rewrite, which leaves no dead rows. The size is read from the file: a TRUNCATE resets the statistics to 0 pages.
 * Tests' small tables never qualify.
 */
async function vacuumRewritten(pool: pg.Pool) {
  const { rows } = await pool.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace, pg_relation_size(c.oid) as bytes
     where c.relkind = 'r' and n.nspname = current_schema() and bytes >= 8 * 1024 * 1024
       and c.relallvisible < bytes / current_setting('block_size')::int / 2`,
  );
  for (const { name } of rows) await pool.query(`vacuum (analyze) ${name}`);
}

/** Opens PostgreSQL when `url` is given, else PGlite in `dataDir` (`memory://` for tests). */
export async function openDatabase(opts: { url?: string; dataDir: string; schemaName?: string }): Promise<Database> {
  if (opts.url) {
    // The fuzzy-search threshold (db/search.ts) on every connection; a test may run in a schema of its own, with
    // public kept on the path for the extension's functions.
    const options = [
      `-c pg_trgm.word_similarity_threshold=${FUZZY_MIN_SIMILARITY}`,
      // No parallel workers: the API's statements are short (a search groups ~20k postings at most), workers cost
      // more to start than they save, and under load there is no idle core to give them (bench/RESULTS.md, Scale).
      '-c max_parallel_workers_per_gather=0',
      ...(opts.schemaName ? [`-c search_path=${opts.schemaName},public`] : []),
    ].join(' ');
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, options });
    // An idle connection can be ended by the server (failover, an operator, a test dropping its database): the pool
    // replaces it on the next query, so the event is only worth a warning, never a crash.
    pool.on('error', (err) => console.warn(`postgres: idle connection closed (${err.message})`));
    pool.on('connect', queriesInTurn);
    const postgres = drizzlePg(pool, { schema });
    const db: Db = postgres;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        const migrationsSchema = opts.schemaName ?? 'drizzle';
        const before = await appliedMigrations(pool, migrationsSchema);
        await migratePg(postgres, { migrationsFolder, migrationsSchema });
        if ((await appliedMigrations(pool, migrationsSchema)) > before) await vacuumRewritten(pool);
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      announce: (tx, topic) => notify(tx, channelOf(topic, opts.schemaName)),
      listenForChanges: async (topic, onNotice) => {
        const listener = pgListener(opts.url as string, options, channelOf(topic, opts.schemaName), onNotice);
        await listener.start();
        return listener.stop;
      },
    };
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: opts.dataDir, extensions: { pg_trgm } });
  // PGlite is one connection: the session setting holds for every query (see the pool's options above).
  await client.exec(`set pg_trgm.word_similarity_threshold = ${FUZZY_MIN_SIMILARITY}`);
  const pglite = drizzlePglite(client, { schema });
  const db: Db = pglite;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pglite, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    announce: (tx, topic) => notify(tx, channelOf(topic)),
    listenForChanges: async (topic, onNotice) => {
      const stop = await client.listen(channelOf(topic), onNotice);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}
