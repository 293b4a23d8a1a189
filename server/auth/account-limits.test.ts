import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryMutationResponseSchema } from '../../contract/schemas/category';
import { ProductMutationResponseSchema, type Product } from '../../contract/schemas/product';
import { AuthResponseSchema } from '../../contract/schemas/user';
import { DEFAULT_RATE_LIMITS } from './rate-limits';
import { users } from '../db/schema';
import { createCaller, form, pngFile, type Call } from '../test/api-client';
import { createTestApi, type TestApi } from '../test/test-api';

// The API suite lifts the per-account order limit (its shoppers order all day); here it has its
// production value.
describe('orders per account', () => {
  let api: TestApi;
  let call: Call;
  let product: Product;
  let token: string;

  beforeAll(async () => {
    api = await createTestApi();
    call = createCaller(api.fetch);
    const signUp = async (email: string) =>
      AuthResponseSchema.parse(
        (
          await call('POST', '/auth/register', {
            form: form({ name: 'Buyer', username: '', email, password: 'secret123' }),
          })
        ).body,
      ).user.token;
    const adminToken = await signUp('boss@limits.test');
    await api.db.update(users).set({ role: 1 }).where(eq(users.email, 'boss@limits.test'));
    token = await signUp('buyer@limits.test');
    const category = CategoryMutationResponseSchema.parse(
      (await call('POST', '/category/create', { token: adminToken, json: { name: 'Limits' } }))
        .body,
    ).category;
    product = ProductMutationResponseSchema.parse(
      (
        await call('POST', '/product/create', {
          token: adminToken,
          form: form({
            name: 'Deep Stock',
            description: 'Plenty of it',
            price: '1000',
            quantity: '100',
            category: category._id,
            images: [pngFile()],
          }),
        })
      ).body,
    ).product;
  });
  afterAll(() => api.close());

  it('refuses the order past the limit with 429 and Retry-After, from any address', async () => {
    const { max } = DEFAULT_RATE_LIMITS.ordersPerAccount;
    const order = () =>
      // Each call comes from an address of its own (api-client), so only the account counts.
      call('POST', '/product/payment', {
        token,
        json: { paymentRef: true, cartItems: [{ ...product, isAdded: true, addedQty: 1 }] },
      });
    for (let i = 0; i < max; i++) expect((await order()).status).toBe(201);
    const refused = await order();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
