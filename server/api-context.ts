import type { ApiDeps, Database, ImageProcessor, ImageStore } from './api-deps';
import { createSessionTokens, type SessionTokens } from './auth/session-token';
import type { users } from './db/schema';
import { createCatalogueStore, type CatalogueStore } from './catalogue/catalogue-store';
import { createImageVariants, type ImageVariants } from './images/image-variants';
import { createPayments, type Payments } from './payments/payments';
import type { FetchFunction } from './payments/paystack-client';
import { consoleLog, type Log } from './log';

/** What every route module gets: the host's dependencies plus the services built from them once. */
export interface ApiContext {
  db: Database;
  images: ImageStore;
  imageProcessor: ImageProcessor | undefined;
  /** Resized copies for `?w=`; undefined on a host without a processor (the page). */
  imageVariants: ImageVariants | undefined;
  config: ApiDeps['config'];
  now: () => Date;
  tokens: SessionTokens;
  /** This process's copy of the catalogue, kept current by the database's catalogue version. */
  catalogue: CatalogueStore;
  /** The payment gateway (Paystack, the test gateway, or none) and its settings. */
  payments: Payments;
  log: Log;
}

export type UserRow = typeof users.$inferSelect;

/** Hono environment: the signed-in user, when there is one (see auth/guards.ts). */
export interface ApiEnv {
  Variables: { user: UserRow | null };
}

/**
 * `deliver` reaches this API in-process: the test gateway posts its webhooks through it.
 */
export function createApiContext(deps: ApiDeps, deliver: FetchFunction): ApiContext {
  const now = deps.now ?? (() => new Date());
  return {
    db: deps.db,
    images: deps.images,
    imageProcessor: deps.imageProcessor,
    imageVariants: deps.imageProcessor
      ? createImageVariants(deps.images, deps.imageProcessor)
      : undefined,
    config: deps.config,
    now,
    tokens: createSessionTokens({
      secret: deps.config.jwtSecret,
      ttlSeconds: deps.config.jwtTtlSeconds,
      now,
    }),
    catalogue: createCatalogueStore(deps.db, now),
    log: deps.log ?? consoleLog,
    payments: createPayments(deps.config, { db: deps.db, fetch: deps.fetch, deliver, now }),
  };
}
