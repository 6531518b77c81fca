import { sql } from 'drizzle-orm';
import type { Storage } from '../../storage';
import type { Db } from '../client';

/** What a seeder may use besides the database: the media storage (generated demo images). */
export interface SeedContext {
  storage: Storage;
}

/** A named demo-data step; bump `version` to re-run it on existing databases (it must then be idempotent). */
export interface Seeder {
  name: string;
  version: number;
  run(db: Db, ctx: SeedContext): Promise<void>;
}

/** After inserting rows with explicit ids, moves the table's serial past them. */
export async function syncSequence(db: Db, table: string) {
  await db.execute(
    sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1))`),
  );
}
