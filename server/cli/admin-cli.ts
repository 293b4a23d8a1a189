import { parseArgs } from 'node:util';
import { AdminAccountError, createAdmin, resetPassword } from './admin-accounts';
import { openStorage } from '../node/bootstrap';
import { readEnv } from '../node/env';
import { readHiddenLine } from './hidden-prompt';
import { backupTo, restoreFrom } from '../node/backup';

const USAGE = `usage:
  npm run admin -- create --email EMAIL [--name NAME] [--username USERNAME]
  npm run admin -- reset-password --email EMAIL
  npm run admin -- backup FILE      (the embedded database, also while the store serves)
  npm run admin -- restore FILE     (into a stopped store; the replaced database is kept beside)

The password is read from ADMIN_PASSWORD or asked for on the terminal (not echoed); it is never
taken from the command line, where other users and the shell history would see it.
Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: one process at a
time may open it). In a deploy without dev dependencies: node dist-server/admin-cli.js ...`;

/** ADMIN_PASSWORD, or asked twice on a terminal. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY)
    throw new AdminAccountError('No terminal to ask for the password: set ADMIN_PASSWORD');
  const first = await readHiddenLine('New password: ');
  const second = await readHiddenLine('Repeat it: ');
  if (first !== second) throw new AdminAccountError('The two passwords differ');
  return first;
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        username: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new AdminAccountError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (command === 'backup' || command === 'restore') {
    const file = positionals[1];
    if (!file) throw new AdminAccountError(`${command} needs a FILE\n\n${USAGE}`);
    const env = readEnv();
    if (env.DATABASE_URL)
      throw new AdminAccountError(
        'DATABASE_URL is set: back up a PostgreSQL server with pg_dump (docs/deploying.md)',
      );
    if (command === 'backup') {
      const from = await backupTo(env.DATA_DIR, file);
      console.log(`wrote a backup of ${env.DATA_DIR} (from the ${from}) to ${file}`);
    } else {
      const kept = await restoreFrom(env.DATA_DIR, file);
      console.log(
        `restored ${file} into ${env.DATA_DIR}${kept ? `; the database it replaced is in ${kept}` : ''}`,
      );
    }
    return;
  }
  if (command !== 'create' && command !== 'reset-password')
    throw new AdminAccountError(`Unknown command ${command}\n\n${USAGE}`);
  if (!values.email) throw new AdminAccountError(`--email is required\n\n${USAGE}`);

  const env = readEnv();
  const password = await readPassword();
  const storage = await openStorage(env);
  try {
    if (command === 'create') {
      const { email } = await createAdmin(
        storage.db,
        { email: values.email, password, name: values.name, username: values.username },
        env.PASSWORD_ITERATIONS,
      );
      console.log(`created the admin ${email} in ${storage.kind} (${storage.location})`);
    } else {
      const { email } = await resetPassword(
        storage.db,
        { email: values.email, password },
        env.PASSWORD_ITERATIONS,
      );
      console.log(`set a new password for ${email} in ${storage.kind} (${storage.location})`);
    }
  } finally {
    await storage.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`admin: ${message}`);
  process.exit(1);
});
