import type { Product } from '../../contract/schemas/product';
import type { ApiConfig, ApiDeps, Database } from '../api-deps';
import type { PaystackDouble } from '../payments/paystack-double';
import type { Call, FetchLike } from './api-client';

export interface ApiTestHost {
  fetch: FetchLike;
  db: Database;
  close(): Promise<void>;
  /** Whether the host has an image processor (Node's sharp): uploads re-encoded, `?w=` resized. */
  processesImages?: boolean;
}

/** What the suite asks of a host: its clock (to expire tokens and throttles) and its config. */
export interface ApiTestHostOptions {
  config: ApiConfig;
  now: () => Date;
  /** Paystack as the suite's double answers it. */
  fetch: NonNullable<ApiDeps['fetch']>;
}

export type MakeHost = (options: ApiTestHostOptions) => Promise<ApiTestHost>;

export const SUITE_PAYSTACK_KEY = 'sk_test_suite_0123456789';

export const SUITE_CONFIG: ApiConfig = {
  version: 'suite',
  jwtSecret: 'api-suite-secret-0123456789abcdef0123456789abcdef',
  jwtTtlSeconds: 3600,
  passwordIterations: 1000,
  corsOrigins: [],
  // The suite's few shoppers place far more orders than a real one: the per-account limit is
  // proved with the production value in auth/account-limits.test.ts. Every other limit is
  // the production one (each request has its own address unless a test pins one).
  // Likewise "Pay now" per account: the race test alone retries a dozen times; the per-order
  // limit is proved in suite-payments.ts.
  rateLimits: {
    ordersPerAccount: { max: 100_000, windowSeconds: 600 },
    paymentRetriesPerAccount: { max: 100_000, windowSeconds: 600 },
  },
  // Paystack is the suite's in-process double (suite-payments.ts), reached at this address.
  paystackSecretKey: SUITE_PAYSTACK_KEY,
  paystackBaseUrl: 'https://paystack.suite.test',
  shopEmail: 'orders@suite.test',
};

export interface ProductOverrides {
  [part: string]: string | File | (string | File)[];
}

/** Shared by the sections; filled in beforeAll. The host starts from an EMPTY database. */
export interface SuiteState {
  host: ApiTestHost;
  call: Call;
  config: ApiConfig;
  clock: { now: Date };
  adminToken: string;
  shopperToken: string;
  otherShopperToken: string;
  shopperId: string;
  categoryId: string;
  /** Creates a product through the API as admin and returns it. */
  createProduct(overrides?: ProductOverrides): Promise<Product>;
  /** The suite's Paystack: what the API asked of it, and how it answers. */
  paystack: PaystackDouble;
  /** Registers a user and returns the login answer's token and id. */
  register(name: string, email: string, username?: string): Promise<{ token: string; id: string }>;
}

let uniqueCounter = 0;
/** Unique text for names and emails, so sections never collide in the shared database. */
export function unique(prefix: string): string {
  uniqueCounter += 1;
  return `${prefix}${Date.now().toString(36)}${uniqueCounter}`;
}

export const SUITE_PASSWORD = 'secret123';
