import { devEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../app-instance';
import { route } from '../http/route';
import { createSmsSender, type SmsSender } from '../sms/sender';
import { createOutboxWorker, type OutboxWorker, recentMessages } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS adapter chosen by SMS_PROVIDER. */
    sms: SmsSender;
    /** This instance's outbox worker; `app.outbox.drain()` sends everything due (tests). */
    outbox: OutboxWorker;
  }
}

/**
 * SMS adapter + outbox worker on the root instance (started on ready, stopped on close), and the dev-only
 * `GET /v1/dev/outbox` while DEV_OUTBOX is on (outbox adapter only; see config).
 */
async function outboxPlugin(app: AppInstance) {
  const sms = createSmsSender(app.config, app.log);
  const worker = createOutboxWorker({ db: app.db, sender: sms, log: app.log, pollMs: app.config.OUTBOX_POLL_MS });
  app.decorate('sms', sms);
  app.decorate('outbox', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());

  if (app.config.DEV_OUTBOX) {
    route(app, api.listDevOutbox, async (request) => {
      const rows = await recentMessages(app.db, request.query.mobile, request.query.limit);
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
