import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../contract/schemas/payment';
import { API_BASE_PATH } from '../api-base-path';
import type { Hono } from 'hono';
import type { ApiConfig, Database } from '../api-deps';
import { dbTestTransactionStore } from './db-test-transaction-store';
import type { PaymentGateway } from './payment-gateway';
import { paystackClient, type FetchFunction } from './paystack-client';
import { createTestGateway } from './test-gateway';

/** Where the built-in test gateway is mounted in the API, and the app page shoppers pay on. */
export const TEST_GATEWAY_PATH = '/payments/test-gateway';
export const TEST_CHECKOUT_PAGE = '/test-payment';
export const WEBHOOK_PATH = '/payments/paystack/webhook';

/** How long an online order holds its stock while the shopper pays (the contract's default). */
export const DEFAULT_PAYMENT_PENDING_TTL_SECONDS = 1800;

export interface Payments {
  /** null: only pay on delivery (production without PAYSTACK_SECRET_KEY). */
  gateway: PaymentGateway | null;
  /** The test gateway's routes, when it stands in for Paystack. */
  testGatewayApp: Hono | null;
  pendingTtlSeconds: number;
  methods(): { id: PaymentMethod; label: string }[];
}

function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The store's payment gateway: Paystack with PAYSTACK_SECRET_KEY; without one, outside
 * production, the built-in test gateway (Paystack's protocol in this process, with a page marked
 * "Test payment: no money moves"), so every host shows the whole flow offline; in production
 * without a key, none: orders are paid on delivery. `deliver` reaches this API in-process (the
 * test gateway's webhook); `fetch` reaches Paystack.
 */
export function createPayments(
  config: ApiConfig,
  options: { db: Database; fetch?: FetchFunction; deliver: FetchFunction; now: () => Date },
): Payments {
  const pendingTtlSeconds = config.paymentPendingTtlSeconds ?? DEFAULT_PAYMENT_PENDING_TTL_SECONDS;
  const make = (gateway: PaymentGateway | null, testGatewayApp: Hono | null): Payments => {
    const ids: PaymentMethod[] = gateway ? ['paystack', 'on_delivery'] : ['on_delivery'];
    const methods = ids.map((id) => ({ id, label: PAYMENT_METHOD_LABELS[id] }));
    return { gateway, testGatewayApp, pendingTtlSeconds, methods: () => methods };
  };
  if (config.paystackSecretKey) {
    const gateway = paystackClient({
      secretKey: config.paystackSecretKey,
      baseUrl: config.paystackBaseUrl,
      fetch: options.fetch,
    });
    return make(gateway, null);
  }
  if (config.production) return make(null, null);
  const secret = randomSecret();
  const test = createTestGateway({
    secret,
    // From the root: the shopper's browser reaches it on whatever origin the shop has.
    checkoutBaseUrl: `${config.publicUrl ?? ''}${TEST_CHECKOUT_PAGE}`,
    webhookUrl: `http://test-gateway.invalid${API_BASE_PATH}${WEBHOOK_PATH}`,
    fetch: options.deliver,
    now: options.now,
    // In the shop's database: instances share test payments, and a restart keeps them.
    store: dbTestTransactionStore(options.db),
  });
  return make(test.gateway, test.app);
}
