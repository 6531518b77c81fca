import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from './schema';
import { FUZZY_MIN_SIMILARITY } from './search';

/** The typed database handle every module uses (same API on PGlite and PostgreSQL). */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

/** An open database: the drizzle handle, its kind, a way to migrate and to close. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Opens PostgreSQL when `url` is given, else PGlite in `dataDir` (`memory://` for tests). */
export async function openDatabase(opts: { url?: string; dataDir: string; schemaName?: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      // The fuzzy-search threshold (db/search.ts) on every connection; a test may run in a schema of its own, with
      // public kept on the path for the extension's functions.
      options: [
        `-c pg_trgm.word_similarity_threshold=${FUZZY_MIN_SIMILARITY}`,
        ...(opts.schemaName ? [`-c search_path=${opts.schemaName},public`] : []),
      ].join(' '),
    });
    // An idle connection can be ended by the server (failover, an operator, a test dropping its database): the pool
    // replaces it on the next query, so the event is only worth a warning, never a crash.
    pool.on('error', (err) => console.warn(`postgres: idle connection closed (${err.message})`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () =>
        migratePg(db as never, {
          migrationsFolder,
          ...(opts.schemaName ? { migrationsSchema: opts.schemaName } : {}),
        }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: opts.dataDir, extensions: { pg_trgm } });
  // PGlite is one connection: the session setting holds for every query (see the pool's options above).
  await client.exec(`set pg_trgm.word_similarity_threshold = ${FUZZY_MIN_SIMILARITY}`);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
