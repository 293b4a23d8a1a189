// Every query key the app uses, one factory per resource. A key's first part names the resource,
// so a prefix (`productKeys.all`, `orderKeys.all`) reaches every view of it: the mutation that
// changes a resource invalidates by these, and the cache's rules (what is private, what is kept
// on disk, what follows the catalogue's version) read the same prefixes. Free of imports, so the
// first load's code can name a key without loading the resource's module.

/** The whole catalogue, one copy per browser (api/catalogue.ts). */
export const catalogueKeys = {
  all: ['catalogue'] as const,
};

/** Public product reads: views of the catalogue, plus the admin's own lists of it. */
export const productKeys = {
  all: ['products'] as const,
  /** One page of `product/all` (the home blocks). */
  page: (page: number, limit: number) => ['products', 'all', { page, limit }] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  related: (id: string) => ['products', 'related', id] as const,
  search: (keyword: string) => ['products', 'search', keyword] as const,
  flashSale: () => ['products', 'flash-sale'] as const,
  /** The admin's table and brand list: fetched afresh on each visit. */
  admin: () => ['products', 'admin'] as const,
  adminList: (request: object) => ['products', 'admin', request] as const,
  adminBrands: () => ['products', 'admin', 'brands'] as const,
  /** The admin's product being edited, by slug. */
  bySlug: () => ['products', 'slug'] as const,
  slug: (slug: string) => ['products', 'slug', slug] as const,
};

/** A server render's first page of a listing (api/products.ts). */
export const listingPreviewKeys = {
  all: ['listing-preview'] as const,
  ofKind: (kind: string) => ['listing-preview', kind] as const,
  of: <S>(kind: string, search: S) => ['listing-preview', kind, search] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
};

/** Orders: private, each key holds the signed-in user's id. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (userId: string) => ['orders', 'mine', userId] as const,
  everyMine: () => ['orders', 'mine'] as const,
  /** Every order, as the admin `userId` was shown them. */
  every: (userId: string) => ['orders', 'all', userId] as const,
  admin: (userId: string, request: object) => ['orders', 'admin', userId, request] as const,
  everyVerified: () => ['orders', 'verify'] as const,
  verified: (userId: string, reference: string) => ['orders', 'verify', userId, reference] as const,
};

/** The admin's private views (figures, Flash Sale, e-mails), each holding the admin's id. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  statsOf: (userId: string) => ['admin', 'stats', userId] as const,
  flashSale: () => ['admin', 'flash-sale'] as const,
  flashSaleOf: (userId: string) => ['admin', 'flash-sale', userId] as const,
  messages: (userId: string, request: object) => ['admin', 'messages', userId, request] as const,
  message: (userId: string, id: string) => ['admin', 'message', userId, id] as const,
};

/** The orders waiting on this device (features/order-queue): private, read from IndexedDB. */
export const queuedOrderKeys = {
  all: ['queued-orders'] as const,
  list: (userId: string) => ['queued-orders', userId, 'list'] as const,
  order: (userId: string, key: string) => ['queued-orders', userId, 'order', key] as const,
};

export const paymentKeys = {
  methods: () => ['payment-methods'] as const,
  testPayment: (reference: string) => ['test-payment', reference] as const,
};

export const authKeys = {
  demoAccount: () => ['auth', 'demo-account'] as const,
};

/** Roots of the keys that hold one signed-in user's data (app/private-queries.ts). */
export const PRIVATE_KEY_ROOTS: readonly string[] = [
  orderKeys.all[0],
  queuedOrderKeys.all[0],
  adminKeys.all[0],
];
