import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../api-deps';
import { loginThrottle } from '../db/schema';

// Counters live in the database, not in memory, so every server instance enforces the same limit.
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_IDENTIFIER = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export const identifierKey = (identifier: string) => `id:${identifier.trim().toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;

/** Seconds until the caller may try again, or 0 when no key is locked. */
export async function lockedForSeconds(db: Database, keys: string[], now: Date): Promise<number> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys));
  const until = Math.max(
    0,
    ...rows.map((r) => (r.lockedUntil ? new Date(r.lockedUntil).getTime() : 0)),
  );
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/**
 * Counts one failure against `key` in a single upsert (atomic under concurrency): a stale window
 * restarts at 1, and reaching `limit` locks the key for one window from now.
 */
export async function recordFailure(
  db: Database,
  key: string,
  limit: number,
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const lockUntil = new Date(now.getTime() + THROTTLE_WINDOW_MS);
  const fresh = sql`${loginThrottle.windowStart} < ${windowStart.toISOString()}::timestamptz`;
  const nextCount = sql`case when ${fresh} then 1 else ${loginThrottle.failures} + 1 end`;
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart: now, lockedUntil: limit <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: nextCount,
        windowStart: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStart} end`,
        lockedUntil: sql`case when ${nextCount} >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${loginThrottle.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/**
 * The client's address as the host reports it. Hosts behind a proxy must set (overwrite)
 * X-Forwarded-For; without one the address is unknown and only the per-identifier limit applies,
 * so one attacker cannot lock everybody out.
 */
export function clientAddress(headers: { get(name: string): string | null }): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 100);
  const real = headers.get('x-real-ip')?.trim();
  return real ? real.slice(0, 100) : null;
}
