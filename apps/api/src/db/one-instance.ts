import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs `work` unless another API instance is running the work called `name` right now: on PostgreSQL a transaction
 * holds `pg_try_advisory_xact_lock(hashtext('one-instance:<name>'))` while `work` runs on the pool's other connections,
 * so the lock goes with the transaction even if this process dies. Answers `{ ran: false }` when another instance has
 * it. PGlite is one process's database, so there it just runs.
 */
export async function inOneInstance<T>(
  database: Pick<Database, 'db' | 'kind'>,
  name: string,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (database.kind !== 'postgres') return { ran: true, value: await work() };
  return database.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ got: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext(${`one-instance:${name}`})) as got`,
    );
    if (!rows[0]?.got) return { ran: false as const };
    return { ran: true as const, value: await work() };
  });
}
