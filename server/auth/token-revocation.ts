import { eq } from 'drizzle-orm';
import type { ApiContext } from '../api-context';
import { revokedTokens } from '../db/schema';
import { sha256Hex } from './sha256';

/**
 * Signs one session token out for good (the shopper's logout): other sessions of the account are
 * untouched, unlike a password change, which bumps the account's token version.
 */
export async function revokeToken(ctx: ApiContext, token: string): Promise<void> {
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.jwtTtlSeconds * 1000);
  await ctx.db
    .insert(revokedTokens)
    .values({ tokenHash: await sha256Hex(token), expiresAt })
    .onConflictDoNothing();
}

export async function isRevoked(ctx: ApiContext, token: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ hash: revokedTokens.tokenHash })
    .from(revokedTokens)
    .where(eq(revokedTokens.tokenHash, await sha256Hex(token)))
    .limit(1);
  return row !== undefined;
}
