import type { Product } from '../../contract/schemas/product';
import type { Database } from '../api-deps';
import { findProductsByIds, listProducts } from './product-queries';
import { toProductWire } from './product-wire';

/**
 * The whole catalogue, newest first, as clients read it, kept in memory by an API that is the only
 * writer of its database (PGlite, in Node or in the page). Reading 10,000 products out of PGlite
 * takes about a second, and every order changes stock, which every listing shows; so an order
 * refreshes just the products it took stock from (one small query), and any other catalogue
 * write (admin product or category edits, which are rare) reloads the lot.
 *
 * Consistency: a read that starts after a write has been announced (`productsChanged` or
 * `everythingChanged`, called before the writer's response leaves) waits for a refresh that began
 * after it, so a shopper never sees stock from before an order they were told about.
 */
export interface CatalogueSnapshot {
  /** Every product, newest first (created at, then id: the order of `listProducts`). */
  products(): Promise<readonly Product[]>;
  /** These products' rows changed (stock, sold), nothing else. */
  productsChanged(ids: Iterable<string>): void;
  /** Anything may have changed: products added, removed, renamed, recategorised. */
  everythingChanged(): void;
}

const EVERYTHING = Number.MAX_SAFE_INTEGER;

export function createCatalogueSnapshot(db: Database): CatalogueSnapshot {
  let rows: Product[] = [];
  /** Announced changes; a refresh serves every announcement made before it started. */
  let announced = 0;
  let servedUpTo = -1;
  let fullReloadDue = true;
  const changedIds = new Set<string>();
  let refreshing: Promise<void> | undefined;

  async function reloadAll() {
    const all = await listProducts(db, { offset: 0, limit: EVERYTHING });
    rows = all.map(toProductWire);
  }

  async function refreshSome(ids: string[]) {
    const fresh = await findProductsByIds(db, ids);
    // A product that vanished (deleted between the order and now) changes the list's shape.
    if (fresh.length !== ids.length) return reloadAll();
    const byId = new Map(fresh.map((row) => [row.id, toProductWire(row)]));
    let found = 0;
    rows = rows.map((product) => {
      const replacement = byId.get(product._id);
      if (!replacement) return product;
      found++;
      return replacement;
    });
    if (found !== ids.length) await reloadAll();
  }

  async function refresh() {
    const serving = announced;
    const full = fullReloadDue;
    const ids = [...changedIds];
    fullReloadDue = false;
    changedIds.clear();
    try {
      if (full) await reloadAll();
      else if (ids.length > 0) await refreshSome(ids);
      servedUpTo = serving;
    } catch (error) {
      // Nothing was served: the next read tries the same work again.
      if (full) fullReloadDue = true;
      for (const id of ids) changedIds.add(id);
      throw error;
    }
  }

  return {
    async products() {
      const wanted = announced;
      while (servedUpTo < wanted) {
        refreshing ??= refresh().finally(() => {
          refreshing = undefined;
        });
        await refreshing;
      }
      return rows;
    },
    productsChanged(ids) {
      for (const id of ids) changedIds.add(id);
      announced++;
    },
    everythingChanged() {
      fullReloadDue = true;
      announced++;
    },
  };
}
