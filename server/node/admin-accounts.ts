import { eq } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../contract/enums';
import { firstIssueMessage } from '../../contract/schemas/errors';
import { RegisterFieldsSchema } from '../../contract/schemas/user';
import type { Database } from '../api-deps';
import { hashPassword } from '../auth/password';
import { users } from '../db/schema';
import { DEMO_PASSWORDS } from './demo-passwords';

/** A refusal the admin CLI prints as it is (no stack trace). */
export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

export const DEMO_PASSWORD_REFUSED = 'That password is published in the README: choose another one';

/** The same rules as registration, plus: never a published demo password. */
function checkedPassword(password: string): string {
  const parsed = RegisterFieldsSchema.shape.password.safeParse(password);
  if (!parsed.success) throw new AdminAccountError(firstIssueMessage(parsed.error));
  if (DEMO_PASSWORDS.has(password)) throw new AdminAccountError(DEMO_PASSWORD_REFUSED);
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

/** Sets a new password on an existing account (any role). */
export async function resetPassword(
  db: Database,
  input: { email: string; password: string },
  passwordIterations: number,
): Promise<{ email: string }> {
  const email = input.email.trim().toLowerCase();
  const password = checkedPassword(input.password);
  const updated = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password, passwordIterations) })
    .where(eq(users.email, email))
    .returning({ email: users.email });
  if (updated.length === 0) throw new AdminAccountError(`No account has the email ${email}`);
  return { email };
}
