import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../test/api-client';
import { createTestApi, type TestApi } from '../test/test-api';
import { IDEMPOTENCY_KEY_DAYS } from './purge-expired';
import { idempotencyKeys, loginThrottle, users } from './schema';

describe('expired rows', () => {
  const clock = { now: new Date('2026-03-01T12:00:00Z') };
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi({ now: () => clock.now });
  });
  afterAll(() => api.close());

  const keys = async () => (await api.db.select().from(loginThrottle)).map((r) => r.key).sort();
  const idempotency = async () =>
    (await api.db.select().from(idempotencyKeys)).map((r) => r.key).sort();

  it('drops dead throttle counters and week-old idempotency keys on a rate-limited write, at most once a minute', async () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(clock.now.getTime() - ms);
    const [user] = await api.db
      .insert(users)
      .values({ name: 'K', email: 'k@purge.test', passwordHash: 'x' })
      .returning();
    if (!user) throw new Error('no user');
    const orderId = crypto.randomUUID();
    await api.db.insert(idempotencyKeys).values([
      {
        userId: user.id,
        key: 'old',
        orderId,
        createdAt: at((IDEMPOTENCY_KEY_DAYS + 1) * 24 * hour),
      },
      { userId: user.id, key: 'recent', orderId, createdAt: at(24 * hour) },
    ]);
    const counter = (key: string, started: Date) => ({
      key,
      failures: 3,
      windowStart: started,
      lockedUntil: new Date(started.getTime() + hour),
    });
    await api.db
      .insert(loginThrottle)
      .values([counter('login:addr:dead', at(3 * hour)), counter('login:addr:live', at(60_000))]);

    const call = createCaller(api.fetch);
    const login = () =>
      call('POST', '/auth/login', { json: { identifier: 'nobody@purge.test', password: 'x1' } });
    expect((await login()).status).toBe(401);
    expect(await idempotency()).toEqual(['recent']);
    expect(await keys()).not.toContain('login:addr:dead');
    expect(await keys()).toContain('login:addr:live');

    // Within the minute: no second purge.
    await api.db.insert(loginThrottle).values(counter('login:addr:dead-again', at(3 * hour)));
    clock.now = new Date(clock.now.getTime() + 30_000);
    await login();
    expect(await keys()).toContain('login:addr:dead-again');
    clock.now = new Date(clock.now.getTime() + 60_000);
    await login();
    expect(await keys()).not.toContain('login:addr:dead-again');
  });
});
