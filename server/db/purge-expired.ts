import { lt } from 'drizzle-orm';
import type { Database } from '../api-deps';
import {
  emailVerifications,
  idempotencyKeys,
  loginThrottle,
  passwordResets,
  revokedSessions,
  revokedTokens,
} from './schema';
import { consoleLog, type Log } from '../log';

/** A repeat of an order after this long creates a new one: queued orders are sent within days. */
export const IDEMPOTENCY_KEY_DAYS = 7;
/** At most one purge per database per minute: it rides on writes, never on every one. */
export const PURGE_INTERVAL_MS = 60_000;

const lastPurge = new WeakMap<Database, number>();

/**
 * Deletes throttle counters whose window is long over, expired reset links and signed-out tokens,
 * and idempotency keys older than
 * IDEMPOTENCY_KEY_DAYS (both by an indexed column), at most once a minute per database. Called
 * on rate-limited writes, so the tables stay small on every host without a timer. A failure only
 * postpones the purge: it never fails the request that triggered it.
 */
export async function purgeExpiredRows(
  db: Database,
  now: Date,
  counterWindowSeconds: number,
  log: Pick<Log, 'warn'> = consoleLog,
): Promise<void> {
  const at = now.getTime();
  const previous = lastPurge.get(db);
  if (previous !== undefined && at - previous < PURGE_INTERVAL_MS && at >= previous) return;
  lastPurge.set(db, at);
  try {
    await db
      .delete(loginThrottle)
      .where(lt(loginThrottle.windowStart, new Date(at - counterWindowSeconds * 1000)));
    await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(at - IDEMPOTENCY_KEY_DAYS * 86_400_000)));
    await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
    await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now));
    await db.delete(emailVerifications).where(lt(emailVerifications.expiresAt, now));
  } catch (error) {
    log.warn({ err: (error as Error).message }, 'purging expired rows failed');
  }
}
