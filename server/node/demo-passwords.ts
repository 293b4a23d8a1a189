import { inArray } from 'drizzle-orm';
import type { Database } from '../api-deps';
import { verifyPassword } from '../auth/password';
import { users } from '../db/schema';
import { SEED_USERS } from '../db/seed-catalogue';

/** The passwords the README publishes for the demo accounts: never acceptable on a real store. */
export const DEMO_PASSWORDS: ReadonlySet<string> = new Set(SEED_USERS.map((u) => u.password));

/** The command that sets a real password, as the start-up refusal names it. */
export const resetPasswordCommand = (email: string) =>
  `npm run admin -- reset-password --email ${email}`;

/**
 * Emails of the demo accounts whose published password still opens them. Only the seeded
 * addresses are checked (a hash per account, verified in parallel): a database that never held
 * demo data costs one indexed query.
 */
export async function accountsWithDemoPassword(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        SEED_USERS.map((u) => u.email),
      ),
    );
  const open = await Promise.all(
    rows.map(async (row) => {
      const demo = SEED_USERS.find((u) => u.email === row.email);
      return demo && (await verifyPassword(demo.password, row.passwordHash)) ? row.email : null;
    }),
  );
  return open.filter((email): email is string => email !== null);
}

/** Production start-up: throws, naming the fix, while any demo account keeps its demo password. */
export async function assertNoDemoPasswords(db: Database): Promise<void> {
  const emails = await accountsWithDemoPassword(db);
  if (emails.length === 0) return;
  throw new Error(
    `NODE_ENV=production, but ${emails.join(' and ')} still ${emails.length === 1 ? 'has its' : 'have their'} published demo password. ` +
      `Set a real one with ${emails.map((e) => `\`${resetPasswordCommand(e)}\``).join(' and ')} ` +
      '(the password is read from ADMIN_PASSWORD or asked for), then start again.',
  );
}
