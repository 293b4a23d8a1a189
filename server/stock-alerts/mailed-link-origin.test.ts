import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema } from '../../contract/schemas/product';
import { AuthResponseSchema } from '../../contract/schemas/user';
import { outbox } from '../db/schema';
import { createCaller, form, ORIGIN, type Call } from '../test/api-client';
import { createTestApi, type TestApi } from '../test/test-api';

// Every e-mailed link is built from the configured origin (PUBLIC_URL), whatever origin the
// request that caused it came to.
const SHOP = 'https://shop.example';

let api: TestApi;
let call: Call;

beforeAll(async () => {
  api = await createTestApi({ seed: true, config: { publicUrl: SHOP } });
  call = createCaller(api.fetch);
}, 120_000);
afterAll(() => api.close());

const linksTo = async (to: string, mail: string) =>
  (
    await api.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'email'),
          sql`${outbox.payload}->>'to' = ${to}`,
          sql`${outbox.payload}->>'mail' = ${mail}`,
        ),
      )
  ).map((row) => JSON.stringify(row.payload['props']));

describe('links in e-mails', () => {
  it('come from PUBLIC_URL: the address check, and the alert of a product back in stock', async () => {
    expect(ORIGIN).not.toBe(SHOP);
    const email = `origin.${Date.now()}@mail.ng`;
    const reg = await call('POST', '/auth/register', {
      form: form({ name: 'Origin Test', username: '', email, password: 'secret123' }),
    });
    expect(reg.status).toBe(201);
    const [check] = await linksTo(email, 'verify-email');
    expect(check).toContain(`${SHOP}/api/v1/auth/verify-email?token=`);
    expect(check).not.toContain(ORIGIN);

    // The demo shopper's address is verified (seed): an alert mails them.
    const login = async (identifier: string, password: string) =>
      AuthResponseSchema.parse(
        (await call('POST', '/auth/login', { json: { identifier, password } })).body,
      ).user.token;
    const admin = await login('admin@fragrancehub.ng', 'admin12345');
    const shopper = await login('sisi@email.com', 'password');
    const { products } = ProductListResponseSchema.parse(
      (await call('GET', '/product/all?limit=100')).body,
    );
    const product = products.find((p) => p.quantity > 0);
    if (!product) throw new Error('seed lacks stock');
    const setStock = (quantity: number) =>
      call('PUT', `/admin/products/${product._id}/stock`, { token: admin, json: { quantity } });
    expect((await setStock(0)).status).toBe(200);
    expect(
      (await call('POST', `/product/${product._id}/stock-alert`, { token: shopper })).status,
    ).toBe(200);
    expect((await setStock(3)).status).toBe(200);
    const [alert] = await linksTo('sisi@email.com', 'back-in-stock');
    expect(alert).toContain(`${SHOP}/detail/${product._id}`);
  });
});
