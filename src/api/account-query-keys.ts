// The query keys of a session's reads, one factory per resource: orders, payments, the admin's
// views, the orders waiting on this device, the sign-in page's demo account (see query-keys.ts).
import { privateRoots } from './query-keys';

const {
  orders: ORDERS,
  admin: ADMIN,
  queuedOrders: QUEUED,
  wishlist: WISHLIST,
  stockAlerts: STOCK_ALERTS,
  emailVerification: EMAIL_VERIFICATION,
} = privateRoots;

/** Orders: private, each key holds the signed-in user's id. */
export const orderKeys = {
  all: [ORDERS] as const,
  mine: (userId: string) => [ORDERS, 'mine', userId] as const,
  everyMine: () => [ORDERS, 'mine'] as const,
  /** Every order, as the admin `userId` was shown them. */
  every: (userId: string) => [ORDERS, 'all', userId] as const,
  admin: (userId: string, request: object) => [ORDERS, 'admin', userId, request] as const,
  everyVerified: () => [ORDERS, 'verify'] as const,
  verified: (userId: string, reference: string) => [ORDERS, 'verify', userId, reference] as const,
};

/** The admin's private views (figures, Flash Sale, e-mails), each holding the admin's id. */
export const adminKeys = {
  all: [ADMIN] as const,
  stats: () => [ADMIN, 'stats'] as const,
  statsOf: (userId: string) => [ADMIN, 'stats', userId] as const,
  flashSale: () => [ADMIN, 'flash-sale'] as const,
  flashSaleOf: (userId: string) => [ADMIN, 'flash-sale', userId] as const,
  messages: (userId: string, request: object) => [ADMIN, 'messages', userId, request] as const,
  message: (userId: string, id: string) => [ADMIN, 'message', userId, id] as const,
  delivery: () => [ADMIN, 'delivery'] as const,
  deliveryOf: (userId: string) => [ADMIN, 'delivery', userId] as const,
};

/** The orders waiting on this device (features/order-queue): private, read from IndexedDB. */
export const queuedOrderKeys = {
  all: [QUEUED] as const,
  list: (userId: string) => [QUEUED, userId, 'list'] as const,
  order: (userId: string, key: string) => [QUEUED, userId, 'order', key] as const,
};

export const paymentKeys = {
  methods: () => ['payment-methods'] as const,
  testPayment: (reference: string) => ['test-payment', reference] as const,
};

export const authKeys = {
  demoAccount: () => ['auth', 'demo-account'] as const,
};

/** The account's wishlist (features/wishlist): private, each key holds the user's id. */
export const wishlistKeys = {
  all: [WISHLIST] as const,
  mine: (userId: string) => [WISHLIST, userId] as const,
};

/** The shopper's back-in-stock alerts: private, each key holds the user's id. */
export const stockAlertKeys = {
  all: [STOCK_ALERTS] as const,
  mine: (userId: string) => [STOCK_ALERTS, userId] as const,
};

/** Whether the account's e-mail address is verified: private, each key holds the user's id. */
export const emailVerificationKeys = {
  all: [EMAIL_VERIFICATION] as const,
  mine: (userId: string) => [EMAIL_VERIFICATION, userId] as const,
};
