import type { AppInstance } from '../app-instance';
import { type Cleanup, createCleanup } from './cleanup';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's periodic clean-up; `app.cleanup.run()` runs one round now (tests). */
    cleanup: Cleanup;
  }
}

/** The clean-up loop on the root instance: started on ready, stopped on close, every CLEANUP_INTERVAL_MS. */
async function cleanupPlugin(app: AppInstance) {
  const cleanup = createCleanup({
    db: app.db,
    database: app.database,
    log: app.log,
    intervalMs: app.config.CLEANUP_INTERVAL_MS,
  });
  app.decorate('cleanup', cleanup);
  app.addHook('onReady', async () => cleanup.start());
  app.addHook('onClose', async () => cleanup.stop());
}

// Decorations belong to the root instance, not an encapsulated child (what fastify-plugin does).
(cleanupPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default cleanupPlugin;
