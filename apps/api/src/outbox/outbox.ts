import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { SmsMessage, SmsSender } from '../sms/sender';
import { outbox } from './schema';
import { type PeriodicTask, periodicTask } from '../periodic';

/** Attempts before a message is marked `failed`. */
export const OUTBOX_MAX_ATTEMPTS = 10;
/** How long a claimed row stays with its worker before another may take it (a crashed send). */
const CLAIM_MS = 60_000;

/** Delay before attempt `attempts + 1`: 5 s doubling up to 15 minutes. */
export function outboxBackoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);
}

/** Stores an SMS in the outbox; call it with the transaction of the change that causes it. */
export function enqueueSms(tx: Db, message: SmsMessage) {
  return enqueueMessage(tx, 'sms', message);
}

/** Stores an e-mail (recipient = address, template = subject) in the outbox, like an SMS. */
export function enqueueEmail(tx: Db, message: SmsMessage) {
  return enqueueMessage(tx, 'email', message);
}

/**
 * Stores, for each of the site's revalidation handlers (one per site instance), a notice of the cache tags a write
 * changed (channel `site`: recipient = the handler's URL, body = `{ tags }`). Sent like an SMS, so a site that is
 * down or restarting gets it on a later attempt instead of keeping old pages until they expire.
 */
export async function enqueueSiteRevalidation(tx: Db, urls: string[], tags: string[]) {
  if (!tags.length) return;
  for (const url of urls) {
    await enqueueMessage(tx, 'site', {
      recipient: url,
      template: 'revalidate',
      token: '',
      body: JSON.stringify({ tags }),
    });
  }
}

async function enqueueMessage(tx: Db, channel: 'sms' | 'email' | 'site', message: SmsMessage) {
  const [row] = await tx
    .insert(outbox)
    .values({
      channel,
      recipient: message.recipient,
      template: message.template,
      token: message.token,
      body: message.body,
    })
    .returning({ id: outbox.id });
  return row.id;
}

/** What one drain did. */
export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

/** The outbox worker of one API instance: `start()` polls every `pollMs` (no-op when 0), `stop()` waits. */
export interface OutboxWorker extends PeriodicTask {
  /** Sends every message due at `now` (default: the present), batch after batch, and says what happened. */
  drain(opts?: { now?: Date }): Promise<DrainResult>;
}

/** Claims up to `limit` due rows (FOR UPDATE SKIP LOCKED, so instances never take the same row). */
async function claim(db: Db, now: Date, limit: number) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)),
        and(eq(outbox.status, 'sending'), lte(outbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, lockedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Builds the worker that sends outbox rows through `sender`, retrying with backoff. */
export function createOutboxWorker(opts: {
  db: Db;
  sender: SmsSender;
  /** Sender of `email` rows; without one they are retried and end `failed`. */
  emailSender?: SmsSender;
  /** Sender of `site` rows (cache revalidation notices to the site). */
  siteSender?: SmsSender;
  log: FastifyBaseLogger;
  pollMs: number;
  batchSize?: number;
}): OutboxWorker {
  const { db, log } = opts;
  const batchSize = opts.batchSize ?? 20;
  const senders: Record<string, SmsSender | undefined> = {
    sms: opts.sender,
    email: opts.emailSender,
    site: opts.siteSender,
  };
  async function sendOne(row: typeof outbox.$inferSelect, now: Date, result: DrainResult) {
    const sender = senders[row.channel];
    try {
      if (!sender) throw new Error(`no sender for channel ${row.channel}`);
      await sender.send({ recipient: row.recipient, template: row.template, token: row.token, body: row.body });
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(outbox.id, row.id));
      result.sent++;
    } catch (err) {
      const message = (err as Error).message ?? String(err);
      const failed = row.attempts >= OUTBOX_MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + outboxBackoffMs(row.attempts)),
        })
        .where(eq(outbox.id, row.id));
      if (failed) result.failed++;
      else result.retried++;
      log.warn(
        { outboxId: row.id, attempts: row.attempts, err: message, provider: sender?.name },
        'outbox: send failed',
      );
    }
  }

  async function drain(drainOpts: { now?: Date } = {}): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    const now = drainOpts.now ?? new Date();
    for (;;) {
      const rows = await claim(db, now, batchSize);
      if (rows.length === 0) break;
      for (const row of rows) await sendOne(row, now, result);
      if (rows.length < batchSize) break;
    }
    return result;
  }

  return { drain, ...periodicTask({ name: 'outbox', log, intervalMs: opts.pollMs, round: drain }) };
}

/** Recent messages, newest first (the dev route). */
export function recentMessages(db: Db, recipient: string | undefined, limit: number) {
  return db
    .select()
    .from(outbox)
    .where(recipient ? eq(outbox.recipient, recipient) : undefined)
    .orderBy(sql`${outbox.id} desc`)
    .limit(limit);
}

/** SMS written in the last `hours` that the worker gave up on (every attempt failed), for the dashboard. */
export async function failedSmsCount(db: Db, now = new Date(), hours = 24) {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'sms'),
        eq(outbox.status, 'failed'),
        sql`${outbox.createdAt} > ${new Date(now.getTime() - hours * 3_600_000)}`,
      ),
    );
  return n;
}
