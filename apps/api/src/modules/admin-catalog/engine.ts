import { persianLetters } from '@vip/domain';
import { type AnyColumn, and, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { listEnvelope, parseSort } from '../../db/list';
import { type ApiError, apiError, badRequest, notFound } from '../../http/errors';
import type { Storage } from '../../storage';

/** A table with a serial `id` (every catalogue table). */
export type IdTable = PgTable & { id: PgColumn };

/** What the writes of a resource may use besides the transaction. */
export interface WriteContext {
  storage: Storage;
}

/** A body as the contract parsed it (create: whole; update: the part sent). */
export type Body = Record<string, unknown>;

/** A foreign id a body may name, checked to exist (an unknown one is a 400 on its field). */
export interface RefCheck {
  field: string;
  table: IdTable;
  /** Persian name of what it refers to ("برند"). */
  what: string;
  /** Extra condition the row must meet (a news category must be of the news module). */
  where?: SQL;
}

/**
 * One catalogue resource: its table, how its list is searched, sorted and filtered, how records are read (with their
 * children), how a body is written, what refers to it, and which of the site's cache tags show it.
 */
export interface ResourceDef<Rec extends { id: number }> {
  /** Audit entity name. */
  entity: string;
  /** Persian name for "… not found". */
  what: string;
  table: IdTable;
  /** Columns `q` is matched against (ILIKE, Persian letters as stored). */
  search: AnyColumn[];
  /** The contract's sort fields and their columns. */
  sort: Record<string, AnyColumn | SQL>;
  /** Exact-match filters: query field → condition. */
  filters?: Record<string, (value: number) => SQL>;
  /** Records by id, in any order. */
  load(db: Db, ids: number[], ctx: WriteContext): Promise<Rec[]>;
  /** Writes a body (create when `current` is undefined) and answers the row's id. */
  save(tx: Db, body: Body, current: Rec | undefined, ctx: WriteContext): Promise<number>;
  /** Foreign ids a body may name. */
  refs?: RefCheck[];
  /** Rules across fields, on the record as it will be (throws a 400 naming the field). */
  check?(merged: Body): void;
  /** Why the row cannot be deleted (rows refer to it), in Persian; undefined when it can. */
  inUse?(tx: Db, id: number): Promise<string | undefined>;
  /** Deletes the row (default: its table row; children with ON DELETE CASCADE go with it). */
  remove?(tx: Db, id: number): Promise<void>;
  /** The site's revalidation tags a change of this record touches. */
  tags(rec: Rec): string[];
}

/** 400 naming a field of the body (`body.<field>`, as the contract's own validation names it). */
export const bodyError = (field: string, message: string) => badRequest(`body.${field}`, message);

/** snake_case → camelCase. */
const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** camelCase → snake_case. */
const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The columns of `table` a body sets: each field whose camelCase name is a column (ISO instants of timestamp
 * columns become dates), except those in `skip` (written by the resource itself).
 */
export function columnsOf(table: PgTable, body: Body, skip: readonly string[] = []): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined || skip.includes(field)) continue;
    const name = camel(field);
    const column = columns[name];
    if (!column || name === 'id') continue;
    out[name] = column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}

/**
 * A row as a record: camelCase columns to snake_case fields, dates to ISO-8601, without the search columns
 * (`…Search`) and the fields in `skip`.
 */
