import { Hono } from 'hono';
import { API_BASE_PATH } from './api-base-path';
import { createApiContext, type ApiEnv } from './api-context';
import type { ApiDeps } from './api-deps';
import { ApiError } from './wire/api-error';
import { sizedBodies } from './wire/body-limits';
import { plainUrl } from './wire/plain-url';
import type { OutboxKind } from './outbox/outbox';
import { runDueJobs, type JobHandler } from './outbox/outbox-worker';
import { withoutSecrets } from './mail/mail-secrets';
import { refundJob } from './outbox/refund-job';
import { expireDuePayments } from './payments/payment-expiry';
import { withRenderedMail } from './mail/rendered-mail-job';
import { adminRoutes } from './admin/admin-routes';
import { authRoutes } from './auth/auth-routes';
import { categoryRoutes } from './categories/category-routes';
import { healthRoutes } from './health/health-routes';
import { imageRoutes } from './images/image-routes';
import { newsletterRoutes } from './newsletter/newsletter-routes';
import { orderPlacementRoutes, orderRoutes } from './orders/order-routes';
import { productRoutes } from './products/product-routes';
import { openApiRoutes } from './openapi/openapi-routes';
import { ownDataRoutes } from './auth/own-data-routes';
import { emailVerificationRoutes } from './auth/email-verification-routes';
import { paymentRoutes } from './payments/payment-routes';
import { adminDeliveryRoutes, deliveryRoutes } from './delivery/delivery-routes';
import { adminReviewRoutes, productReviewRoutes, reviewRoutes } from './reviews/review-routes';
import { wishlistRoutes } from './wishlist/wishlist-routes';
import { productStockAlertRoutes, stockAlertListRoutes } from './stock-alerts/stock-alert-routes';

export const API_BASE = API_BASE_PATH;

/**
 * The whole /api/v1 API as a web-standard app. The Node server, the MSW worker in the page and
 * Vitest all run this same function, so every host answers alike.
 */
export function createApi(deps: ApiDeps) {
  return createApiWithWork(deps).api;
}

/** What a host that runs background workers calls (the Node host; tests of the workers). */
export interface ApiBackgroundWork {
  /** Expires unpaid online orders past their time, asking the gateway first. */
  expirePayments(): Promise<number>;
  /** Carries out due outbox jobs: refunds, and the kinds `extra` handles (e-mail on Node). */
  runOutbox(extra?: Partial<Record<OutboxKind, JobHandler>>): Promise<number>;
}

/** The API and the background work over the same context (gateway, clock, database). */
export function createApiWithWork(deps: ApiDeps) {
  // strict: false matches paths with and without a trailing slash (`/product/search/`).
  const api = new Hono<ApiEnv>({ strict: false }).basePath(API_BASE_PATH);
  const ctx = createApiContext(deps, async (input, init) => api.request(input, init));

  // Each endpoint reads at most what it needs (wire/body-limits.ts): 413 past it.
  api.use('*', sizedBodies(ctx, API_BASE_PATH));
  api.use('*', plainUrl());

  api.route('/', healthRoutes(ctx));
  api.route('/', openApiRoutes(ctx, api));
  api.route('/auth', authRoutes(ctx));
  api.route('/auth', ownDataRoutes(ctx));
  api.route('/auth', emailVerificationRoutes(ctx));
  api.route('/product', orderPlacementRoutes(ctx));
  api.route('/product', productRoutes(ctx));
  api.route('/product', productReviewRoutes(ctx));
  api.route('/product', productStockAlertRoutes(ctx));
  api.route('/reviews', reviewRoutes(ctx));
  api.route('/wishlist', wishlistRoutes(ctx));
  api.route('/stock-alerts', stockAlertListRoutes(ctx));
  api.route('/admin/reviews', adminReviewRoutes(ctx));
  api.route('/category', categoryRoutes(ctx));
  api.route('/orders', orderRoutes(ctx));
  api.route('/images', imageRoutes(ctx));
  api.route('/newsletter', newsletterRoutes(ctx));
  api.route('/delivery', deliveryRoutes(ctx));
  api.route('/admin', adminDeliveryRoutes(ctx));
  api.route('/admin', adminRoutes(ctx));
  api.route('/payments', paymentRoutes(ctx));

  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  api.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body, error.status);
    }
    // Never a stack trace on the wire. The log gets the message and code only: a database
    // error carries its query's parameters (an e-mail address, a password hash).
    ctx.log.error(
      { method: c.req.method, path: c.req.path, err: describeError(error) },
      'Unhandled API error',
    );
    return c.json({ error: 'Something went wrong. Please try again.' }, 500);
  });
  const work: ApiBackgroundWork = {
    expirePayments: () => expireDuePayments(ctx, { askGateway: true }),
    runOutbox: (extra = {}) =>
      runDueJobs({
        db: ctx.db,
        now: ctx.now,
        handlers: {
          refund: refundJob(ctx.payments.gateway),
          ...extra,
          // The host's sender gets the message rendered (HTML and text) from what was kept.
          ...(extra.email ? { email: withRenderedMail(extra.email) } : {}),
        },
        // A sent reset link stays usable for its half hour: the outbox keeps none.
        retire: (kind, payload) => (kind === 'email' ? withoutSecrets(payload) : payload),
      }),
  };
  // The Node host reads the catalogue the API answers from (sitemaps) without a round trip.
  return { api, work, catalogue: ctx.catalogue };
}

export type Api = ReturnType<typeof createApi>;

/** What of an unexpected error may be logged: its kind, message and code, nothing it carries. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? ` (cause: ${describeError(error.cause)})` : '';
  // Drizzle's message is the SQL followed by its parameters: the cause says what went wrong.
  const message = error.message.startsWith('Failed query') ? 'Failed query' : error.message;
  return `${error.name}: ${message.slice(0, 200)}${typeof code === 'string' ? ` [${code}]` : ''}${cause}`;
}
