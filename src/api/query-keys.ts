// Every query key the app uses, one factory per resource: here the catalogue's reads, which every
// first load makes, and in account-query-keys.ts those of a session (orders, payments, the admin's
// views). A key's first part names the resource, so a prefix (`productKeys.all`) reaches every
// view of it: the mutation that changes a resource invalidates by these, and the cache's rules
// (what is private, what is kept on disk, what follows the catalogue's version) read the same
// prefixes. Free of imports, so the first load's code can name a key without loading the
// resource's module.

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

/** The shop's delivery zones and pickup points, as the Shipping page shows them. */
export const deliveryKeys = {
  options: ['delivery-options'] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
};

/**
 * Roots of the keys that hold one signed-in user's data (app/private-queries.ts): their orders,
 * the orders waiting on this device, the admin's views. Their factories are in
 * account-query-keys.ts, which no first load needs.
 */
export const privateRoots = {
  orders: 'orders',
  queuedOrders: 'queued-orders',
  admin: 'admin',
  wishlist: 'wishlist',
  stockAlerts: 'stock-alerts',
  /** Whether the account's e-mail address is verified (the profile). */
  emailVerification: 'email-verification',
  /** A product's reviews as one visitor sees them: whether they may review, and their own. */
  reviews: 'reviews',
} as const;
