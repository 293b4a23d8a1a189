import * as account from '../../contract/schemas/account';
import * as accountFields from '../../contract/schemas/account-fields';
import * as admin from '../../contract/schemas/admin';
import * as messages from '../../contract/schemas/admin-messages';
import * as category from '../../contract/schemas/category';
import * as catalogueChanges from '../../contract/schemas/catalogue-changes';
import * as flashSale from '../../contract/schemas/flash-sale';
import * as newsletter from '../../contract/schemas/newsletter';
import * as order from '../../contract/schemas/order';
import * as payment from '../../contract/schemas/payment';
import * as product from '../../contract/schemas/product';
import * as user from '../../contract/schemas/user';
import { z, type Schema } from '../../contract/zod';

/** Who may call an endpoint: anyone, a signed-in user (Bearer token), an admin. */
export type Access = 'public' | 'user' | 'admin';

export interface Endpoint {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Below /api/v1, with OpenAPI's `{name}` parameters. */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  /** A JSON body, or `multipart` (text parts and files, see the contract). */
  body?: Schema | 'multipart';
  query?: Schema;
  /** The 2xx answer's JSON (or `csv`, `image`, `html`). */
  answer?: Schema | 'csv' | 'image' | 'html';
  /** The success status when not 200. */
  status?: number;
}

const Ok = z.looseObject({ status: z.string() });
const Received = z.object({ received: z.literal(true) });
const Paging = z.object({ page: z.optional(z.string()), limit: z.optional(z.string()) });
const TestPage = z.looseObject({
  reference: z.string(),
  amountKobo: z.int(),
  currency: z.string(),
  status: z.string(),
});
const PaystackEnvelope = z.looseObject({ status: z.boolean(), message: z.string() });

/**
 * Every endpoint of the API, with the contract's schemas for what it takes and answers: the
 * OpenAPI document (openapi-document.ts) is made from this list, and a test holds it against the
 * routes the API really serves, so neither can drift from the other.
 */
