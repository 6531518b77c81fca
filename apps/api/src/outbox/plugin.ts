import { devEndpoints as api } from '@vip/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-instance';
import { routeNotFound } from '../http/errors';
import { route } from '../http/route';
import { createSmsSender, logSender, type SmsSender } from '../sms/sender';
import { siteRevalidationSender } from '../modules/admin-catalog/invalidate';
import { createOutboxWorker, type OutboxWorker, recentMessages } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS adapter chosen by SMS_PROVIDER. */
    sms: SmsSender;
    /** This instance's outbox worker; `app.outbox.drain()` sends everything due (tests). */
    outbox: OutboxWorker;
  }
}

const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-client-ip', 'x-real-ip'];
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Whether a request comes straight from this machine: a loopback peer and no proxy header (a request that came
 * through the site's server or a reverse proxy carries one, and stands for someone else).
 */
export function isDirectLoopback(request: Pick<FastifyRequest, 'headers' | 'socket'>): boolean {
  if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) return false;
  return !PROXY_HEADERS.some((h) => request.headers[h] !== undefined);
}

/**
 * SMS adapter + outbox worker on the root instance (started on ready, stopped on close), and the dev-only
 * `GET /v1/dev/outbox` while DEV_OUTBOX is on (outbox adapter only; see config). The listing holds sign-in codes,
 * so it answers only callers on this machine that come directly; anyone else gets the same 404 as a missing route.
 */
async function outboxPlugin(app: AppInstance) {
  const sms = createSmsSender(app.config, app.log);
  const worker = createOutboxWorker({
    db: app.db,
    sender: sms,
    // No mail provider yet: e-mails are logged (code masked) and listed by the dev route like SMS.
    emailSender: logSender(app.log, 'email'),
    siteSender: siteRevalidationSender(app.config, app.log),
    log: app.log,
    pollMs: app.config.OUTBOX_POLL_MS,
  });
  app.decorate('sms', sms);
  app.decorate('outbox', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());

  if (app.config.DEV_OUTBOX) {
    route(app, api.listDevOutbox, async (request) => {
      if (!isDirectLoopback(request)) throw routeNotFound();
      const recipient = request.query.mobile ?? request.query.email;
      const rows = await recentMessages(app.db, recipient, request.query.limit);
      return {
        data: rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          recipient: r.recipient,
          template: r.template,
          token: r.token,
          body: r.body,
          status: r.status,
          attempts: r.attempts,
          last_error: r.lastError,
          created_at: r.createdAt.toISOString(),
          sent_at: r.sentAt?.toISOString() ?? null,
        })),
      };
    });
  }
}

// Decorations belong to the root instance, not an encapsulated child (what fastify-plugin does).
(outboxPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default outboxPlugin;

/** Sends every outbox message due now (or at `now`) on this instance; for tests and scripts. */
export function drainOutbox(app: { outbox: OutboxWorker }, opts?: { now?: Date }) {
  return app.outbox.drain(opts);
}
