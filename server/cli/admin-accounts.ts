import { eq, sql } from 'drizzle-orm';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../../contract/constants';
import { ROLE_ADMIN } from '../../contract/enums';
import { firstIssueMessage } from '../../contract/schemas/errors';
import { RegisterFieldsSchema } from '../../contract/schemas/account-fields';
import type { Database } from '../api-deps';
import { hashPassword } from '../auth/password';
import { users } from '../db/schema';
import { DEMO_PASSWORDS } from '../node/demo-passwords';

/** A refusal the admin CLI prints as it is (no stack trace). */
export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

export const DEMO_PASSWORD_REFUSED = 'That password is published in the README: choose another one';

export const ADMIN_PASSWORD_TOO_SHORT = `An admin password needs at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`;

/**
 * The same rules as registration, plus: at least 12 characters (it guards the whole shop) and
 * never a published demo password.
 */
function checkedPassword(password: string): string {
  const parsed = RegisterFieldsSchema.shape.password.safeParse(password);
  if (!parsed.success) throw new AdminAccountError(firstIssueMessage(parsed.error));
  if (DEMO_PASSWORDS.has(password)) throw new AdminAccountError(DEMO_PASSWORD_REFUSED);
  if (password.trim().length < MIN_ADMIN_PASSWORD_LENGTH)
    throw new AdminAccountError(ADMIN_PASSWORD_TOO_SHORT);
  return parsed.data;
}

export interface NewAdmin {
  email: string;
  password: string;
  name?: string;
  username?: string;
}

/** Creates an admin account; an email already registered is refused (reset its password instead). */
export async function createAdmin(
  db: Database,
  input: NewAdmin,
  passwordIterations: number,
): Promise<{ email: string }> {
  const parsed = RegisterFieldsSchema.safeParse({
    name: input.name ?? 'Store Admin',
    username: input.username ?? '',
    email: input.email,
    password: input.password,
  });
  if (!parsed.success) throw new AdminAccountError(firstIssueMessage(parsed.error));
  const fields = parsed.data;
  checkedPassword(fields.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, fields.email))
    .limit(1);
  if (existing)
    throw new AdminAccountError(
      `${fields.email} already has an account: use reset-password to set its password`,
    );
  await db.insert(users).values({
    name: fields.name,
    username: fields.username || null,
    email: fields.email,
    passwordHash: await hashPassword(fields.password, passwordIterations),
    role: ROLE_ADMIN,
  });
  return { email: fields.email };
}

/** Sets a new password on an existing account (any role), signing out all its sessions. */
export async function resetPassword(
  db: Database,
  input: { email: string; password: string },
  passwordIterations: number,
): Promise<{ email: string }> {
  const email = input.email.trim().toLowerCase();
  const password = checkedPassword(input.password);
  const updated = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password, passwordIterations),
      // Every token issued under the old password stops working (auth/guards.ts).
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.email, email))
    .returning({ email: users.email });
  if (updated.length === 0) throw new AdminAccountError(`No account has the email ${email}`);
  return { email };
}