export const API_ENDPOINTS: readonly Endpoint[] = [
  {
    method: 'get',
    path: '/openapi.json',
    tag: 'Service',
    summary: 'This document',
    access: 'public',
    answer: z.looseObject({ openapi: z.string() }),
  },
  {
    method: 'get',
    path: '/docs',
    tag: 'Service',
    summary: 'A readable reference of this document (outside production)',
    access: 'public',
    answer: 'html',
  },
  {
    method: 'get',
    path: '/health',
    tag: 'Service',
    summary: 'Liveness',
    access: 'public',
    answer: Ok,
  },
  {
    method: 'get',
    path: '/ready',
    tag: 'Service',
    summary: 'Readiness: the database answers and is migrated (503 otherwise)',
    access: 'public',
    answer: Ok,
  },

  {
    method: 'post',
    path: '/auth/login',
    tag: 'Accounts',
    summary: 'Sign in with an e-mail or username',
    access: 'public',
    body: accountFields.LoginRequestSchema,
    answer: user.AuthResponseSchema,
  },
  {
    method: 'post',
    path: '/auth/register',
    tag: 'Accounts',
    summary: 'Create an account (signed in at once)',
    access: 'public',
    body: 'multipart',
    answer: user.AuthResponseSchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/auth/user/update',
    tag: 'Accounts',
    summary: 'Update the profile (validation problems answer 200 {error})',
    access: 'user',
    body: 'multipart',
    answer: user.ProfileUpdateResponseSchema,
  },
  {
    method: 'post',
    path: '/auth/forgot-password',
    tag: 'Accounts',
    summary: 'E-mail a reset link (the same answer for unknown addresses)',
    access: 'public',
    body: account.ForgotPasswordRequestSchema,
    answer: account.AccountMessageResponseSchema,
  },
  {
    method: 'post',
    path: '/auth/reset-password',
    tag: 'Accounts',
    summary: 'Set a new password with the e-mailed token',
    access: 'public',
    body: account.ResetPasswordRequestSchema,
    answer: account.AccountMessageResponseSchema,
  },
  {
    method: 'put',
    path: '/auth/password',
    tag: 'Accounts',
    summary: 'Change the password (other sessions signed out)',
    access: 'user',
    body: account.ChangePasswordRequestSchema,
    answer: account.ChangePasswordResponseSchema,
  },

  {
    method: 'get',
    path: '/product/all',
    tag: 'Products',
    summary: 'A page of the catalogue, newest first (ETag, 304)',
    access: 'public',
    query: Paging,
    answer: product.ProductListResponseSchema,
  },
  {
    method: 'get',
    path: '/product/changes',
    tag: 'Products',
    summary:
      'The catalogue changed since a version the client holds (changed products, removed ids), or all of it marked full (ETag, 304)',
    access: 'public',
    query: catalogueChanges.CatalogueChangesQuerySchema,
    answer: catalogueChanges.CatalogueChangesResponseSchema,
  },
  {
    method: 'get',
    path: '/product/flash-sale',
    tag: 'Products',
    summary: 'The products on the Flash Sale',
    access: 'public',
    answer: product.FlashSaleProductsResponseSchema,
  },
  {
    method: 'get',
    path: '/product/slug/{slug}',
    tag: 'Products',
    summary: 'A product by its slug',
    access: 'public',
    answer: product.ProductResponseSchema,
  },
  {
    method: 'get',
    path: '/product/related/{id}',
    tag: 'Products',
    summary: 'Up to 12 related products',
    access: 'public',
    answer: product.RelatedProductsResponseSchema,
  },
  {
    method: 'get',
    path: '/product/search/{keyword}',
    tag: 'Products',
    summary: 'Search name, description and brand',
    access: 'public',
    answer: product.ProductSearchResponseSchema,
  },
  {
    method: 'get',
    path: '/product/{id}',
    tag: 'Products',
    summary: 'A product',
    access: 'public',
    answer: product.ProductResponseSchema,
  },
  {
    method: 'post',
    path: '/product/create',
    tag: 'Products',
    summary: 'Create a product (failure: a plain-string 400)',
    access: 'admin',
    body: 'multipart',
    answer: product.ProductMutationResponseSchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/product/update/{id}',
    tag: 'Products',
    summary: 'Update a product',
    access: 'admin',
    body: 'multipart',
    answer: product.ProductMutationResponseSchema,
  },
  {
    method: 'delete',
    path: '/product/{id}',
    tag: 'Products',
    summary: 'Delete a product',
    access: 'admin',
    answer: product.ProductDeleteResponseSchema,
  },

  {
    method: 'get',
    path: '/category/categories',
    tag: 'Categories',
    summary: 'Every category (a bare array)',
    access: 'public',
    answer: category.CategoriesResponseSchema,
  },
  {
    method: 'post',
    path: '/category/create',
    tag: 'Categories',
    summary: 'Create a category',
    access: 'admin',
    body: category.CategoryInputSchema,
    answer: category.CategoryMutationResponseSchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/category/{id}',
    tag: 'Categories',
    summary: 'Rename a category',
    access: 'admin',
    body: category.CategoryInputSchema,
    answer: category.CategoryMutationResponseSchema,
  },
  {
    method: 'delete',
    path: '/category/{id}',
    tag: 'Categories',
    summary: 'Delete an empty category',
    access: 'admin',
    answer: category.CategoryDeleteResponseSchema,
  },

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
    query: Paging,
    answer: order.AllOrdersResponseSchema,
  },
  {
    method: 'put',
    path: '/orders/status/{id}',
    tag: 'Orders',
    summary: "Set an order's status (Cancelled restocks and refunds)",
    access: 'admin',
    body: order.OrderStatusUpdateRequestSchema,
    answer: order.OrderStatusUpdateResponseSchema,
  },
  {
    method: 'put',
    path: '/orders/payment/{id}',
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
    path: '/payments/verify/{reference}',
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
    path: '/payments/retry/{id}',
    tag: 'Payments',
    summary: 'Pay now: a new attempt for an order still waiting',
    access: 'user',
    answer: order.PaymentRetryResponseSchema,
  },
  {
    method: 'put',
    path: '/payments/on-delivery/{id}',
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
    path: '/payments/test-gateway/transaction/verify/{reference}',
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
    path: '/payments/test-gateway/pay/{reference}',
    tag: 'Test gateway',
    summary: 'The test checkout (HTML, or JSON with Accept: application/json)',
    access: 'public',
    answer: TestPage,
  },
  {
    method: 'post',
    path: '/payments/test-gateway/pay/{reference}',
    tag: 'Test gateway',
    summary: 'Pay or Fail a test payment',
    access: 'public',
    answer: TestPage,
  },

  {
    method: 'get',
    path: '/images/placeholder/{file}',
    tag: 'Images',
    summary: "A product's generated drawing",
    access: 'public',
    answer: 'image',
  },
  {
    method: 'get',
    path: '/images/{id}',
    tag: 'Images',
    summary: 'An image (?w= for a resized copy)',
    access: 'public',
    answer: 'image',
  },
  {
    method: 'post',
    path: '/newsletter',
    tag: 'Newsletter',
    summary: 'Sign up for the newsletter',
    access: 'public',
    body: newsletter.NewsletterRequestSchema,
    answer: newsletter.NewsletterResponseSchema,
  },

  {
    method: 'get',
    path: '/admin/orders',
    tag: 'Admin',
    summary: 'Search, filter, sort and page orders',
    access: 'admin',
    query: admin.AdminOrdersQuerySchema,
    answer: admin.AdminOrdersResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/orders.csv',
    tag: 'Admin',
    summary: 'The filtered orders as CSV',
    access: 'admin',
    query: admin.AdminOrderFiltersSchema,
    answer: 'csv',
  },
  {
    method: 'get',
    path: '/admin/products',
    tag: 'Admin',
    summary: 'Search, filter, sort and page products',
    access: 'admin',
    query: admin.AdminProductsQuerySchema,
    answer: admin.AdminProductsResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/products.csv',
    tag: 'Admin',
    summary: 'The filtered products as CSV',
    access: 'admin',
    query: admin.AdminProductFiltersSchema,
    answer: 'csv',
  },
  {
    method: 'get',
    path: '/admin/products/brands',
    tag: 'Admin',
    summary: 'The brands products carry',
    access: 'admin',
    answer: admin.AdminBrandsResponseSchema,
  },
  {
    method: 'put',
    path: '/admin/products/{id}/stock',
    tag: 'Admin',
    summary: "Correct a product's stock",
    access: 'admin',
    body: admin.StockCorrectionSchema,
    answer: product.ProductResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/settings',
    tag: 'Admin',
    summary: "The shop's settings",
    access: 'admin',
    answer: admin.ShopSettingsResponseSchema,
  },
  {
    method: 'put',
    path: '/admin/settings',
    tag: 'Admin',
    summary: "Change the shop's settings",
    access: 'admin',
    body: admin.ShopSettingsSchema,
    answer: admin.ShopSettingsResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/stats',
    tag: 'Admin',
    summary: 'Orders and revenue, today and the last 7 days',
    access: 'admin',
    answer: admin.AdminStatsResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/flash-sale',
    tag: 'Admin',
    summary: 'The Flash Sale',
    access: 'admin',
    answer: flashSale.FlashSaleResponseSchema,
  },
  {
    method: 'put',
    path: '/admin/flash-sale',
    tag: 'Admin',
    summary: 'Set or end the Flash Sale',
    access: 'admin',
    body: flashSale.flashSaleInputSchema(new Date(0)),
    answer: flashSale.FlashSaleResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/messages',
    tag: 'Admin',
    summary: 'The e-mails sent or waiting (the outbox)',
    access: 'admin',
    query: messages.MessagesQuerySchema,
    answer: messages.MessagesResponseSchema,
  },
  {
    method: 'get',
    path: '/admin/messages/{id}',
    tag: 'Admin',
    summary: 'One e-mail as its recipient sees it',
    access: 'admin',
    answer: messages.MessageResponseSchema,
  },
];
