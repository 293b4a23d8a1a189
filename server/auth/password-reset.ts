import { and, eq, gt, sql } from 'drizzle-orm';
import { PASSWORD_RESET_MINUTES } from '../../contract/schemas/account';
import type { ApiContext, UserRow } from '../api-context';
import { passwordResets, users } from '../db/schema';
import { queuePasswordReset } from '../mail/mail-outbox';
import { newMailedToken } from './mailed-token';
import { sha256Hex } from './sha256';
import { hashPassword } from './password';

/**
 * A reset link for the account, e-mailed through the outbox in the same transaction. The token
 * (256 random bits) is kept only as its SHA-256, so a leaked table opens no account; a new request
 * replaces the account's older link.
 */
export async function startPasswordReset(
  ctx: ApiContext,
  user: UserRow,
  origin: string,
): Promise<void> {
  const { token, tokenHash } = await newMailedToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash, expiresAt, createdAt: now })
      .onConflictDoUpdate({
        target: passwordResets.userId,
        set: { tokenHash, expiresAt, createdAt: now },
      });
    const resetUrl = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
    await queuePasswordReset(ctx, tx, user, resetUrl, PASSWORD_RESET_MINUTES);
  });
}

/**
 * Sets the new password if the token is current, once: the reset row is deleted as it is used,
 * and every session token issued before stops working. false for a bad, used or expired token.
 */
export async function finishPasswordReset(
  ctx: ApiContext,
  token: string,
  password: string,
): Promise<boolean> {
  const tokenHash = await sha256Hex(token);
  // A junk token costs one indexed read, never the (slow) password hash: a flood of them cannot
  // starve the hashing every sign-in needs.
  const [current] = await ctx.db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, ctx.now())))
    .limit(1);
  if (!current) return false;
  const passwordHash = await hashPassword(password, ctx.config.passwordIterations);
  return ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, ctx.now())))
      .returning({ userId: passwordResets.userId });
    if (!used) return false;
    await setPassword(tx, used.userId, passwordHash);
    return true;
  });
}

type Executor = Pick<ApiContext['db'], 'update' | 'delete'>;

/**
 * A new password: every session of the account is signed out (auth/guards.ts), and every reset
 * link asked for before stops working.
 */
export async function setPassword(db: Executor, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}
