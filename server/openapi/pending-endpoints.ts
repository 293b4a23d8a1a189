import { Hono, type MiddlewareHandler } from 'hono';
import * as order from '../../contract/schemas/order';
import * as payment from '../../contract/schemas/payment';
import { z, type Schema } from '../../contract/zod';
import { PagingQuerySchema } from '../wire/paging';
import { validated } from '../wire/validated';
import { documented, guardDocumented, type Access, type RouteDoc } from './route-docs';

// TEMPORARY (issue 44, item 3). Orders and payments are the two route modules that do not
// declare themselves yet (server/routes/orders.ts, payments.ts). Each entry below is what its
// route will say once converted: `documented(...)` with its tag, summary and answer, the guard it
// already has, `validated(...)` for its body or query. Delete an entry as its route is
// converted, and this file (and its use in openapi-document.ts) with the last.

interface PendingEndpoint extends RouteDoc {
  method: 'get' | 'post' | 'put';
  /** Below /api/v1, as Hono writes it. */
  path: string;
  access: Access;
  body?: Schema;
  query?: Schema;
}

const Received = z.object({ received: z.literal(true) });
const TestPage = z.looseObject({
  reference: z.string(),
  amountKobo: z.int(),
  currency: z.string(),
  status: z.string(),
});
const PaystackEnvelope = z.looseObject({ status: z.boolean(), message: z.string() });

const PENDING_ENDPOINTS: readonly PendingEndpoint[] = [
  {
    method: 'post',
    path: '/product/payment',
    tag: 'Orders',
    summary: 'Place an order (Idempotency-Key); online orders answer where to pay',
    access: 'user',
    body: order.PaymentRequestSchema,
    answer: order.PaymentResponseSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/orders',
    tag: 'Orders',
    summary: "The caller's orders, newest first",
    access: 'user',
    answer: order.OrdersResponseSchema,
  },
  {
    method: 'get',
    path: '/orders/all',
    tag: 'Orders',
    summary: 'Every order (optional paging)',
    access: 'admin',
    query: PagingQuerySchema,
    answer: order.AllOrdersResponseSchema,
  },
  {
    method: 'put',
    path: '/orders/status/:id',
    tag: 'Orders',
    summary: "Set an order's status (Cancelled restocks and refunds)",
    access: 'admin',
    body: order.OrderStatusUpdateRequestSchema,
    answer: order.OrderStatusUpdateResponseSchema,
  },
  {
    method: 'put',
    path: '/orders/payment/:id',
    tag: 'Payments',
    summary: 'Record money received for a pay-on-delivery order',
    access: 'admin',
    body: payment.MarkPaidRequestSchema,
    answer: order.OrderResponseSchema,
  },
  {
    method: 'get',
    path: '/payments/methods',
    tag: 'Payments',
    summary: 'The ways this store takes money now',
    access: 'public',
    answer: payment.PaymentMethodsResponseSchema,
  },
  {
    method: 'get',
    path: '/payments/verify/:reference',
    tag: 'Payments',
    summary: 'Ask Paystack how a payment went (the return page)',
    access: 'user',
    answer: order.OrderResponseSchema,
  },
  {
    method: 'post',
    path: '/payments/paystack/webhook',
    tag: 'Payments',
    summary: "Paystack's events (x-paystack-signature, HMAC-SHA512)",
    access: 'public',
    answer: Received,
  },
  {
    method: 'post',
    path: '/payments/retry/:id',
    tag: 'Payments',
    summary: 'Pay now: a new attempt for an order still waiting',
    access: 'user',
    answer: order.PaymentRetryResponseSchema,
  },
  {
    method: 'put',
    path: '/payments/on-delivery/:id',
    tag: 'Payments',
    summary: 'Pay on delivery instead',
    access: 'user',
    answer: order.OrderResponseSchema,
  },
  {
    method: 'post',
    path: '/payments/test-gateway/transaction/initialize',
    tag: 'Test gateway',
    summary:
      "Paystack's initialize, played by the built-in test gateway (no key, outside production)",
    access: 'public',
    answer: PaystackEnvelope,
  },
  {
    method: 'get',
    path: '/payments/test-gateway/transaction/verify/:reference',
    tag: 'Test gateway',
    summary: "Paystack's verify, played by the test gateway",
    access: 'public',
    answer: PaystackEnvelope,
  },
  {
    method: 'post',
    path: '/payments/test-gateway/refund',
    tag: 'Test gateway',
    summary: "Paystack's refund, played by the test gateway",
    access: 'public',
    answer: PaystackEnvelope,
  },
  {
    method: 'get',
    path: '/payments/test-gateway/pay/:reference',
    tag: 'Test gateway',
    summary: 'The test checkout (HTML, or JSON with Accept: application/json)',
    access: 'public',
    answer: TestPage,
  },
  {
    method: 'post',
    path: '/payments/test-gateway/pay/:reference',
    tag: 'Test gateway',
    summary: 'Pay or Fail a test payment',
    access: 'public',
    answer: TestPage,
  },
];

/** A stand-in for the route's guard: a new one each time, as the guard's docs are its own. */
const passOn = (): MiddlewareHandler => async (_c, next) => {
  await next();
};

/**
 * The pending routes declared as their modules will declare them, on an app of their own that
 * only the OpenAPI document reads (it serves nothing).
 */
export function pendingRoutes(): Hono {
  const app = new Hono();
  for (const { method, path, access, body, query, ...doc } of PENDING_ENDPOINTS) {
    const declared: [MiddlewareHandler, ...MiddlewareHandler[]] = [
      documented(doc),
      ...(access === 'public' ? [] : [guardDocumented(access, passOn())]),
      ...(body ? [validated('json', body)] : []),
      ...(query ? [validated('query', query)] : []),
      async (c) => c.notFound(),
    ];
    app.on(method.toUpperCase(), path, ...declared);
  }
  return app;
}
