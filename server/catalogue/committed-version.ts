import type { Database } from '../api-deps';
import { settlePassedFlashSale } from '../flash-sale/sale-expiry';
import { readCatalogueState, type CatalogueVersion } from './catalogue-version';

/**
 * The catalogue version committed now, as every cache keys on it (answers, ETags, kept pages).
 * A Flash Sale that ended since is settled first (renewed or removed, with a version bump), so
 * its end changes what is served although nobody wrote: one query as usual, a small transaction
 * once per end.
 */
export async function committedCatalogueVersion(
  db: Database,
  now: Date,
): Promise<CatalogueVersion> {
  let state = await readCatalogueState(db);
  if (state.saleEndsAt && state.saleEndsAt.getTime() <= now.getTime()) {
    await settlePassedFlashSale(db, now);
    state = await readCatalogueState(db);
  }
  return { version: state.version, shapeVersion: state.shapeVersion };
}
