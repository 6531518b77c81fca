import type { AppInstance } from '../../app-instance';
import { bankGateways } from './gateways';
import { createPaymentLoop, type PaymentLoop } from './loop';
import type { PaymentDeps } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The money core's dependencies (database, banks, default gateway) for startPayment / verifyPayment. */
    payments: PaymentDeps;
    /** The payment loop (re-verification, expiry); `app.paymentLoop.run()` does one round now (tests). */
    paymentLoop: PaymentLoop;
  }
}

/** Banks and the payment loop on the root instance: started on ready, stopped on close, every PAYMENT_LOOP_MS. */
async function paymentPlugin(app: AppInstance) {
  const deps: PaymentDeps = {
    db: app.db,
    gateways: bankGateways(app.db, app.config),
    defaultGateway: app.config.PAYMENT_GATEWAY,
    publicApiUrl: app.config.PUBLIC_API_URL,
  };
  const loop = createPaymentLoop({
    deps,
    log: app.log,
    intervalMs: app.config.PAYMENT_LOOP_MS,
    verifyAfterMinutes: app.config.PAYMENT_VERIFY_AFTER_MINUTES,
    database: app.database,
  });
  app.decorate('payments', deps);
  app.decorate('paymentLoop', loop);
  app.addHook('onReady', async () => loop.start());
  app.addHook('onClose', async () => loop.stop());
}

// Decorations belong to the root instance, not an encapsulated child (what fastify-plugin does).
(paymentPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default paymentPlugin;
