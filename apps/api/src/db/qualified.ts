import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written with its table, `"orders"."id"`, for the outer side of a correlated subquery: in a select from one
 * table Drizzle writes columns bare (`"id"`), and inside `(select … from credit_transactions where order_id = "id")`
 * a bare name is the inner table's own column — the subquery then compares a row with itself.
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
