import { eq } from 'drizzle-orm';
import type { ApiContext } from '../api-context';
import { revokedSessions, revokedTokens } from '../db/schema';
import type { VerifiedSession } from './session-token';
import { canonicalJwt } from './canonical-jwt';
import { sha256Hex } from './sha256';

/**
 * Signs one session out for good (the shopper's logout): other sessions of the account are
 * untouched, unlike a password change, which bumps the account's token version. Keyed by the
 * token's jti, so every spelling of the token is refused; kept only until the token expires.
 */
export async function revokeSession(ctx: ApiContext, session: VerifiedSession): Promise<void> {
  await ctx.db
    .insert(revokedSessions)
    .values({ jti: session.jti, expiresAt: session.expiresAt })
    .onConflictDoNothing();
}

export async function isRevoked(
  ctx: ApiContext,
  session: VerifiedSession,
  token: string,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ jti: revokedSessions.jti })
    .from(revokedSessions)
    .where(eq(revokedSessions.jti, session.jti))
    .limit(1);
  if (row) return true;
  // Logouts from before revocation by jti were kept as the hash of the token as issued (jose
  // writes canonical base64url): compare the canonical spelling, so no variant slips past them.
  const canonical = canonicalJwt(token);
  if (canonical === null) return false;
  const [legacy] = await ctx.db
    .select({ hash: revokedTokens.tokenHash })
    .from(revokedTokens)
    .where(eq(revokedTokens.tokenHash, await sha256Hex(canonical)))
    .limit(1);
  return legacy !== undefined;
}
