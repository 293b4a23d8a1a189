import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_ADMIN } from '../../contract/enums';
import { users } from '../db/schema';
import { SEED_USERS } from '../db/seed-catalogue';
import { createDbImageStore } from '../images/db-image-store';
import { TEST_PASSWORD_ITERATIONS } from '../test/database-template';
import { createTestApi, type TestApi } from '../test/test-api';
import {
  AdminAccountError,
  DEMO_PASSWORD_REFUSED,
  createAdmin,
  resetPassword,
} from '../cli/admin-accounts';
import { prepareData, type Storage } from './bootstrap';
import { accountsWithDemoPassword } from './demo-passwords';
import { assertServerEnv, readEnv } from './env';

const opened: TestApi[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((api) => api.close()));
});

async function storage(seed: boolean): Promise<Storage> {
  const api = await createTestApi({ seed });
  opened.push(api);
  return {
    db: api.db,
    images: createDbImageStore(api.db),
    kind: 'pglite',
    location: 'memory',
    close: () => Promise.resolve(),
  };
}

const env = (overrides: Record<string, string>) =>
  readEnv({ PASSWORD_ITERATIONS: String(TEST_PASSWORD_ITERATIONS), ...overrides });

const login = (api: TestApi, identifier: string, password: string) =>
  api.fetch(
    new Request('http://api.test/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier, password }),
    }),
  );

describe('production mode (NODE_ENV=production)', () => {
  it('never loads the demo accounts into an empty database', async () => {
    const production = await storage(false);
    expect(await prepareData(production, env({ NODE_ENV: 'production' }))).toEqual({
      seeded: false,
    });
    const [none] = await production.db.select({ n: count() }).from(users);
    expect(none?.n).toBe(0);
  });

  it('refuses to start while a demo account keeps its published password, naming the fix', async () => {
    const seeded = await storage(true);
    expect((await accountsWithDemoPassword(seeded.db)).sort()).toEqual(
      SEED_USERS.map((u) => u.email).sort(),
    );
    const refusal = prepareData(seeded, env({ NODE_ENV: 'production' }));
    await expect(refusal).rejects.toThrow(
      'npm run admin -- reset-password --email admin@fragrancehub.ng',
    );
    await expect(refusal).rejects.toThrow('npm run admin -- reset-password --email sisi@email.com');

    for (const u of SEED_USERS)
      await resetPassword(
        seeded.db,
        { email: u.email, password: 'a-real-secret-9' },
        TEST_PASSWORD_ITERATIONS,
      );
    await expect(prepareData(seeded, env({ NODE_ENV: 'production' }))).resolves.toEqual({
      seeded: false,
    });
  });

  it('needs JWT_SECRET with DATABASE_URL', () => {
    const shared = env({ DATABASE_URL: 'postgres://u:p@db/store' });
    expect(() => assertServerEnv(shared)).toThrow(/JWT_SECRET/);
    expect(() =>
      assertServerEnv(env({ DATABASE_URL: 'postgres://u:p@db/store', JWT_SECRET: 'x'.repeat(40) })),
    ).not.toThrow();
    expect(() => assertServerEnv(env({}))).not.toThrow();
  });

  it('refuses to start under a NODE_ENV nobody meant, naming it, instead of a demo store', () => {
    for (const value of ['Production', 'prod', 'PRODUCTION ', 'staging']) {
      expect(() => readEnv({ NODE_ENV: value })).toThrow(/NODE_ENV: must be production/);
    }
    for (const value of ['production', 'development', 'test', '']) {
      expect(() => readEnv({ NODE_ENV: value })).not.toThrow();
    }
  });

  it('refuses to start without PUBLIC_URL or ALLOWED_HOSTS, naming both', () => {
    expect(() => assertServerEnv(env({ NODE_ENV: 'production' }))).toThrow(
      /PUBLIC_URL.*ALLOWED_HOSTS/,
    );
    expect(() =>
      assertServerEnv(env({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' })),
    ).not.toThrow();
    expect(() =>
      assertServerEnv(
        env({ NODE_ENV: 'production', ALLOWED_HOSTS: 'shop.example, 10.0.0.5:3000' }),
      ),
    ).not.toThrow();
  });

  it("refuses to mail links from a request's Host: SMTP_URL in production needs PUBLIC_URL", () => {
    const mailing = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' };
    expect(() =>
      assertServerEnv(env({ ...mailing, ALLOWED_HOSTS: 'shop.example, 10.0.0.5:3000' })),
    ).toThrow(/SMTP_URL needs PUBLIC_URL/);
    expect(() =>
      assertServerEnv(env({ ...mailing, PUBLIC_URL: 'https://shop.example' })),
    ).not.toThrow();
  });
});

describe('admin accounts (npm run admin)', () => {
  it('creates an admin who can sign in, and refuses an email already registered', async () => {
    const s = await storage(false);
    const api = opened[0];
    if (!api) throw new Error('no api');
    await createAdmin(
      s.db,
      { email: 'Owner@Shop.NG', password: 'long-enough-1', username: 'owner' },
      TEST_PASSWORD_ITERATIONS,
    );
    const [row] = await s.db.select().from(users).where(eq(users.email, 'owner@shop.ng'));
    expect(row?.role).toBe(ROLE_ADMIN);
    expect((await login(api, 'owner', 'long-enough-1')).status).toBe(200);
    await expect(
      createAdmin(
        s.db,
        { email: 'owner@shop.ng', password: 'other-pass-2' },
        TEST_PASSWORD_ITERATIONS,
      ),
    ).rejects.toThrow(/reset-password/);
  });

  it('resets a password: the old one and every token issued under it stop working', async () => {
    const s = await storage(true);
    const api = opened[0];
    if (!api) throw new Error('no api');
    const before = (await (await login(api, 'admin@fragrancehub.ng', 'admin12345')).json()) as {
      user: { token: string };
    };
    const orders = (token: string) =>
      api.fetch(
        new Request('http://api.test/api/v1/orders/all', {
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    expect((await orders(before.user.token)).status).toBe(200);
    await resetPassword(
      s.db,
      { email: 'ADMIN@fragrancehub.ng', password: 'brand-new-pass' },
      TEST_PASSWORD_ITERATIONS,
    );
    expect((await login(api, 'admin@fragrancehub.ng', 'admin12345')).status).toBe(401);
    const after = await login(api, 'admin@fragrancehub.ng', 'brand-new-pass');
    expect(after.status).toBe(200);
    expect((await orders(before.user.token)).status).toBe(401);
    const fresh = (await after.json()) as { user: { token: string } };
    expect((await orders(fresh.user.token)).status).toBe(200);
  });

  it('refuses demo passwords, short passwords, bad emails and unknown accounts', async () => {
    const s = await storage(true);
    const reset = (email: string, password: string) =>
      resetPassword(s.db, { email, password }, TEST_PASSWORD_ITERATIONS);
    await expect(reset('admin@fragrancehub.ng', 'admin12345')).rejects.toThrow(
      DEMO_PASSWORD_REFUSED,
    );
    await expect(reset('admin@fragrancehub.ng', '123')).rejects.toThrow(/at least/);
    await expect(reset('admin@fragrancehub.ng', 'eleven-char')).rejects.toThrow(
      /at least 12 characters/,
    );
    await expect(reset('nobody@shop.ng', 'long-enough-1')).rejects.toBeInstanceOf(
      AdminAccountError,
    );
    await expect(
      createAdmin(s.db, { email: 'not-an-email', password: 'long-enough-1' }, 1000),
    ).rejects.toThrow(/email/i);
  });
});
