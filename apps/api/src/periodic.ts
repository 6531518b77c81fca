import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { inOneInstance } from './db/one-instance';

/** A background round repeated on a timer (the outbox worker, the clean-up). */
export interface PeriodicTask {
  /** Starts the rounds (no-op when the interval is 0 or it already runs). */
  start(): void;
  /** Stops scheduling and waits for the round in progress. */
  stop(): Promise<void>;
  /**
   * Runs one round now, as the timer does (under the one-instance lock when the task has one); answers whether it ran
   * here (false: another instance was running it).
   */
  tick(): Promise<boolean>;
}

/**
 * Runs `round` every `intervalMs` after the previous round ended (never two at once), the first after
 * `firstDelayMs` (default: the interval). A failed round is logged as `<name>: round failed` and the next one still
 * comes. The timer does not keep the process alive.
 * With `oneInstance` (the database), a round is skipped while another API instance runs the task of the same name
 * (a PostgreSQL advisory lock, see db/one-instance.ts): work that must not run twice at once across instances.
 */
export function periodicTask(opts: {
  name: string;
  log: FastifyBaseLogger;
  intervalMs: number;
  firstDelayMs?: number;
  oneInstance?: Pick<Database, 'db' | 'kind'>;
  round: () => Promise<unknown>;
}): PeriodicTask {
  const { name, log, intervalMs } = opts;
  const database = opts.oneInstance;
  const round = async () => {
    if (database) return (await inOneInstance(database, `periodic:${name}`, opts.round)).ran;
    await opts.round();
    return true;
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  function schedule(delay: number) {
    if (stopped || intervalMs <= 0) return;
    timer = setTimeout(() => {
      running = round()
        .catch((err) => log.error({ err }, `${name}: round failed`))
        .finally(() => schedule(intervalMs));
    }, delay);
    timer.unref?.();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(opts.firstDelayMs ?? intervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    tick: round,
  };
}
