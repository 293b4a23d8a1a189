import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import { DEFAULT_RATE_LIMITS } from '../auth/rate-limits';
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