export function recordOf(row: Record<string, unknown>, skip: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    if (name.endsWith('Search') || skip.includes(name)) continue;
    out[snake(name)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Inserts (no `id`) or updates the columns of a body; answers the id. */
export async function upsertRow(tx: Db, table: IdTable, id: number | undefined, values: Record<string, unknown>) {
  if (id === undefined) {
    const [row] = await tx
      .insert(table)
      .values(values as never)
      .returning({ id: table.id });
    return row.id as number;
  }
  if (Object.keys(values).length) {
    await tx
      .update(table)
      .set(values as never)
      .where(eq(table.id, id));
  }
  return id;
}

/**
 * Child rows given as a list (terminals, album items, suites): items with an `id` of this parent are updated, items
 * without one inserted, rows left out deleted. An id that is not the parent's is a 400 on `field`.
 */
export async function syncChildren<T extends { id?: number }>(
  tx: Db,
  spec: { table: IdTable; parent: AnyColumn; parentId: number; field: string },
  items: T[] | undefined,
  values: (item: T) => Record<string, unknown>,
) {
  if (items === undefined) return;
  const existing = await tx.select({ id: spec.table.id }).from(spec.table).where(eq(spec.parent, spec.parentId));
  const ids = new Set(existing.map((r) => r.id as number));
  const kept = new Set<number>();
  for (const [i, item] of items.entries()) {
    if (item.id !== undefined && !ids.has(item.id)) {
      throw bodyError(`${spec.field}.${i}.id`, 'این مورد از آنِ این رکورد نیست؛ بدون شناسه بفرستید تا افزوده شود.');
    }
    if (item.id !== undefined) kept.add(item.id);
  }
  const gone = [...ids].filter((id) => !kept.has(id));
  if (gone.length) await tx.delete(spec.table).where(inArray(spec.table.id, gone));
  for (const item of items) {
    const row = values(item);
    if (item.id !== undefined) {
      await tx
        .update(spec.table)
        .set(row as never)
        .where(eq(spec.table.id, item.id));
    } else {
      await tx.insert(spec.table).values({ ...row, [parentKey(spec)]: spec.parentId } as never);
    }
  }
}

/** The property name of the parent column in its table. */
function parentKey(spec: { table: IdTable; parent: AnyColumn }) {
  const columns = getTableColumns(spec.table) as Record<string, AnyColumn>;
  return Object.keys(columns).find((k) => columns[k] === spec.parent)!;
}

/** Checks that every foreign id a body names exists (an array field checks each). */
async function checkRefs(tx: Db, refs: RefCheck[] | undefined, body: Body) {
  for (const ref of refs ?? []) {
    const value = body[ref.field];
    if (value === undefined || value === null) continue;
    const ids = [...new Set(Array.isArray(value) ? (value as number[]) : [value as number])];
    if (!ids.length) continue;
    const found = await tx
      .select({ id: ref.table.id })
      .from(ref.table)
      .where(and(inArray(ref.table.id, ids), ref.where));
    const have = new Set(found.map((r) => r.id as number));
    const missing = ids.filter((id) => !have.has(id));
    if (missing.length) {
      throw bodyError(ref.field, `${ref.what} با شناسهٔ ${missing.join('، ')} پیدا نشد.`);
    }
  }
}

/** A unique index broken (slug, code, IATA): 409 `duplicate` naming the field when the index says which. */
function duplicateOf(err: unknown): ApiError | undefined {
  const e = (err as { cause?: unknown }).cause ?? err;
  const { code, constraint, detail } = e as { code?: string; constraint?: string; detail?: string };
  if (code !== '23505') return undefined;
  const field = /\(([a-z_]+)\)=/.exec(detail ?? '')?.[1] ?? /_([a-z]+)_(?:idx|key)$/.exec(constraint ?? '')?.[1];
  const message = 'این مقدار پیش‌تر برای مورد دیگری ثبت شده است؛ مقدار دیگری برگزینید.';
  return apiError('duplicate', message, field ? [{ field: `body.${field}`, message }] : undefined);
}

/** A row others still refer to through a foreign key (a fallback to `inUse`). */
function foreignKeyOf(err: unknown): ApiError | undefined {
  const e = (err as { cause?: unknown }).cause ?? err;
  if ((e as { code?: string }).code !== '23503') return undefined;
  return apiError('in_use', 'ردیف‌های دیگری به این مورد اشاره می‌کنند و حذف نمی‌شود.');
}

/** A number too large for its column (a price in an `integer` column): a 400, not a database error. */
function outOfRangeOf(err: unknown): ApiError | undefined {
  const e = (err as { cause?: unknown }).cause ?? err;
  if ((e as { code?: string }).code !== '22003') return undefined;
  return apiError('validation_error', 'عددی بیش از اندازهٔ مجاز فرستاده شده است.');
}

/** Runs a write, turning unique and foreign-key violations into 409 answers and out-of-range numbers into 400. */
export async function mappedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw duplicateOf(err) ?? foreignKeyOf(err) ?? outOfRangeOf(err) ?? err;
  }
}

