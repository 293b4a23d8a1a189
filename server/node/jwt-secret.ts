import { randomBytes } from 'node:crypto';
import { access, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../api-deps';

export const JWT_SECRET_FILE = 'jwt-secret';
const SETTINGS_KEY = 'jwt_secret';

export function generateSecret() {
  return randomBytes(48).toString('base64url');
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Writes a new secret to `file` unless another start got there first. */
async function placeNewSecret(dataDir: string, file: string) {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, `${generateSecret()}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
}

/**
 * The secret kept in DATA_DIR/jwt-secret (mode 0600), made on the first start. It is written
 * whole under a name of its own, then linked to its place, which fails if the file is already
 * there: a second process starting at the same moment reads the winner's whole secret, never a
 * half-written file nor one it overwrote. Later starts only read it.
 */
export async function fileSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  if (!(await exists(file))) await placeNewSecret(dataDir, file);
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32)
    throw new Error(`${file} holds no usable secret: delete it or set JWT_SECRET`);
  return secret;
}

/**
 * With DATABASE_URL, every instance must sign with the same secret: keep it in a `settings`
 * (key, value) table when the schema has one. Returns undefined when it has none.
 */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  // PGlite and node-postgres both answer raw SQL with `{ rows }`.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function databaseSecret(db: Database): Promise<string | undefined> {
  const [found] = await rows<{ exists: boolean }>(
    db,
    sql`select to_regclass('public.settings') is not null as "exists"`,
  );
  if (!found?.exists) return undefined;
  await db.execute(
    sql`insert into settings (key, value) values (${SETTINGS_KEY}, ${generateSecret()}) on conflict (key) do nothing`,
  );
  const [row] = await rows<{ value: string }>(
    db,
    sql`select value from settings where key = ${SETTINGS_KEY}`,
  );
  return row?.value;
}

export async function resolveJwtSecret(options: {
  jwtSecret?: string;
  dataDir: string;
  db: Database;
  sharedDatabase: boolean;
  warn: (line: string) => void;
}): Promise<{ secret: string; source: string }> {
  if (options.jwtSecret) return { secret: options.jwtSecret, source: 'JWT_SECRET' };
  if (options.sharedDatabase) {
    const secret = await databaseSecret(options.db);
    if (secret) return { secret, source: 'the settings table' };
    options.warn(
      'JWT_SECRET is not set: using a secret kept in DATA_DIR. Several instances must share one JWT_SECRET.',
    );
  }
  return {
    secret: await fileSecret(options.dataDir),
    source: path.join(options.dataDir, JWT_SECRET_FILE),
  };
}
