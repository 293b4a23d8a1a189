import type { Database } from '../api-deps';
import { outbox } from '../db/schema';

/** What leaves the system through the outbox. */
export type OutboxKind = 'refund' | 'email';

export interface RefundJob {
  reference: string;
  orderId: string;
}

type Inserter = Pick<Database, 'insert'>;

/**
 * Writes a job in the caller's transaction: it exists exactly when the change that causes it
 * committed, and a worker (outbox-worker.ts) carries it out, retrying until it succeeds.
 */
export async function enqueue(
  tx: Inserter,
  kind: OutboxKind,
  payload: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await tx.insert(outbox).values({ kind, payload, nextAttemptAt: now, createdAt: now });
}
