import { newestFirst } from './catalogue-order';

/** A client's copy of the catalogue: every product, newest first, at one version. */
export interface CatalogueCopy<P> {
  readonly version: string;
  readonly products: readonly P[];
}

export interface CatalogueDelta<P> {
  readonly version: string;
  readonly full: boolean;
  readonly products: readonly P[];
  readonly removed: readonly string[];
}

type Listed = { _id: string; createdAt: string };

/**
 * The copy brought up to date by an answer of `product/changes`. The same object when nothing
 * changed, and the same products array when only the version moved, so views derived from it
 * are not recomputed. Changed products keep their place; new ones are sorted in.
 */
export function applyCatalogueChanges<P extends Listed>(
  held: CatalogueCopy<P> | undefined,
  delta: CatalogueDelta<P>,
): CatalogueCopy<P> {
  if (delta.full || !held) return { version: delta.version, products: delta.products };
  if (delta.products.length === 0 && delta.removed.length === 0) {
    return held.version === delta.version
      ? held
      : { version: delta.version, products: held.products };
  }
  const changed = new Map(delta.products.map((product) => [product._id, product]));
  const removed = new Set(delta.removed);
  const products: P[] = [];
  for (const product of held.products) {
    if (removed.has(product._id)) continue;
    const next = changed.get(product._id);
    products.push(next ?? product);
    changed.delete(product._id);
  }
  // What is left in `changed` is new to this copy.
  if (changed.size > 0) {
    products.push(...changed.values());
    products.sort(newestFirst);
  }
  return { version: delta.version, products };
}
