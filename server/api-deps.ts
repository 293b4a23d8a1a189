import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { RateLimits } from './auth/rate-limits';
import type { Log } from './log';
import type * as schema from './db/schema';

/**
 * What a host hands to createApi. The API never reaches for process, fs or sockets, so the same
 * code runs in Node, in Vitest and in the browser (mock mode).
 */

/** Drizzle over PGlite or node-postgres: both are a PgDatabase with the same schema. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface StoredImage {
  bytes: Uint8Array;
  mime: string;
  /** Strong validator for the bytes (a content hash). */
  etag: string;
}

export interface ImageBytes {
  bytes: Uint8Array;
  mime: string;
}

/**
 * The format of a resized copy, as the client's Accept header allows: AVIF, WebP, or `legacy`
 * (JPEG, or PNG for an image with transparency) for clients that take neither.
 */
export type VariantFormat = 'avif' | 'webp' | 'legacy';

/** One resized copy of an image: at most `width` pixels wide, in `format`. */
export interface VariantKey {
  imageId: string;
  width: number;
  format: VariantFormat;
}

/** Where image bytes live. The default keeps them in the database so instances share them. */
export interface ImageStore {
  put(image: ImageBytes): Promise<{ id: string }>;
  /** Stores several in one write (the demo seed's drawings); their ids in the same order. */
  putMany(images: readonly ImageBytes[]): Promise<string[]>;
  get(id: string): Promise<StoredImage | null>;
  /** Deletes the image and every variant of it. */
  delete(id: string): Promise<void>;
  getVariant(key: VariantKey): Promise<StoredImage | null>;
  /**
   * Keeps a variant unless one with the same key is there already (another request or instance
   * made it first), and answers the one kept, so every instance serves the same bytes.
   */
  putVariant(key: VariantKey, image: ImageBytes): Promise<StoredImage>;
}

/**
 * Image work that needs a codec. Node (sharp) has one; the page (mock mode) has none, so there
 * uploads are kept as sent and `?w=` answers the original. Work on uploads may be refused with an
 * ApiError (400 for a picture it will not decode, 503 with Retry-After when it is too busy).
 */
export interface ImageProcessor {
  /**
   * Prepares an upload for storage: decoded and encoded again, so its metadata (EXIF, GPS) is
   * dropped and the orientation applied, and scaled down to the widest width kept.
   */
  shrink(image: ImageBytes): Promise<ImageBytes>;
  /**
   * Prepares an avatar for storage: re-encoded as `shrink` does, but one still frame (the first
   * of an animation) fitted inside 512 × 512, since it is only ever shown small.
   */
  avatar(image: ImageBytes): Promise<ImageBytes>;
  /** A copy at most `width` wide (never enlarged, but for drawings) in `format`. */
  variant(
    image: ImageBytes,
    options: { width: number; format: VariantFormat },
  ): Promise<ImageBytes>;
}

export interface ApiConfig {
  /** Reported by /health. */
  version: string;
  /** HMAC secret for session JWTs. */
  jwtSecret: string;
  /** Session lifetime in seconds. */
  jwtTtlSeconds: number;
  /** PBKDF2-SHA256 iterations: 600,000 in production (OWASP), lower in tests. */
  passwordIterations: number;
  /**
   * The shop's public address (PUBLIC_URL, no trailing slash): image URLs on the wire start with
   * it. Unset: with the origin of each request (the host makes that the client's view of it).
   */
  publicUrl?: string;
  /** Allowed cross-origin callers; empty means same origin only. */
  corsOrigins: string[];
  /**
   * Overrides of the production rate limits (auth/rate-limits.ts), or 'off' (load tests only).
   * Limits per address apply when the host reports the client's address (X-Forwarded-For).
   */
  rateLimits?: Partial<RateLimits> | 'off';
  /** PAYSTACK_SECRET_KEY: online payments through Paystack. */
  paystackSecretKey?: string;
  /** PAYSTACK_BASE_URL (default Paystack's): tests point it at a local stand-in. */
  paystackBaseUrl?: string;
  /**
   * NODE_ENV=production: without a Paystack key only pay on delivery is offered (outside it, the
   * built-in test gateway stands in).
   */
  production?: boolean;
  /** PAYMENT_PENDING_TTL_SECONDS: how long an unpaid online order holds its stock (1800). */
  paymentPendingTtlSeconds?: number;
  /** SHOP_EMAIL: the shop's inbox, told of every new order. Unset: nobody is. */
  shopEmail?: string;
}

export interface ApiDeps {
  db: Database;
  images: ImageStore;
  imageProcessor?: ImageProcessor;
  config: ApiConfig;
  /** Injected so tests can move time (token expiry, login throttling). */
  now?: () => Date;
  /** Where the API reports what went wrong (the Node host's pino logger; the console by default). */
  log?: Log;
  /** How the API reaches Paystack (the host's fetch; tests give a stand-in's base URL instead). */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}
