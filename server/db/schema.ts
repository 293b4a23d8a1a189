import { sql } from 'drizzle-orm';
import { PAYMENT_STATES, type PaymentState } from '../../contract/schemas/payment';
import { DEFAULT_ORDER_STATUS, type OrderStatus } from '../../contract/enums';
import {
  bigint,
  bigserial,
  boolean,
  check,
  smallint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// drizzle-orm 0.45's pg-core has no bytea column; PGlite and node-postgres both hand bytea back
// as a Uint8Array (Buffer is one), so the type only needs to be declared.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // null when the user chose none: several users may have no username.
    username: text('username'),
    // Always stored lowercased: emails compare case-insensitively.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: integer('role').notNull().default(0),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    image: text('image').notNull().default(''),
    /**
     * Signed into every session token; bumped when the password changes (a reset, the admin CLI),
     * so every token issued before stops working at once.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * When the person erased their account (DELETE /auth/account): the row stays, emptied of
     * them, so the shop's orders keep a buyer ("Deleted account"); it can never sign in again.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the person followed the link e-mailed to this address (null: never). Registration
     * proves nothing about an address: alerts and marketing go only to verified ones.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** In kobo: money is whole kobo on the server and in the database, naira only on the wire. */
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    sold: integer('sold').notNull().default(0),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    shipping: boolean('shipping').notNull().default(false),
    gender: text('gender').notNull().default(''),
    usage: text('usage').notNull().default(''),
    about: text('about').notNull().default(''),
    brand: text('brand').notNull().default(''),
    scentType: text('scent_type').notNull().default(''),
    scentProfile: text('scent_profile').notNull().default(''),
    fragranceType: text('fragrance_type').notNull().default(''),
    size: text('size').notNull().default(''),
    returnPolicy: text('return_policy').notNull().default(''),
    /** The catalogue version that last changed this row: readers fetch only rows newer than theirs. */
    catalogueVersion: bigint('catalogue_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_catalogue_version_idx').on(t.catalogueVersion),
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_category_idx').on(t.categoryId),
    // The admin's product search (a substring of the name or brand) and its filters and sorts
    // (server/admin/admin-products.ts). Trigram indexes serve ILIKE '%...%' without a scan.
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_brand_trgm_idx').using('gin', t.brand.op('gin_trgm_ops')),
    index('products_brand_lower_idx').on(sql`lower(${t.brand})`),
    index('products_quantity_idx').on(t.quantity, t.id),
    index('products_price_idx').on(t.priceKobo, t.id),
    index('products_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    index('products_created_id_idx').on(t.createdAt, t.id),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // No foreign key: the bytes may live in another ImageStore than the database.
    imageId: text('image_id').notNull(),
    publicId: text('public_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    index('product_images_image_idx').on(t.imageId),
  ],
);

export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  bytes: bytea('bytes').notNull(),
  mime: text('mime').notNull(),
  etag: text('etag').notNull(),
  createdAt: createdAt(),
});

