import type { z } from 'zod';
import type { auditListQuery } from '@vip/contract';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { listEnvelope } from '../../db/list';
import type { StaffRole } from '@vip/domain';
import { requireStaff } from './auth';
import { auditLog, staff } from './schema';

/** Who writes, as the audit log and the order history name them. */
export interface StaffActor {
  staffId: number;
  role: StaffRole;
  clientIp: string;
}

/** The staff and address of a request (the route's preHandler already checked the role). */
export async function staffActorOf(request: FastifyRequest): Promise<StaffActor> {
  const auth = await requireStaff(request);
  return { staffId: auth.staffId, role: auth.role, clientIp: clientIp(request) };
}

/** What one staff write changed. `before`/`after` are the fields that matter, as plain JSON. */
export interface AuditChange {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  note?: string | null;
}

/** Appends one entry; call it inside the write's transaction so the entry exists exactly when the write does. */
export async function recordAudit(tx: Db, who: StaffActor, change: AuditChange) {
  await tx.insert(auditLog).values({
    staffId: who.staffId,
    role: who.role,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId == null ? null : String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
    note: change.note ?? null,
    clientIp: who.clientIp,
  });
}

/** What a staff write answers: its result, the fields before and after, and the entity's id when only it knows. */
export interface AuditedResult<T> {
  result: T;
  before?: unknown;
  after?: unknown;
  entityId?: string | number;
}

/**
 * Runs a staff write and its audit entry in one transaction: `write` answers the result and the before/after of
 * the change. The entry is written only when the write succeeds.
 */
export async function auditedWrite<T>(
  db: Db,
  who: StaffActor,
  base: Omit<AuditChange, 'before' | 'after'>,
  write: (tx: Db) => Promise<AuditedResult<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, before, after, entityId } = await write(tx);
    await recordAudit(tx, who, { ...base, entityId: entityId ?? base.entityId, before, after });
    return result;
  });
}

/** The audit log, newest first, filtered. */
export async function listAudit(db: Db, q: z.output<typeof auditListQuery>) {
  const where: SQL[] = [];
  if (q.staff_id) where.push(eq(auditLog.staffId, q.staff_id));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.entity_id) where.push(eq(auditLog.entityId, q.entity_id));
  if (q.from) where.push(gte(auditLog.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(auditLog.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ entry: auditLog, email: staff.email })
      .from(auditLog)
      .innerJoin(staff, eq(staff.id, auditLog.staffId))
      .where(cond)
      .orderBy(desc(auditLog.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(cond),
  ]);
  return listEnvelope(
    rows.map(({ entry, email }) => ({
      id: entry.id,
      staff_id: entry.staffId,
      staff_email: email,
      role: entry.role as StaffRole,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      // Stored from the field objects recordAudit is given (jsonb reads back as unknown).
      before: (entry.before ?? null) as Record<string, unknown> | null,
      after: (entry.after ?? null) as Record<string, unknown> | null,
      note: entry.note,
      client_ip: entry.clientIp,
      created_at: entry.createdAt.toISOString(),
    })),
    total,
    q.limit,
    q.offset,
  );
}
