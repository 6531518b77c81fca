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

/** Said at start when ALLOW_SANDBOX_BANK lets a production API offer the sandbox bank. */
export const SANDBOX_IN_PRODUCTION =
  'ALLOW_SANDBOX_BANK=true: the SANDBOX BANK is on in production — anyone can pay orders and top up wallets with money that does not exist. Demo only; never on a real shop.';

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
  app.addHook('onReady', async () => {
    if (app.config.NODE_ENV === 'production' && deps.gateways.sandbox) app.log.warn(SANDBOX_IN_PRODUCTION);
    loop.start();
  });
  app.addHook('onClose', async () => loop.stop());
}

// Decorations belong to the root instance, not an encapsulated child (what fastify-plugin does).
(paymentPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default paymentPlugin;