/**
 * Resized, re-encoded copies of an image for `?w=` (routes/images.ts), made once and kept: one per
 * image, listed width and format. Deleting the image deletes its variants.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    /** The negotiated format: avif, webp, or legacy (JPEG, or PNG when the image has alpha). */
    format: text('format').notNull(),
    bytes: bytea('bytes').notNull(),
    mime: text('mime').notNull(),
    etag: text('etag').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.format] })],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Never cascades: the shop's books keep every order; an erased buyer is anonymised instead.
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Contract ORDER_STATUSES; written only through server/orders/order-transitions.ts. */
    status: text('status').$type<OrderStatus>().notNull().default(DEFAULT_ORDER_STATUS),
    payment: jsonb('payment').$type<Record<string, unknown>>().notNull(),
    /** Money columns are whole kobo (naira exist only on the wire and on screen). */
    totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
    shippingFeeKobo: bigint('shipping_fee_kobo', { mode: 'number' }).notNull(),
    shipping: jsonb('shipping').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the admin's order search matches besides the buyer's name and email (those live on
     * users, found separately): the id and the delivery phone and full name, lowercased. Computed
     * by the database, so no writer can forget it and old rows got it with the migration.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(id::text || ' ' || coalesce(shipping->>'phone', '') || ' ' || coalesce(shipping->>'fullName', ''))`,
      ),
    /**
     * True only when the payment says it failed (an order without paymentStatus counts as paid,
     * as toOrderWire answers it). A column, so the per-status counts under a payment filter are
     * an index-only scan of (status, payment_failed) instead of a read of every order's JSON.
     */
    paymentFailed: boolean('payment_failed')
      .notNull()
      .generatedAlwaysAs(sql`payment_state = 'failed'`),
    /** `paystack` or `on_delivery` (contract/schemas/payment.ts). */
    paymentMethod: text('payment_method').notNull().default('on_delivery'),
    /**
     * Where the order's money is (contract PAYMENT_STATES, checked by the database). Written only
     * through server/payments/payment-transitions.ts, which keeps the allowed moves.
     */
    paymentState: text('payment_state').$type<PaymentState>().notNull().default('on_delivery'),
    /** The latest Paystack attempt's reference (every attempt is in payment_attempts). */
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    amountPaidKobo: bigint('amount_paid_kobo', { mode: 'number' }),
    /** Why the admin should look at this payment (money that does not match the order). */
    paymentFlag: text('payment_flag'),
    /** An online payment not made by then cancels the order and restocks it (payment-expiry.ts). */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true, mode: 'date' }),
    /**
     * The shop's origin the order was placed on (PUBLIC_URL, or the request's): links in e-mails
     * about it that are sent later, from no request (an expiry), point there.
     */
    shopOrigin: text('shop_origin'),
    /**
     * Where the order goes, as priced when it was placed (server/delivery/order-delivery.ts): the
     * zone or pickup point and its days. A snapshot, so the admin's later changes to zones touch
     * no existing order. Null on orders placed before delivery zones (the home zone's rule).
     */
    delivery: jsonb('delivery').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('orders_status_payment_idx').on(t.status, t.paymentFailed),
    // Plain ascending: a backward scan gives `created_at DESC, id DESC` exactly (NULLS FIRST, the
    // default), which orders_created_idx (DESC NULLS LAST) cannot.
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_created_id_idx').on(t.createdAt, t.id),
    index('orders_total_idx').on(t.totalKobo, t.id),
    index('orders_payment_state_idx').on(t.paymentState, t.createdAt),
    // The expiry sweep reads only orders still waiting for their money.
    index('orders_payment_expiry_idx')
      .on(t.paymentExpiresAt)
      .where(sql`payment_state in ('pending', 'failed')`),
    check(
      'orders_payment_state_check',
      sql.raw(`payment_state in (${PAYMENT_STATES.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);

/**
 * An order's history, oldest first: its placing, each status the admin sets and each change of
 * its payment, with who made it and why, written in the same transaction as the change
 * (server/orders/order-history.ts).
 */
export const orderHistory = pgTable(
  'order_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `Placed`, an order status, or a payment state (`paid`, `failed`, `expired`, …). */
    event: text('event').notNull(),
    /** `buyer`, `admin`, `gateway` or `system`. */
    actor: text('actor').notNull(),
    actorId: uuid('actor_id'),
    /** The admin's name as it was when they acted. */
    actorName: text('actor_name'),
    /** Why, in words, for the admin (e.g. the payment event that caused it). */
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.id)],
);

/**
 * Every online payment attempt of an order ("Pay now" makes a new one): a webhook or a return
 * from Paystack names an attempt by its reference, including an older one paid late.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    reference: text('reference').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's total in kobo when the attempt was made: what Paystack must report. */
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    /** Paystack's page for this attempt: a replayed order request answers it again. */
    authorizationUrl: text('authorization_url'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_attempts_order_idx').on(t.orderId)],
);

/**
 * Side effects that leave the system (a refund, an e-mail), written in the same transaction as
 * the change that causes them and carried out by a worker that retries (server/outbox). Several
 * instances share it: a worker claims due rows with FOR UPDATE SKIP LOCKED.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `refund` or `email` (outbox-kinds.ts). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending, sent or failed (gave up after the last try). */
    state: text('state').notNull().default('pending'),
    tries: integer('tries').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    lastError: text('last_error'),
    /** What the provider answered when it took the job (a message id, a refund status). */
    result: text('result'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`state = 'pending'`),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * The Flash Sale: one row (id 1), no row means none. While `ends_at` is ahead, the listed
 * products are sold at `percent_off` below their price; `renew_daily` (the demo shop) moves the
 * end to the next midnight in Lagos when it passes.
 */
