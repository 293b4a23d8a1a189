import type { ApiBackgroundWork } from '../create-api';
import type { JobHandler } from '../outbox/outbox-worker';
import type { OutboxKind } from '../outbox/outbox';

export interface BackgroundWorkOptions {
  /** How often due outbox jobs (refunds, e-mail) are looked for. */
  outboxEveryMs?: number;
  /** How often unpaid online orders past their time are expired. */
  expiryEveryMs?: number;
  /** Outbox kinds only this host can carry out (e-mail over SMTP). */
  handlers?: Partial<Record<OutboxKind, JobHandler>>;
  warn: (line: string) => void;
}

export interface BackgroundWork {
  /** Stops scheduling and waits for the pass in progress (SIGTERM). */
  stop(): Promise<void>;
}

/**
 * The Node host's workers: the outbox and the payment expiry, each a pass every few seconds,
 * never two passes of one at once. Several instances may run them on one database: the passes
 * claim their rows with FOR UPDATE SKIP LOCKED.
 */
export function startBackgroundWork(
  work: ApiBackgroundWork,
  options: BackgroundWorkOptions,
): BackgroundWork {
  let stopped = false;
  const running = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();

  const loop = (name: string, everyMs: number, pass: () => Promise<unknown>) => {
    const next = () => {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const run = pass()
          .catch((error: unknown) =>
            options.warn(`${name}: ${error instanceof Error ? error.message : String(error)}`),
          )
          .finally(() => {
            running.delete(run);
            next();
          });
        running.add(run);
      }, everyMs);
      timers.add(timer);
    };
    next();
  };

  loop('outbox', options.outboxEveryMs ?? 2000, () => work.runOutbox(options.handlers));
  loop('payment expiry', options.expiryEveryMs ?? 30_000, () => work.expirePayments());

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
