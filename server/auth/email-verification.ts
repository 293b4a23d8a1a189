import { and, eq, gt } from 'drizzle-orm';
import { API_BASE_PATH } from '../api-base-path';
import type { ApiContext } from '../api-context';
import { emailVerifications, users } from '../db/schema';
import { queueVerifyEmail } from '../mail/mail-outbox';
import { newMailedToken } from './mailed-token';
import { sha256Hex } from './sha256';

/** How long a link to confirm an address works: long enough for an inbox read on Monday. */
export const EMAIL_VERIFICATION_DAYS = 7;

type Tx = Parameters<Parameters<ApiContext['db']['transaction']>[0]>[0];

/**
 * E-mails the account's address a link that proves it (at registration, or "Resend link"), in
 * the caller's transaction. The token (256 random bits) is kept only as its SHA-256, with the
 * address it went to; a new link replaces the older one. The link leads to the API, which
 * confirms and sends the browser on to the profile (GET /auth/verify-email).
 */
export async function sendEmailVerification(
  ctx: ApiContext,
  tx: Tx,
  user: { id: string; email: string; name: string },
  origin: string,
): Promise<void> {
  const { token, tokenHash } = await newMailedToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_DAYS * 86_400_000);
  await tx
    .insert(emailVerifications)
    .values({ userId: user.id, tokenHash, email: user.email, expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: emailVerifications.userId,
      set: { tokenHash, email: user.email, expiresAt, createdAt: now },
    });
  const verifyUrl = `${origin}${API_BASE_PATH}/auth/verify-email?token=${encodeURIComponent(token)}`;
  await queueVerifyEmail(ctx, tx, user, verifyUrl, EMAIL_VERIFICATION_DAYS);
}

/**
 * Marks the address verified if the token is current and the account still has the address it
 * was sent to; the link is used up either way. false for a bad, used or expired token.
 */
export async function confirmEmailVerification(ctx: ApiContext, token: string): Promise<boolean> {
  if (token.length === 0 || token.length > 200) return false;
  const tokenHash = await sha256Hex(token);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .delete(emailVerifications)
      .where(
        and(eq(emailVerifications.tokenHash, tokenHash), gt(emailVerifications.expiresAt, now)),
      )
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    if (!used) return false;
    const verified = await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
      .returning({ id: users.id });
    return verified.length > 0;
  });
}
