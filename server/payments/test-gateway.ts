import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from '../../contract/zod';
import { documented } from '../openapi/route-docs';
import { constantTimeEqual } from '../auth/password';
import { PAYMENT_CURRENCY, type PaymentGateway } from './payment-gateway';
import { paystackClient, type FetchFunction } from './paystack-client';
import {
  initializeBody,
  refundBody,
  type ChargeSuccessEvent,
  type TransactionWire,
} from './paystack-protocol';
import { badRequestPage, checkoutPage, finishedPage, notFoundPage } from './test-checkout-page';
import {
  memoryTestTransactionStore,
  type TestTransaction,
  type TestTransactionChange,
  type TestTransactionStore,
} from './test-transaction-store';
import { PAYSTACK_SIGNATURE_HEADER, signPaystackBody } from './webhook-signature';

// The built-in test gateway: Paystack's protocol (initialize, verify, refund, a signed
// `charge.success` webhook, the redirect back with `?reference=…&trxref=…`) and a hosted checkout
// page with Pay and Fail, so `npm start` and mock mode show the whole payment flow offline. The
// store talks to it through the same Paystack client it uses for the real thing.

/** The adapter reaches the app in-process; this origin never goes on the network. */
export const TEST_GATEWAY_INTERNAL_BASE_URL = 'http://test-gateway.invalid';

const WEBHOOK_TIMEOUT_MS = 10_000;

export interface TestGatewayOptions {
  /**
   * Plays Paystack's secret key: the Bearer the adapter presents and the key every webhook is
   * signed with, so the store's webhook route verifies with this same value. A random one per
   * process will do.
   */
  secret: string;
  /**
   * Where the caller mounts `app`, as the shopper's browser reaches it: absolute
   * (`https://shop.example/api/v1/payments/test-gateway`) or from the root
   * (`/api/v1/payments/test-gateway`) when the store's origin varies. The checkout page of a
   * payment is `${checkoutBaseUrl}/pay/:reference`.
   */
  checkoutBaseUrl: string;
  /** Where `charge.success` is POSTed. Without one no webhook is sent (verify still settles). */
  webhookUrl?: string;
  /** Delivers the webhook: the global fetch, or the API's own in-process `request`. */
  fetch?: FetchFunction;
  now?: () => Date;
  /** In memory unless given (see test-transaction-store.ts). */
  store?: TestTransactionStore;
  /** A webhook that could not be delivered. It is not retried: the return to the shop verifies. */
  onWebhookError?: (error: unknown) => void;
}

export interface TestGateway {
  /** Mount it at the path `checkoutBaseUrl` names. */
  app: Hono;
  /** The store's PaymentGateway, calling `app` in-process. */
  gateway: PaymentGateway;
}

const outcomeForm = z.object({ outcome: z.enum(['success', 'failed']) });

const GATEWAY_RESPONSE: Record<TestTransaction['status'], string> = {
  pending: 'The transaction was not completed',
  success: 'Successful',
  failed: 'Declined',
  reversed: 'Successful',
};

/** As Paystack answers it: an unpaid checkout reads `abandoned` until the shopper finishes. */
function transactionWire(transaction: TestTransaction): TransactionWire {
  return {
    id: transaction.id,
    domain: 'test',
    status: transaction.status === 'pending' ? 'abandoned' : transaction.status,
    reference: transaction.reference,
    amount: transaction.amountKobo,
    currency: transaction.currency,
    gateway_response: GATEWAY_RESPONSE[transaction.status],
    paid_at: transaction.paidAt,
    created_at: transaction.createdAt,
    channel: 'test',
    customer: { email: transaction.email },
  };
}

/** The shop's callback URL with the reference, as Paystack sends the shopper back. */
function returnUrl(transaction: TestTransaction): string {
  const url = new URL(transaction.callbackUrl);
  url.searchParams.set('reference', transaction.reference);
  url.searchParams.set('trxref', transaction.reference);
  return url.href;
}

function refuse(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ status: false, message }, status);
}