export const flashSale = pgTable('flash_sale', {
  id: smallint('id').primaryKey(),
  productIds: jsonb('product_ids').$type<string[]>().notNull(),
  percentOff: integer('percent_off').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  renewDaily: boolean('renew_daily').notNull().default(false),
  updatedAt: updatedAt(),
});

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // Kept when the product is deleted: the order still shows its snapshot.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The product's wire object as it was when ordered. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceKobo: bigint('unit_price_kobo', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    index('order_lines_product_idx').on(t.productId),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: createdAt(),
  },
  // The primary key is what makes a racing replay safe: the second insert waits, then conflicts.
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
  /**
   * The account that subscribed, signed in, when there was one: erasing that account takes the
   * subscription with it. An address typed in signed out belongs to no account, so an account
   * registered with the same (unproved) address cannot erase it.
   */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Session tokens signed out before migration 0016, by the SHA-256 of the token's text. Read only
 * (through the token's canonical spelling) until its last row expires; new logouts go to
 * revokedSessions.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Sessions signed out before their time (POST /auth/logout), by the token's `jti`: one row per
 * token whatever its spelling, kept until the token's own expiry, then purged.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/** Failed logins per identifier ('id:...') or client address ('ip:...'), shared by all instances. */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  },
  // Old windows are purged by age.
  (t) => [index('login_throttle_window_idx').on(t.windowStart)],
);

/**
 * The catalogue's version: one row, bumped in the same transaction as every write that changes a
 * product, a category or a stock level. ETags and each process's serialised catalogue key on it,
 * so every instance on one database agrees on what is current.
 */
export const catalogueState = pgTable('catalogue_state', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  /**
   * Bumped with `version` by changes a reader cannot pick up row by row (a product deleted, a
   * category renamed, a bulk seed): readers then load the whole catalogue again.
   */
  shapeVersion: bigint('shape_version', { mode: 'number' }).notNull(),
});

/**
 * The shop's settings: one row (id 1), kept in the database so every instance agrees. No row
 * means the defaults (contract/schemas/admin.ts).
 */
export const shopSettings = pgTable('shop_settings', {
  id: smallint('id').primaryKey(),
  lowStockThreshold: integer('low_stock_threshold').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The shop's delivery zones and pickup points (contract/schemas/delivery.ts): one row (id 1),
 * replaced whole by PUT /admin/delivery. No row means the demo shop's (contract/rules/delivery.ts).
 */
export const deliverySettings = pgTable('delivery_settings', {
  id: smallint('id').primaryKey(),
  zones: jsonb('zones').$type<unknown[]>().notNull(),
  pickupPoints: jsonb('pickup_points').$type<unknown[]>().notNull(),
  /**
   * The catalogue version the last save bumped to (0: the demo shop's, never saved). Devices keep
   * the zones with their copy of the catalogue and fetch them again when the change feed names a
   * different version.
   */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * How many orders there are per status and payment outcome, kept by triggers on orders (migration
 * 0003) in the same transaction as every insert, update and delete. The admin's status tabs and
 * dashboard read these few rows instead of counting 50,000 orders per request. (A TRUNCATE of
 * orders would bypass the triggers; nothing here does one.)
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    status: text('status').notNull(),
    paymentFailed: boolean('payment_failed').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.paymentFailed] })],
);

/**
 * The built-in test gateway's transactions (no Paystack key, outside production): in the
 * database, so several instances share them and a restart keeps a shopper's pending test payment.
 */
export const testPayments = pgTable('test_payments', {
  reference: text('reference').primaryKey(),
  /** Paystack's numeric transaction id, as the test gateway plays it. */
  transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
  email: text('email').notNull(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  callbackUrl: text('callback_url').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
  paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
});

/**
 * A password reset asked for: one per account (a new request replaces the older link), the token
 * kept only as its SHA-256, used once, for 30 minutes (server/auth/password-reset.ts).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_key').on(t.tokenHash)],
);

/**
 * The e-mail check link of an account (one at a time: a new one replaces it), kept only as the
 * SHA-256 of its token, with the address it was sent to: a link proves only that address.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_verifications_token_key').on(t.tokenHash),
    index('email_verifications_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A buyer's review of a product they received (a Delivered order held it): one per buyer and
 * product, posting again replaces it. A hidden review (the admin's switch) counts nowhere: not in
 * the product's mean or count, not in its list.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt.desc(), t.id.desc()),
    index('reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_check', sql`rating between 1 and 5`),
  ],
);

/** A signed-in shopper's saved products; newest first by `created_at`. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * "Notify me when it's back": a shopper waiting for a sold-out product. When its stock goes above
 * 0 the shopper is mailed once and the row goes (server/stock-alerts/back-in-stock.ts).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The shop's origin the shopper asked on: the e-mail, sent later from no request, links there. */
    shopOrigin: text('shop_origin').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('stock_alerts_product_idx').on(t.productId),
  ],
);
