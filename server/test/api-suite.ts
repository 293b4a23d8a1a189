import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { AuthResponseSchema } from '../../contract/schemas/user';
import { CategoryMutationResponseSchema } from '../../contract/schemas/category';
import { ProductMutationResponseSchema } from '../../contract/schemas/product';
import { users } from '../db/schema';
import { createCaller, form, pngFile } from './api-client';
import {
  SUITE_CONFIG,
  SUITE_PASSWORD,
  SUITE_PAYSTACK_KEY,
  unique,
  type MakeHost,
  type SuiteState,
} from './suite-state';
import { adminTests } from './suite-admin';
import { agreedTotalTests } from './suite-agreed-total';
import { unpaidGuardTests } from './suite-unpaid-guard';
import { authTests } from './suite-auth';
import { badInputTests } from './suite-bad-input';
import { catalogueTests } from './suite-catalogue';
import { catalogueChangesTests } from './suite-catalogue-changes';
import { catalogueVersionTests } from './suite-catalogue-version';
import { flashSaleTests } from './suite-flash-sale';
import { imageTests } from './suite-images';
import { limitTests } from './suite-limits';
import { sizeTests } from './suite-sizes';
import { orderTests } from './suite-orders';
import { permissionTests } from './suite-permissions';
import { paymentTests } from './suite-payments';
import { accountTests } from './suite-accounts';
import { deliveryTests } from './suite-delivery';
import { reviewTests } from './suite-reviews';
import { searchTests } from './suite-search';
import { wiringTests } from './suite-wiring';
import { createPaystackDouble } from '../payments/paystack-double';

/**
 * How much of the suite a host runs. `rules`: every section, on each database (in-process PGlite,
 * a real PostgreSQL 15). `wiring`: for a host that wraps the same API (MSW, the Node HTTP stack),
 * what proves the wrapping changes nothing: every route reached once and compared with the API in
 * process, auth, errors and bad input, uploads and binary answers, a streamed export.
 */
export type SuiteScope = 'rules' | 'wiring';

/** The endpoint suite of the wire contract, on one host. */
export function defineApiSuite(name: string, makeHost: MakeHost, scope: SuiteScope): void {
  describe(`API contract on ${name}`, () => {
    const clock = { now: new Date() };
    const state = { clock, config: SUITE_CONFIG } as SuiteState;

    beforeAll(async () => {
      state.paystack = createPaystackDouble({ secretKey: SUITE_PAYSTACK_KEY });
      const host = await makeHost({
        config: SUITE_CONFIG,
        now: () => clock.now,
        fetch: state.paystack.fetch,
      });
      const call = createCaller(host.fetch);
      state.host = host;
      state.call = call;

      state.register = async (personName, email, username = '') => {
        const res = await call('POST', '/auth/register', {
          form: form({ name: personName, username, email, password: SUITE_PASSWORD }),
        });
        const parsed = AuthResponseSchema.parse(res.body);
        return { token: parsed.user.token, id: parsed.user._id };
      };

      const adminEmail = `${unique('admin')}@suite.test`;
      await state.register('Suite Admin', adminEmail);
      // No endpoint makes admins; the database does, as an operator would.
      await host.db.update(users).set({ role: 1 }).where(eq(users.email, adminEmail));
      const login = await call('POST', '/auth/login', {
        json: { identifier: adminEmail, password: SUITE_PASSWORD },
      });
      state.adminToken = AuthResponseSchema.parse(login.body).user.token;

      const shopper = await state.register(
        'Suite Shopper',
        `${unique('shopper')}@suite.test`,
        unique('shop'),
      );
      state.shopperToken = shopper.token;
      state.shopperId = shopper.id;
      state.otherShopperToken = (
        await state.register('Other Shopper', `${unique('other')}@suite.test`)
      ).token;

      const category = await call('POST', '/category/create', {
        token: state.adminToken,
        json: { name: unique('Cat') },
      });
      state.categoryId = CategoryMutationResponseSchema.parse(category.body).category._id;

      state.createProduct = async (overrides = {}) => {
        const res = await call('POST', '/product/create', {
          token: state.adminToken,
          form: form({
            name: unique('Suite Scent '),
            description: 'A test fragrance',
            price: '15000',
            quantity: '10',
            category: state.categoryId,
            shipping: 'true',
            gender: 'Unisex',
            usage: 'Spray lightly',
            about: 'About text',
            brand: 'Dior',
            scentType: 'Fresh',
            scentProfile: 'Bergamot',
            fragranceType: 'Eau De Parfum',
            size: '3.4',
            images: [pngFile()],
            ...overrides,
          }),
        });
        if (res.status !== 201) throw new Error(`product create failed: ${res.status} ${res.text}`);
        return ProductMutationResponseSchema.parse(res.body).product;
      };
    }, 60_000);

    afterAll(async () => {
      await state.host?.close();
    });

    authTests(state);
    if (scope === 'wiring') {
      wiringTests(state);
      badInputTests(state);
      sizeTests(state);
      searchTests(state);
      imageTests(state);
      agreedTotalTests(state);
      unpaidGuardTests(state);
      return;
    }
    catalogueTests(state);
    catalogueVersionTests(state);
    catalogueChangesTests(state);
    searchTests(state);
    orderTests(state);
    paymentTests(state);
    accountTests(state);
    flashSaleTests(state);
    deliveryTests(state);
    agreedTotalTests(state);
    unpaidGuardTests(state);
    permissionTests(state);
    badInputTests(state);
    limitTests(state);
    sizeTests(state);
    imageTests(state);
    adminTests(state);
    reviewTests(state);
  });
}
