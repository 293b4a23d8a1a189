import { count } from 'drizzle-orm';
import type { Database, ImageStore } from '../api-deps';
import { migrate } from '../db/migrate';
import { products, users } from '../db/schema';
import { seedDemo } from '../db/seed';
import { createDbImageStore } from '../images/db-image-store';
import { openDatabase, type OpenDatabase } from './database';
import { assertNoDemoPasswords } from './demo-passwords';
import { isProduction, type Env } from './env';

export interface Storage extends OpenDatabase {
  images: ImageStore;
}

/** Opens the configured database and brings its schema up to date. */
export async function openStorage(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE'>,
): Promise<Storage> {
  const opened = await openDatabase(env);
  try {
    await migrate(opened.db);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return { ...opened, images: createDbImageStore(opened.db) };
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [u] = await db.select({ n: count() }).from(users);
  const [p] = await db.select({ n: count() }).from(products);
  return (u?.n ?? 0) === 0 && (p?.n ?? 0) === 0;
}

/** Loads the demo catalogue and accounts, only into an empty database. */
export async function seedDemoIfEmpty(
  storage: Storage,
  passwordIterations: number,
): Promise<boolean> {
  if (!(await isEmpty(storage.db))) return false;
  await seedDemo(storage.db, storage.images, { passwordIterations });
  return true;
}

/**
 * What a starting server does with its data. Production never loads the demo data (its
 * passwords are published) and refuses to run while a demo account keeps its demo password;
 * otherwise an empty database gets the demo store unless SEED_DEMO=false.
 */
export async function prepareData(
  storage: Storage,
  env: Pick<Env, 'NODE_ENV' | 'SEED_DEMO' | 'PASSWORD_ITERATIONS'>,
): Promise<{ seeded: boolean }> {
  if (isProduction(env)) {
    await assertNoDemoPasswords(storage.db);
    return { seeded: false };
  }
  return {
    seeded: env.SEED_DEMO && (await seedDemoIfEmpty(storage, env.PASSWORD_ITERATIONS)),
  };
}
