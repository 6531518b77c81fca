import { createHash } from 'node:crypto';
import type { Endpoint } from '@vip/contract';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { authenticateStaff } from '../modules/admin/auth';
import { authenticateAgency } from '../modules/agency/auth';
import { authenticateMember } from './auth';
import { apiError } from './errors';
import { idempotencyKeys } from './idempotency-schema';

/** The header, as every idempotent endpoint declares it (route.ts `schemaOf`): 1–100 visible ASCII characters. */
const IDEMPOTENCY_KEY_DESCRIPTION =
  'A key of your choosing (1–100 visible ASCII characters) that makes a retry safe: the same key with the same ' +
  'request answers the first call’s answer again without doing the work twice (kept 24 hours); with another ' +
  'request it is a 409 `idempotency_conflict`, as is a call while the first with the key is still running for ' +
  'longer than a few seconds. Keys are per caller and operation.';
const idempotencyKey = z
  .string({
    error: 'کلید تکرار (Idempotency-Key) را بفرستید: یک رشتهٔ یکتا برای هر رزرو، تا تکرار درخواست دوبار رزرو نکند.',
  })
  .regex(/^[\x21-\x7e]{1,100}$/, 'کلید تکرار (Idempotency-Key) باید ۱ تا ۱۰۰ نویسهٔ لاتین بدون فاصله باشد.');

/** The `Idempotency-Key` header of an idempotent operation: optional, or required (`idempotent: 'required'`). */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': idempotencyKey.optional().meta({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
});
export const requiredIdempotencyHeaders = z.looseObject({
  'idempotency-key': idempotencyKey.meta({ description: `Required. ${IDEMPOTENCY_KEY_DESCRIPTION}` }),
});

/** How long a call with a key still running is waited for before the other call gets a 409. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
/** A claim older than this without an answer was left by a process that died: the next call takes it over. */
const ABANDONED_MS = 2 * 60_000;

/** Whose key it is: the member, the staff member or the API key (its hash) of the call. */
async function callerOf(request: FastifyRequest, endpoint: Endpoint) {
  if (endpoint.auth === 'member') return `member:${(await authenticateMember(request)).memberId}`;
  if (endpoint.auth === 'staff')
    return `staff:${(await authenticateStaff(request, endpoint.roles ?? ['admin'])).staffId}`;
  // Per agency: one agency's key must never replay another's answer.
  if (endpoint.auth === 'agency') return `agency:${(await authenticateAgency(request)).agencyId}`;
  const apiKey = String(request.headers['x-api-key'] ?? '');
  return `key:${createHash('sha256').update(apiKey).digest('hex')}`;
}

/** What the request asks for, as parsed (schema order, defaults filled): a key's second use must ask the same. */
const requestHashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify([request.params ?? null, request.query ?? null, request.body ?? null]))
    .digest('hex');

export type IdempotentCall =
  | { kind: 'replay'; status: number; answer: string }
  | { kind: 'run'; complete(status: number, answer: string): Promise<void>; release(): Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the request's Idempotency-Key for this caller and operation. `run`: this call is the first (or the first
 * failed and let the key go) and must `complete` with its answer or `release` on failure. `replay`: the key already
 * answered the same request. Another request under the key, or a first call still running after WAIT_MS, is a 409.
 * Concurrent calls meet at the primary key: one insert wins, the others wait for its answer.
 */
export async function claimIdempotencyKey(
  db: Db,
  request: FastifyRequest,
  endpoint: Endpoint,
  key: string,
): Promise<IdempotentCall> {
  const scope = { caller: await callerOf(request, endpoint), operation: endpoint.operationId, key };
  const requestHash = requestHashOf(request);
  const where = and(
    eq(idempotencyKeys.caller, scope.caller),
    eq(idempotencyKeys.operation, scope.operation),
    eq(idempotencyKeys.key, scope.key),
  );
  const run: IdempotentCall = {
    kind: 'run',
    complete: async (status, answer) => {
      await db.update(idempotencyKeys).set({ status, answer }).where(where);
    },
    release: async () => {
      await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.status)));
    },
  };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [mine] = await db
      .insert(idempotencyKeys)
      .values({ ...scope, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (mine) return run;
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) continue; // the first call failed and let the key go meanwhile: try to take it
    if (row.requestHash !== requestHash) {
      throw apiError('idempotency_conflict', 'این کلید تکرار پیش‌تر با درخواست دیگری به کار رفته است.');
    }
    if (row.status !== null && row.answer !== null) return { kind: 'replay', status: row.status, answer: row.answer };
    const [takenOver] = await db
      .update(idempotencyKeys)
      .set({ claimedAt: new Date() })
      .where(
        and(where, isNull(idempotencyKeys.status), lt(idempotencyKeys.claimedAt, new Date(Date.now() - ABANDONED_MS))),
      )
      .returning({ key: idempotencyKeys.key });
    if (takenOver) return run;
    if (Date.now() >= deadline) {
      throw apiError(
        'idempotency_conflict',
        'درخواست دیگری با همین کلید تکرار هنوز در جریان است؛ چند لحظه بعد دوباره بفرستید.',
      );
    }
    await sleep(POLL_MS);
  }
}

/**
 * The OpenAPI transform's last step: a header parameter named as HTTP spells it (`Idempotency-Key`), while the
 * schema checks the name Node gives every header it receives (lower case).
 */
export function spellHeaderNames<T extends { schema?: unknown }>(transformed: T): T {
  const headers = (transformed.schema as { headers?: { properties?: Record<string, unknown> } } | undefined)?.headers;
  const properties = headers?.properties;
  if (properties && 'idempotency-key' in properties) {
    const { 'idempotency-key': key, ...rest } = properties;
    headers.properties = { 'Idempotency-Key': key, ...rest };
  }
  return transformed;
}
