import type { Product } from '../../contract/schemas/product';
import type { Database } from '../api-deps';
import { findProductsChangedSince, listProducts } from '../products/product-queries';
import { encodeProduct, type EncodedProduct } from '../products/product-json';
import { toProductWire } from '../products/product-wire';
import { readFlashSale, type StoredFlashSale } from '../flash-sale/stored-flash-sale';
import type { CatalogueVersion } from './catalogue-version';
import { committedCatalogueVersion } from './committed-version';

/** The whole catalogue at one version, newest first, each product already serialised. */
export interface CatalogueView extends CatalogueVersion {
  readonly products: readonly Product[];
  /** Each product's JSON as UTF-8, in the same order: list answers are these bytes joined. */
  readonly encoded: readonly EncodedProduct[];
  indexOfId(id: string): number | undefined;
  indexOfSlug(slug: string): number | undefined;
  /** The Flash Sale its products were priced with. */
  readonly flashSale: StoredFlashSale | null;
  /** Finished answers of this version (by normalised query), made once each. */
  cachedBody(key: string, build: () => Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
}

/**
 * This process's copy of the catalogue, checked against the database's catalogue version on every
 * read (one small query), so any number of instances on one database serve what is committed.
 * A newer version is caught up by fetching only the products stamped after ours (an order: its few
 * lines); a change of shape (a deletion, a category rename, a bulk load) reloads everything.
 * A Flash Sale change stamps the products it takes on or off, so it is caught up the same way.
 */
export interface CatalogueStore {
  /** The version committed now (a Flash Sale that has ended is settled first). */
  version(): Promise<CatalogueVersion>;
  /** The catalogue at that version or newer. */
  view(at: CatalogueVersion): Promise<CatalogueView>;
}

const EVERYTHING = Number.MAX_SAFE_INTEGER;
const MAX_BODIES_PER_VERSION = 16;

/** Newest first, then id descending: the order of listProducts. */
function newestFirst(a: Product, b: Product): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a._id < b._id ? 1 : a._id > b._id ? -1 : 0;
}

interface Indexes {
  byId: ReadonlyMap<string, number>;
  bySlug: ReadonlyMap<string, number>;
}

function indexesOf(products: readonly Product[]): Indexes {
  const byId = new Map<string, number>();
  const bySlug = new Map<string, number>();
  products.forEach((product, index) => {
    byId.set(product._id, index);
    bySlug.set(product.slug, index);
  });
  return { byId, bySlug };
}

function makeView(
  at: CatalogueVersion,
  flashSale: StoredFlashSale | null,
  products: Product[],
  encoded: EncodedProduct[],
  indexes: Indexes = indexesOf(products),
): CatalogueView & { indexes: Indexes } {
  const bodies = new Map<string, Uint8Array<ArrayBuffer>>();
  return {
    ...at,
    flashSale,
    products,
    encoded,
    indexes,
    indexOfId: (id) => indexes.byId.get(id),
    indexOfSlug: (slug) => indexes.bySlug.get(slug),
    cachedBody(key, build) {
      let body = bodies.get(key);
      if (!body) {
        body = build();
        if (bodies.size >= MAX_BODIES_PER_VERSION) bodies.delete(bodies.keys().next().value ?? '');
        bodies.set(key, body);
      }
      return body;
    },
  };
}

export function createCatalogueStore(db: Database, now: () => Date): CatalogueStore {
  type View = ReturnType<typeof makeView>;
  let current: View | undefined;
  let refreshing: Promise<View> | undefined;

  // The sale is read before the products: rows read after it are as new or newer, and a product
  // whose sale changed later carries a later stamp, so the next version fetches it again.

  async function loadAll(at: CatalogueVersion): Promise<View> {
    const sale = await readFlashSale(db);
    const products = (await listProducts(db, { offset: 0, limit: EVERYTHING })).map((row) =>
      toProductWire(row, sale),
    );
    return makeView(
      at,
      sale,
      products,
      products.map((p) => encodeProduct(p)),
    );
  }

  async function catchUp(from: View, at: CatalogueVersion): Promise<View> {
    const sale = await readFlashSale(db);
    const changed = (await findProductsChangedSince(db, from.version)).map((row) =>
      toProductWire(row, sale),
    );
    const products = [...from.products];
    const encoded = [...from.encoded];
    let added = false;
    let renamed = false;
    for (const product of changed) {
      const index = from.indexOfId(product._id);
      if (index === undefined) {
        added = true;
        products.push(product);
      } else {
        renamed ||= from.products[index]?.slug !== product.slug;
        products[index] = product;
        encoded[index] = encodeProduct(product);
      }
    }
    // Stock changes (orders) move nothing: the same positions, the same indexes.
    if (!added) {
      return makeView(at, sale, products, encoded, renamed ? indexesOf(products) : from.indexes);
    }
    // New products: sort once and encode only what is new.
    const known = new Map(from.products.map((p, i) => [p._id, from.encoded[i]] as const));
    for (const product of changed) known.set(product._id, encodeProduct(product));
    products.sort(newestFirst);
    return makeView(
      at,
      sale,
      products,
      products.map((p) => known.get(p._id) ?? encodeProduct(p)),
    );
  }

  async function refresh(at: CatalogueVersion): Promise<View> {
    const from = current;
    // The rows read may be newer than `at` (a write committed in between): labelled with `at`,
    // the next read fetches them again, which changes nothing.
    const next =
      from && from.shapeVersion === at.shapeVersion ? await catchUp(from, at) : await loadAll(at);
    if (!current || current.version <= next.version) current = next;
    return next;
  }

  return {
    version: () => committedCatalogueVersion(db, now()),
    async view(at) {
      for (;;) {
        if (current && current.version >= at.version && current.shapeVersion >= at.shapeVersion)
          return current;
        if (!refreshing) {
          refreshing = refresh(at).finally(() => {
            refreshing = undefined;
          });
        }
        await refreshing;
      }
    },
  };
}
