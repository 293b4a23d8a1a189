import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../api-deps';
import { outbox } from '../db/schema';
import type { OutboxKind } from './outbox';

/** A failure no retry can mend (a refund Paystack refuses, an address the server rejects). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** Carries out one job; resolves to what the provider answered (kept on the row). */
export type JobHandler = (payload: Record<string, unknown>, jobId: string) => Promise<string>;

export interface OutboxWorkerOptions {
  db: Database;
  now: () => Date;
  /** Kinds this worker carries out; others stay for a worker that can (or for the admin to read). */
  handlers: Partial<Record<OutboxKind, JobHandler>>;
  /** Tries before a job is given up (and shown as failed). */
  maxTries?: number;
  /** How long a claimed job is this worker's before another may take it (a crash mid-job). */
  leaseSeconds?: number;
  batch?: number;
  /** Jobs carried out at once. */
  concurrency?: number;
  /**
   * What of a job's payload is kept once it is done (sent or given up): its secrets dropped
   * (mail-secrets.ts). Unset: kept whole.
   */
  retire?: (kind: string, payload: Record<string, unknown>) => Record<string, unknown>;
}

export const DEFAULT_MAX_TRIES = 8;

/** 30 s, 1 min, 2 min… capped at an hour: a provider down for a while is tried again, not hammered. */
export function backoffSeconds(tries: number): number {
  return Math.min(30 * 2 ** Math.max(tries - 1, 0), 3600);
}

/**
 * One pass over the due jobs. A job is claimed in a short transaction (FOR UPDATE SKIP LOCKED, so
 * instances sharing the database never take the same one) by pushing its next attempt a lease
 * ahead; it is then carried out with no transaction open, and marked sent, or due again after a
 * backoff, or failed after the last try. A worker killed mid-job leaves it claimed until the lease
 * ends, when it is tried again. Returns how many jobs were carried out successfully.
 */
export async function runDueJobs(options: OutboxWorkerOptions): Promise<number> {
  const { db, handlers } = options;
  const kinds = Object.keys(handlers) as OutboxKind[];
  if (kinds.length === 0) return 0;
  const maxTries = options.maxTries ?? DEFAULT_MAX_TRIES;
  const lease = options.leaseSeconds ?? 120;
  const now = options.now();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id, kind: outbox.kind, payload: outbox.payload, tries: outbox.tries })
      .from(outbox)
      .where(
        and(
          eq(outbox.state, 'pending'),
          lte(outbox.nextAttemptAt, now),
          sql`${outbox.kind} in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})`,
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(options.batch ?? 20)
      .for('update', { skipLocked: true });
    for (const job of due) {
      await tx
        .update(outbox)
        .set({ tries: job.tries + 1, nextAttemptAt: new Date(now.getTime() + lease * 1000) })
        .where(eq(outbox.id, job.id));
    }
    return due;
  });

  const retire = options.retire ?? ((_kind: string, payload: Record<string, unknown>) => payload);
  let done = 0;
  const carryOut = async (job: (typeof claimed)[number]) => {
    const handler = handlers[job.kind as OutboxKind];
    if (!handler) return;
    const tries = job.tries + 1;
    try {
      const result = await handler(job.payload, job.id);
      await db
        .update(outbox)
        .set({
          state: 'sent',
          payload: retire(job.kind, job.payload),
          result: result.slice(0, 500),
          doneAt: options.now(),
          lastError: null,
        })
        .where(eq(outbox.id, job.id));
      done += 1;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const givingUp = error instanceof PermanentJobError || tries >= maxTries;
      await db
        .update(outbox)
        .set(
          givingUp
            ? {
                state: 'failed',
                payload: retire(job.kind, job.payload),
                lastError: message,
                doneAt: options.now(),
              }
            : {
                lastError: message,
                nextAttemptAt: new Date(options.now().getTime() + backoffSeconds(tries) * 1000),
              },
        )
        .where(eq(outbox.id, job.id));
    }
  };
  // A few at a time: a mail server takes several connections, and a slow one holds up no other.
  const queue = [...claimed];
  const lanes = Array.from(
    { length: Math.min(options.concurrency ?? 4, queue.length) },
    async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await carryOut(job);
    },
  );
  await Promise.all(lanes);
  return done;
}
