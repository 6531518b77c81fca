import type { AnyColumn, SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client';
import { listEnvelope } from './list';

/** What one paged list of a single table needs: its columns, filter, order and page. */
export interface ListSpec<S extends SelectedFields> {
  table: PgTable;
  columns: S;
  where?: SQL;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** The select to page when the list needs joins (`db.select(columns).from(table)…$dynamic()`); default: that. */
  select?: (where: SQL | undefined) => PgSelect;
}

/** Row type of a select over `S`. */
export type RowOf<S extends SelectedFields> = SelectResultFields<S>;

/** Runs a paged select and its count together and answers the list envelope, each row passed through `map`. */
export async function runList<S extends SelectedFields, T>(db: Db, spec: ListSpec<S>, map: (row: RowOf<S>) => T) {
  const select =
    spec.select ??
    ((where) =>
      db
        .select(spec.columns as SelectedFields)
        .from(spec.table)
        .where(where)
        .$dynamic());
  const [rows, total] = await Promise.all([
    select(spec.where)
      .orderBy(...spec.orderBy)
      .limit(spec.limit)
      .offset(spec.offset),
    db.$count(spec.table, spec.where),
  ]);
  return listEnvelope((rows as RowOf<S>[]).map(map), total, spec.limit, spec.offset);
}

/** One row by id through `map`, or undefined. */
export async function getById<S extends SelectedFields, T>(
  db: Db,
  table: PgTable,
  columns: S,
  idColumn: AnyColumn,
  id: number,
  map: (row: RowOf<S>) => T,
): Promise<T | undefined> {
  const [row] = await db
    .select(columns as SelectedFields)
    .from(table)
    .where(eq(idColumn, id))
    .limit(1);
  return row ? map(row as RowOf<S>) : undefined;
}
