import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { RateLimits } from './auth/rate-limits';
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

/** Where image bytes live. The default keeps them in the database so instances share them. */
export interface ImageStore {
  put(image: { bytes: Uint8Array; mime: string }): Promise<{ id: string }>;
  get(id: string): Promise<StoredImage | null>;
  delete(id: string): Promise<void>;
}

/**
 * Prepares an upload for storage. Node (sharp) re-encodes every image, dropping its metadata
 * (EXIF, GPS) and scaling large photos down; the page keeps bytes as they are.
 */
export interface ImageProcessor {
  shrink(image: { bytes: Uint8Array; mime: string }): Promise<{ bytes: Uint8Array; mime: string }>;
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
  /** Allowed cross-origin callers; empty means same origin only. */
  corsOrigins: string[];
  /**
   * Overrides of the production rate limits (auth/rate-limits.ts), or 'off' (load tests only).
   * Limits per address apply when the host reports the client's address (X-Forwarded-For).
   */
  rateLimits?: Partial<RateLimits> | 'off';
}

export interface ApiDeps {
  db: Database;
  images: ImageStore;
  imageProcessor?: ImageProcessor;
  config: ApiConfig;
  /** Injected so tests can move time (token expiry, login throttling). */
  now?: () => Date;
}
