import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiContext, ApiEnv } from '../api-context';
import type { Database } from '../api-deps';
import { loginThrottle } from '../db/schema';
import { purgeExpiredRows } from '../db/purge-expired';
import { ApiError } from '../wire/api-error';
import { longestWindowSeconds, rateLimitsOf, type RateLimit } from './rate-limits';

/** One counter to bump: its row key in `login_throttle` and the limit it answers to. */
export interface Counter {
  key: string;
  limit: RateLimit;
}

export interface Verdict {
  allowed: boolean;
  /** Seconds until every exceeded counter's window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against every counter in ONE upsert and tells whether the caller is still
 * within every limit. The statement is atomic per row on PostgreSQL and PGlite alike, so parallel
 * requests (on any number of instances) can never all slip under a limit: the 6th of 40 parallel
 * attempts sees 6. Fixed windows: a row's `locked_until` holds the end of its current window,
 * and an attempt after it starts a new window at 1. Keys are taken in sorted order so two
 * statements locking the same rows never wait on each other in a cycle.
 */
export async function countAttempt(
  db: Database,
  counters: readonly Counter[],
  now: Date,
): Promise<Verdict> {
  if (counters.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  const sorted = [...counters].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const expired = sql`(${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} <= excluded.window_start)`;
  const rows = await db
    .insert(loginThrottle)
    .values(
      sorted.map((c) => ({
        key: c.key,
        failures: 1,
        windowStart: now,
        lockedUntil: new Date(now.getTime() + c.limit.windowSeconds * 1000),
      })),
    )
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${loginThrottle.windowStart} end`,
        lockedUntil: sql`case when ${expired} then excluded.locked_until else ${loginThrottle.lockedUntil} end`,
      },
    })
    .returning({
      key: loginThrottle.key,
      count: loginThrottle.failures,
      windowEnd: loginThrottle.lockedUntil,
    });
  let retryAfterMs = 0;
  for (const row of rows) {
    const limit = sorted.find((c) => c.key === row.key)?.limit;
    if (!limit || row.count <= limit.max) continue;
    const end = row.windowEnd ? new Date(row.windowEnd).getTime() : now.getTime();
    retryAfterMs = Math.max(retryAfterMs, end - now.getTime(), 1000);
  }
  return { allowed: retryAfterMs === 0, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
}

/** Takes back one attempt (a success that should not count against a shared address). */
export async function giveBackAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`${loginThrottle.failures} - 1` })
    .where(and(eq(loginThrottle.key, key), gt(loginThrottle.failures, 0)));
}

export async function clearCounter(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** 429 with Retry-After, as every limited endpoint answers. */
export function tooManyRequests(message: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, message, 'object', { 'Retry-After': String(retryAfterSeconds) });
}

/** Counts the attempt, purges dead rows now and then, and refuses with 429 past a limit. */
export async function enforce(
  ctx: ApiContext,
  counters: readonly Counter[],
  message: string,
): Promise<void> {
  const now = ctx.now();
  const verdict = await countAttempt(ctx.db, counters, now);
  await purgeExpiredRows(ctx.db, now, longestWindowSeconds(rateLimitsOf(ctx.config)), ctx.log);
  if (!verdict.allowed) throw tooManyRequests(message, verdict.retryAfterSeconds);
}

/**
 * A middleware that counts each request against the counters `countersOf` names (none: not
 * limited) and answers 429 with Retry-After once one is exceeded.
 */
export function rateLimit(
  ctx: ApiContext,
  countersOf: (c: Context<ApiEnv>) => readonly Counter[],
  message: string,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await enforce(ctx, countersOf(c), message);
    await next();
  };
}