/** The page's own policy: nothing but its inline style, and forms that go here or to the shop. */
function pageHeaders(transaction: TestTransaction | null): Record<string, string> {
  const formTargets = ["'self'"];
  if (transaction) formTargets.push(new URL(transaction.callbackUrl).origin);
  return {
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    'Cache-Control': 'no-store',
  };
}

/** Mock mode's page asks with `Accept: application/json`: the service worker cannot serve it HTML. */
function wantsJson(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('application/json');
}

async function readOutcome(c: Context): Promise<'success' | 'failed' | null> {
  const type = c.req.header('content-type') ?? '';
  const body: unknown = type.includes('application/json')
    ? await c.req.json().catch(() => null)
    : await c.req.parseBody().catch(() => null);
  const parsed = outcomeForm.safeParse(body);
  return parsed.success ? parsed.data.outcome : null;
}

/** What the test gateway's routes answer, for the OpenAPI document (Paystack's envelope). */
const PaystackEnvelope = z.looseObject({ status: z.boolean(), message: z.string() });
const TestPage = z.looseObject({
  reference: z.string(),
  amountKobo: z.int(),
  currency: z.string(),
  status: z.string(),
});

export function createTestGateway(options: TestGatewayOptions): TestGateway {
  const store = options.store ?? memoryTestTransactionStore();
  const now = options.now ?? (() => new Date());
  const send: FetchFunction = options.fetch ?? ((input, init) => fetch(input, init));
  const checkoutBaseUrl = options.checkoutBaseUrl.replace(/\/+$/, '');
  const bearer = new TextEncoder().encode(`Bearer ${options.secret}`);
  const reportWebhookError = options.onWebhookError ?? (() => {});

  async function deliverChargeSuccess(transaction: TestTransaction): Promise<void> {
    if (!options.webhookUrl) return;
    const event: ChargeSuccessEvent = {
      event: 'charge.success',
      data: transactionWire(transaction),
    };
    const body = JSON.stringify(event);
    try {
      const response = await send(options.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [PAYSTACK_SIGNATURE_HEADER]: await signPaystackBody(options.secret, body),
        },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
    } catch (error) {
      reportWebhookError(error);
    }
  }

  const app = new Hono();

  // The API half, like Paystack's, answers only to the secret key.
  for (const path of ['/transaction/*', '/refund']) {
    app.use(path, async (c, next) => {
      const presented = new TextEncoder().encode(c.req.header('authorization') ?? '');
      if (!constantTimeEqual(presented, bearer)) return refuse(c, 401, 'Invalid key');
      await next();
    });
  }

  // Documented in the API's OpenAPI document as the test gateway's, under its mount point.
  const TAG = 'Test gateway';
  app.post(
    '/transaction/initialize',
    documented({
      tag: TAG,
      summary:
        "Paystack's initialize, played by the built-in test gateway (no key, outside production)",
      answer: PaystackEnvelope,
    }),
    async (c) => {
      const parsed = initializeBody.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return refuse(c, 400, `Invalid ${issue?.path.join('.') || 'body'}`);
      }
      const { email, amount, reference, currency } = parsed.data;
      const callbackUrl = parsed.data.callback_url;
      if (currency !== PAYMENT_CURRENCY) return refuse(c, 400, 'Currency not supported');
      // Unlike Paystack, there is no dashboard URL to fall back on.
      if (!callbackUrl || !/^https?:$/.test(new URL(callbackUrl).protocol)) {
        return refuse(c, 400, 'The test gateway needs an http(s) callback_url');
      }
      const transaction: TestTransaction = {
        id: crypto.getRandomValues(new Uint32Array(1))[0] ?? 1,
        reference,
        email,
        amountKobo: amount,
        currency,
        callbackUrl,
        status: 'pending',
        createdAt: now().toISOString(),
        paidAt: null,
      };
      if (!(await store.insert(transaction))) {
        return refuse(c, 400, 'Duplicate Transaction Reference');
      }
      return c.json({
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${checkoutBaseUrl}/pay/${encodeURIComponent(reference)}`,
          access_code: reference,
          reference,
        },
      });
    },
  );

  app.get(
    '/transaction/verify/:reference',
    documented({
      tag: TAG,
      summary: "Paystack's verify, played by the test gateway",
      answer: PaystackEnvelope,
    }),
    async (c) => {
      const transaction = await store.get(c.req.param('reference'));
      if (!transaction) return refuse(c, 400, 'Transaction reference not found');
      return c.json({
        status: true,
        message: 'Verification successful',
        data: transactionWire(transaction),
      });
    },
  );

  app.post(
    '/refund',
    documented({
      tag: TAG,
      summary: "Paystack's refund, played by the test gateway",
      answer: PaystackEnvelope,
    }),
    async (c) => {
      const parsed = refundBody.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return refuse(c, 400, 'Transaction reference is required');
      const reference = parsed.data.transaction;
      const transaction = await store.get(reference);
      if (!transaction) return refuse(c, 404, 'Transaction not found');
      if (transaction.status === 'reversed') {
        return refuse(c, 400, 'Transaction has been fully reversed');
      }
      if (transaction.status !== 'success') {
        return refuse(c, 400, 'Only a successful transaction can be refunded');
      }
      if (parsed.data.amount !== undefined && parsed.data.amount !== transaction.amountKobo) {
        return refuse(c, 400, 'The test gateway refunds whole transactions only');
      }
      if (!(await store.transition(reference, 'success', { status: 'reversed' }))) {
        return refuse(c, 400, 'Transaction has been fully reversed');
      }
      // No bank in the loop: the refund is processed at once (Paystack's starts `pending`).
      return c.json({
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: transactionWire({ ...transaction, status: 'reversed' }),
          amount: transaction.amountKobo,
          currency: transaction.currency,
          status: 'processed',
          refunded_at: now().toISOString(),
        },
      });
    },
  );

  // The checkout half, for the shopper's browser.
  app.get(
    '/pay/:reference',
    documented({
      tag: TAG,
      summary: 'The test checkout (HTML, or JSON with Accept: application/json)',
      answer: TestPage,
    }),
    async (c) => {
      const transaction = await store.get(c.req.param('reference'));
      if (wantsJson(c)) {
        if (!transaction) return c.json({ error: 'Payment not found' }, 404);
        return c.json({
          reference: transaction.reference,
          amountKobo: transaction.amountKobo,
          currency: transaction.currency,
          status: transaction.status,
          returnUrl: returnUrl(transaction),
        });
      }
      if (!transaction) return c.html(notFoundPage(), 404, pageHeaders(null));
      const page =
        transaction.status === 'pending'
          ? checkoutPage(transaction)
          : finishedPage(transaction, returnUrl(transaction));
      return c.html(page, 200, pageHeaders(transaction));
    },
  );

  app.post(
    '/pay/:reference',
    documented({ tag: TAG, summary: 'Pay or Fail a test payment', answer: TestPage }),
    async (c) => {
      const json = wantsJson(c);
      const reference = c.req.param('reference');
      const transaction = await store.get(reference);
      if (!transaction) {
        return json
          ? c.json({ error: 'Payment not found' }, 404)
          : c.html(notFoundPage(), 404, pageHeaders(null));
      }
      const outcome = await readOutcome(c);
      if (!outcome) {
        return json
          ? c.json({ error: 'outcome must be success or failed' }, 400)
          : c.html(badRequestPage(), 400, pageHeaders(transaction));
      }
      // A second press (or a second tab) changes nothing and just goes back to the shop.
      if (transaction.status === 'pending') {
        const change: TestTransactionChange =
          outcome === 'success'
            ? { status: 'success', paidAt: now().toISOString() }
            : { status: 'failed' };
        const changed = await store.transition(reference, 'pending', change);
        if (changed && change.status === 'success') {
          await deliverChargeSuccess({ ...transaction, ...change });
        }
      }
      const current = (await store.get(reference)) ?? transaction;
      const redirectTo = returnUrl(current);
      return json ? c.json({ status: current.status, redirectTo }) : c.redirect(redirectTo, 303);
    },
  );

  const gateway = paystackClient({
    name: 'test',
    secretKey: options.secret,
    baseUrl: TEST_GATEWAY_INTERNAL_BASE_URL,
    fetch: async (input, init) => app.request(input, init),
  });

  return { app, gateway };
}