/** The list query every resource takes (paging, sort, q, and the resource's own filters). */
export interface ListQuery {
  limit: number;
  offset: number;
  sort?: string;
  q?: string;
  [filter: string]: unknown;
}

/** A resource's list: ids of the page (filtered, searched, sorted; newest first by default), then their records. */
export async function listRecords<Rec extends { id: number }>(
  db: Db,
  def: ResourceDef<Rec>,
  q: ListQuery,
  ctx: WriteContext,
) {
  const where: SQL[] = [];
  for (const [field, cond] of Object.entries(def.filters ?? {})) {
    const value = q[field];
    if (typeof value === 'number') where.push(cond(value));
  }
  const text = q.q?.trim();
  if (text && def.search.length) {
    const pattern = `%${persianLetters(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const asId = /^\d{1,9}$/.test(text) ? [eq(def.table.id, Number(text))] : [];
    where.push(or(...def.search.map((c) => ilike(c, pattern)), ...asId)!);
  }
  const cond = where.length ? and(...where) : undefined;
  const orderBy = parseSort(q.sort, def.sort, [sql`${def.table.id} desc`]);
  const [rows, total] = await Promise.all([
    db
      .select({ id: def.table.id })
      .from(def.table)
      .where(cond)
      .orderBy(...orderBy)
      .limit(q.limit)
      .offset(q.offset),
    db.$count(def.table, cond),
  ]);
  const ids = rows.map((r) => r.id as number);
  const byId = new Map((await def.load(db, ids, ctx)).map((r) => [r.id, r]));
  return listEnvelope(
    ids.map((id) => byId.get(id)!),
    total,
    q.limit,
    q.offset,
  );
}

/** One record, or 404. */
export async function getRecord<Rec extends { id: number }>(
  db: Db,
  def: ResourceDef<Rec>,
  id: number,
  ctx: WriteContext,
): Promise<Rec> {
  const [rec] = await def.load(db, [id], ctx);
  if (!rec) throw notFound(def.what);
  return rec;
}

/** What a write answers to the audit: the record after, the one before, and its id. */
export interface WriteOutcome<Rec> {
  result: Rec | undefined;
  before?: Rec;
  after?: Rec;
  entityId: number;
}

/** Creates (`id` undefined) or updates a record inside the audited transaction. */
export async function saveRecord<Rec extends { id: number }>(
  tx: Db,
  def: ResourceDef<Rec>,
  id: number | undefined,
  body: Body,
  ctx: WriteContext,
): Promise<WriteOutcome<Rec>> {
  const before = id === undefined ? undefined : await getRecord(tx, def, id, ctx);
  def.check?.({ ...(before ?? {}), ...body });
  await checkRefs(tx, def.refs, body);
  const savedId = await mappedWrite(() => def.save(tx, body, before, ctx));
  const after = await getRecord(tx, def, savedId, ctx);
  return { result: after, before, after, entityId: savedId };
}

/** Deletes a record inside the audited transaction: 404 when missing, 409 `in_use` while rows refer to it. */
export async function deleteRecord<Rec extends { id: number }>(
  tx: Db,
  def: ResourceDef<Rec>,
  id: number,
  ctx: WriteContext,
): Promise<WriteOutcome<Rec>> {
  const before = await getRecord(tx, def, id, ctx);
  const reason = await def.inUse?.(tx, id);
  if (reason) throw apiError('in_use', reason);
  await mappedWrite(async () => {
    if (def.remove) await def.remove(tx, id);
    else await tx.delete(def.table).where(eq(def.table.id, id));
  });
  return { result: undefined, before, entityId: id };
}

/** Whether any row of `table` matches (for `inUse`). */
export async function anyRow(tx: Db, table: PgTable, where: SQL) {
  return (await tx.$count(table, where)) > 0;
}

/** The first reason whose condition holds (checks run in order). */
export async function firstReason(checks: [() => Promise<boolean>, string][]): Promise<string | undefined> {
  for (const [holds, reason] of checks) if (await holds()) return reason;
  return undefined;
}
