import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../contract/constants';
import {
  MAX_ADDRESS_PART,
  MAX_EMAIL,
  MAX_PERSON_NAME,
  MAX_PRODUCT_DESCRIPTION,
  MAX_USERNAME,
} from '../../contract/field-limits';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import { AuthResponseSchema } from '../../contract/schemas/user';
import { USER_MESSAGES } from '../../contract/schemas/account-fields';
import { JSON_BODY_BYTES, PAYMENT_BODY_BYTES, PROFILE_BODY_BYTES } from '../wire/body-limits';
import { form, PNG_BYTES, type CallResult } from './api-client';
import { SUITE_PASSWORD, unique, type SuiteState } from './suite-state';

const ORDER_ID = '00000000-0000-4000-8000-000000000000';

/** A JSON object of about `bytes` bytes. */
const jsonOf = (bytes: number) => ({ padding: 'x'.repeat(bytes) });

function pngOf(bytes: number): File {
  const data = new Uint8Array(bytes);
  data.set(PNG_BYTES);
  return new File([data], 'big.png', { type: 'image/png' });
}

function expectTooLarge(res: CallResult, shape: 'object' | 'plain' = 'object') {
  expect(res.status).toBe(413);
  if (shape === 'plain') expect(typeof res.body).toBe('string');
  else ApiErrorSchema.parse(res.body);
}

/** Bodies sized to their endpoint, and a longest length for every free-text field. */
export function sizeTests(s: SuiteState): void {
  describe('body sizes per endpoint', () => {
    it('refuses JSON bodies over 16 KB on login, newsletter, categories and order status', async () => {
      const big = jsonOf(JSON_BODY_BYTES + 1);
      expectTooLarge(await s.call('POST', '/auth/login', { json: big }));
      expectTooLarge(await s.call('POST', '/newsletter', { json: big }));
      expectTooLarge(
        await s.call('POST', '/category/create', { token: s.adminToken, json: big }),
        'plain',
      );
      expectTooLarge(
        await s.call('PUT', `/category/${s.categoryId}`, { token: s.adminToken, json: big }),
      );
      expectTooLarge(
        await s.call('PUT', `/orders/status/${ORDER_ID}`, { token: s.adminToken, json: big }),
      );
      // An ordinary body still passes.
      const small = await s.call('POST', '/auth/login', {
        json: { identifier: `${unique('nobody')}@suite.test`, password: 'wrong-pass' },
      });
      expect(small.status).toBe(401);
    });

    it('sizes the payment body to the order cap', async () => {
      const product = await s.createProduct({ quantity: '5' });
      // Fifty whole product objects: what a full cart sends, well within the limit.
      const fullCart = await s.call('POST', '/product/payment', {
        token: s.shopperToken,
        json: {
          paymentRef: true,
          cartItems: Array.from({ length: 50 }, () => ({ ...product, isAdded: true, addedQty: 1 })),
        },
      });
      expect(fullCart.status).not.toBe(413);
      expect(fullCart.status).toBeLessThan(500);
      expectTooLarge(
        await s.call('POST', '/product/payment', {
          token: s.shopperToken,
          json: jsonOf(PAYMENT_BODY_BYTES + 1),
        }),
      );
    });

    it('allows one avatar on register and profile update, no more', async () => {
      const email = `${unique('avatar')}@suite.test`;
      const fits = await s.call('POST', '/auth/register', {
        form: form({
          name: 'Big Avatar',
          username: '',
          email,
          password: SUITE_PASSWORD,
          image: pngOf(MAX_IMAGE_BYTES - 1024),
        }),
      });
      expect(fits.status).toBe(201);
      const token = AuthResponseSchema.parse(fits.body).user.token;
      const tooMuch = pngOf(PROFILE_BODY_BYTES + 1);
      expectTooLarge(
        await s.call('POST', '/auth/register', {
          form: form({
            name: 'Huge',
            username: '',
            email: `${unique('huge')}@suite.test`,
            password: SUITE_PASSWORD,
            image: tooMuch,
          }),
        }),
      );
      expectTooLarge(
        await s.call('PUT', '/auth/user/update', { token, form: form({ image: tooMuch }) }),
      );
    });

    it('asks for the admin before reading a large product upload', async () => {
      const upload = () =>
        form({
          name: 'Heavy',
          description: 'd',
          price: '1',
          quantity: '1',
          category: s.categoryId,
          images: [pngOf(4 * 1024 * 1024), pngOf(4 * 1024 * 1024)],
        });
      expect((await s.call('POST', '/product/create', { form: upload() })).status).toBe(401);
      expect(
        (await s.call('POST', '/product/create', { token: s.shopperToken, form: upload() })).status,
      ).toBe(403);
    });
  });

  describe('longest text per field', () => {
    const register = (fields: Record<string, string>) =>
      s.call('POST', '/auth/register', {
        form: form({
          name: 'Long',
          username: '',
          email: `${unique('long')}@suite.test`,
          password: SUITE_PASSWORD,
          ...fields,
        }),
      });

    it('refuses a 5,000-character username at registration and in the profile', async () => {
      const res = await register({ username: 'u'.repeat(5000) });
      expect(res.status).toBe(400);
      expect(ApiErrorSchema.parse(res.body).error).toBe(USER_MESSAGES.usernameTooLong);
      const { token } = await s.register('Profile', `${unique('prof')}@suite.test`);
      const update = await s.call('PUT', '/auth/user/update', {
        token,
        form: form({ name: 'Profile', username: 'u'.repeat(5000) }),
      });
      expect(update.status).toBe(200);
      expect(ApiErrorSchema.parse(update.body).error).toBe(USER_MESSAGES.usernameTooLong);
    });

    it('refuses names, usernames and emails one character too long, and long address parts', async () => {
      expect((await register({ username: 'u'.repeat(MAX_USERNAME + 1) })).status).toBe(400);
      expect((await register({ username: 'u'.repeat(MAX_USERNAME) })).status).toBe(201);
      expect((await register({ name: 'n'.repeat(MAX_PERSON_NAME + 1) })).status).toBe(400);
      const longEmail = `${'e'.repeat(MAX_EMAIL)}@suite.test`;
      expect((await register({ email: longEmail })).status).toBe(400);
      expect((await s.call('POST', '/newsletter', { json: { email: longEmail } })).status).toBe(
        400,
      );
      const { token } = await s.register('Addr', `${unique('addr')}@suite.test`);
      const update = await s.call('PUT', '/auth/user/update', {
        token,
        form: form({ name: 'Addr', 'address[street]': 's'.repeat(MAX_ADDRESS_PART + 1) }),
      });
      expect(update.status).toBe(200);
      expect(ApiErrorSchema.parse(update.body).error).toBe(USER_MESSAGES.addressTooLong);
    });

    it('refuses a product description over its limit with a plain-string 400', async () => {
      const res = await s.call('POST', '/product/create', {
        token: s.adminToken,
        form: form({
          name: 'Wordy',
          description: 'd'.repeat(MAX_PRODUCT_DESCRIPTION + 1),
          price: '1',
          quantity: '1',
          category: s.categoryId,
        }),
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatch(/Description must be at most/);
    });
  });
}
