import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import { AuthResponseSchema, ProfileUpdateResponseSchema } from '../../contract/schemas/user';
import { TOO_MANY_SIGN_INS_MESSAGE } from '../auth/auth-routes';
import { revokedSessions } from '../db/schema';
import { DEFAULT_RATE_LIMITS, rateLimitsOf } from '../auth/rate-limits';
import { form, type CallResult } from './api-client';
import { SUITE_PASSWORD, unique, type SuiteState } from './suite-state';

function expectTooMany(res: CallResult) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(ApiErrorSchema.parse(res.body).error.length).toBeGreaterThan(0);
}

/** Rate limits per client address (production values; each test pins its own address). */
export function limitTests(s: SuiteState): void {
  describe('rate limits', () => {
    it('limits registrations per address (429 with Retry-After); other addresses still register', async () => {
      const { max } = DEFAULT_RATE_LIMITS.registerPerAddress;
      const register = (ip: string) =>
        s.call('POST', '/auth/register', {
          form: form({
            name: 'Burst',
            username: '',
            email: `${unique('burst')}@suite.test`,
            password: SUITE_PASSWORD,
          }),
          headers: { 'x-forwarded-for': ip },
        });
      for (let i = 0; i < max; i++) expect((await register('10.4.0.1')).status).toBe(201);
      expectTooMany(await register('10.4.0.1'));
      expect((await register('10.4.0.2')).status).toBe(201);
    });

    it('limits sign-ins per account from any address; each logout keeps one row until expiry', async () => {
      const { max } = DEFAULT_RATE_LIMITS.signInsPerAccount;
      const email = `${unique('cycler')}@suite.test`;
      await s.register('Cycler', email);
      const revokedBefore = (await s.host.db.select().from(revokedSessions)).length;
      let address = 0;
      const cycle = async () => {
        address += 1;
        const login = await s.call('POST', '/auth/login', {
          json: { identifier: email, password: SUITE_PASSWORD },
          headers: { 'x-forwarded-for': `10.9.${address}.1` },
        });
        if (login.status !== 200) return login;
        const { token } = AuthResponseSchema.parse(login.body).user;
        expect((await s.call('POST', '/auth/logout', { token })).status).toBe(200);
        return login;
      };
      for (let i = 0; i < max; i++) expect((await cycle()).status).toBe(200);
      const refused = await cycle();
      expectTooMany(refused);
      expect(ApiErrorSchema.parse(refused.body).error).toBe(TOO_MANY_SIGN_INS_MESSAGE);
      // A wrong password is still the one answer for both, whatever the limit.
      const wrong = await s.call('POST', '/auth/login', {
        json: { identifier: email, password: 'not-the-password' },
        headers: { 'x-forwarded-for': '10.9.250.1' },
      });
      expect(wrong.status).toBe(401);

      const rows = (await s.host.db.select().from(revokedSessions)).slice(revokedBefore);
      expect(rows).toHaveLength(max);
      const ttlMs = s.config.jwtTtlSeconds * 1000;
      for (const row of rows) {
        // Kept exactly as long as the token could have been used: its own expiry.
        expect(Math.abs(row.expiresAt.getTime() - (s.clock.now.getTime() + ttlMs))).toBeLessThan(
          1000,
        );
      }
    });

    it('limits newsletter sign-ups per address', async () => {
      const { max } = DEFAULT_RATE_LIMITS.newsletterPerAddress;
      const subscribe = () =>
        s.call('POST', '/newsletter', {
          json: { email: `${unique('nl')}@suite.test` },
          headers: { 'x-forwarded-for': '10.5.0.1' },
        });
      for (let i = 0; i < max; i++) expect((await subscribe()).status).toBe(201);
      expectTooMany(await subscribe());
    });

    it('limits profile updates per account: of 40 rapid ones, the limit pass and the rest meet 429', async () => {
      const { max } = rateLimitsOf(s.config).profileUpdatesPerAccount;
      // The suite keeps this limit at its production value, well under 40.
      expect(max).toBe(DEFAULT_RATE_LIMITS.profileUpdatesPerAccount.max);
      expect(max).toBeLessThan(40);
      const { token } = await s.register('Restless', `${unique('restless')}@suite.test`);
      // Each request comes from an address of its own (api-client): only the account counts.
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          s.call('PUT', '/auth/user/update', { token, form: form({ name: `Name ${i}` }) }),
        ),
      );
      const saved = results.filter((r) => r.status === 200);
      expect(saved).toHaveLength(max);
      for (const res of saved) ProfileUpdateResponseSchema.parse(res.body);
      const refused = results.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(40 - max);
      for (const res of refused) expectTooMany(res);
    });

    it('limits profile updates per address, across accounts', async () => {
      const perAccount = rateLimitsOf(s.config).profileUpdatesPerAccount.max;
      const { max } = rateLimitsOf(s.config).profileUpdatesPerAddress;
      expect(max).toBe(DEFAULT_RATE_LIMITS.profileUpdatesPerAddress.max);
      const accounts = await Promise.all(
        Array.from({ length: Math.ceil((max + 1) / perAccount) }, () =>
          s.register('Neighbour', `${unique('neighbour')}@suite.test`),
        ),
      );
      const update = (token: string, ip: string) =>
        s.call('PUT', '/auth/user/update', {
          token,
          form: form({ name: 'Neighbour' }),
          headers: { 'x-forwarded-for': ip },
        });
      for (let i = 0; i < max; i++) {
        const { token } = accounts[Math.floor(i / perAccount)] ?? { token: '' };
        expect((await update(token, '10.7.0.1')).status).toBe(200);
      }
      const fresh = accounts[accounts.length - 1]?.token ?? '';
      expectTooMany(await update(fresh, '10.7.0.1'));
      expect((await update(fresh, '10.7.0.2')).status).toBe(200);
    });

    it('limits orders per address: a parallel burst places exactly the limit, the rest 429', async () => {
      const { max } = DEFAULT_RATE_LIMITS.ordersPerAddress;
      const product = await s.createProduct({ quantity: String(max + 20) });
      const results = await Promise.all(
        Array.from({ length: max + 5 }, () =>
          s.call('POST', '/product/payment', {
            token: s.shopperToken,
            json: { paymentRef: true, cartItems: [{ ...product, isAdded: true, addedQty: 1 }] },
            headers: { 'x-forwarded-for': '10.6.0.1' },
          }),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(max);
      const refused = results.filter((r) => r.status !== 201);
      expect(refused).toHaveLength(5);
      for (const res of refused) expectTooMany(res);
    });
  });
}
