import { newestFirst } from '../../contract/rules/catalogue-order';
import type { Product } from '../../contract/schemas/product';
import type { Database } from '../api-deps';
import { createLruCache } from '../lru-cache';
import { allProducts, findProductsChangedSince } from '../products/product-queries';
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
  /** The catalogue version that last changed each product, in the same order. */
  readonly stamps: readonly number[];
  /** What changed after `since`, or null when this process cannot tell (then send everything). */
  changesSince(since: CatalogueVersion): ChangesSince | null;
  /** Finished answers of this version (by normalised query), made once each. */
  cachedBody(key: string, build: () => Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
}

export interface ChangesSince {
  /** Positions in the view of the products added or changed. */
  readonly changed: readonly number[];
  /** Ids of products gone since. */
  readonly removed: readonly string[];
}

/**
 * What one reload changed that no product stamp records: a deletion removes the row, a category
 * rename changes products without stamping them. Found by comparing the two copies' bytes.
 */
interface Reshape {
  readonly fromShape: number;
  readonly toShape: number;
  readonly changed: ReadonlySet<string>;
  readonly removed: readonly string[];
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

const MAX_BODIES_PER_VERSION = 16;
/** Reloads remembered: a client further behind than these gets the whole catalogue. */
const MAX_RESHAPES = 32;

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

function sameBytes(a: EncodedProduct, b: EncodedProduct): boolean {
  if (a.length !== b.length) return false;
  return a.every((piece, i) => {
    const other = b[i];
    return (
      other !== undefined &&
      piece.byteLength === other.byteLength &&
      piece.every((byte, j) => byte === other[j])
    );
  });
}

/** How `to` differs from `from` in products, bytes compared (see Reshape). */
function reshapeBetween(from: CatalogueView, to: CatalogueView): Reshape {
  const changed = new Set<string>();
  to.products.forEach((product, index) => {
    const before = from.indexOfId(product._id);
    const was = before === undefined ? undefined : from.encoded[before];
    const now = to.encoded[index];
    if (!was || !now || !sameBytes(was, now)) changed.add(product._id);
  });
  const removed = from.products
    .filter((product) => to.indexOfId(product._id) === undefined)
    .map((product) => product._id);
  return { fromShape: from.shapeVersion, toShape: to.shapeVersion, changed, removed };
}

/**
 * The changes after `since` in a view: stamps name every product written since; reloads in
 * between (shape changes) add what they changed unstamped and what they removed. Null when a
 * reload between is not remembered, or `since` is ahead of the view.
 */
function changesIn(
  view: Pick<CatalogueView, 'version' | 'shapeVersion' | 'products' | 'indexOfId'>,
  stamps: readonly number[],
  reshapes: readonly Reshape[],
  since: CatalogueVersion,
): ChangesSince | null {
  if (since.version > view.version || since.shapeVersion > view.shapeVersion) return null;
  const unstamped = new Set<string>();
  const removed = new Set<string>();
  let shape = since.shapeVersion;
  for (const reshape of reshapes) {
    if (reshape.toShape <= shape) continue;
    if (reshape.fromShape > shape) return null;
    for (const id of reshape.changed) unstamped.add(id);
    for (const id of reshape.removed) removed.add(id);
    shape = reshape.toShape;
  }
  if (shape !== view.shapeVersion) return null;
  const changed: number[] = [];
  stamps.forEach((stamp, index) => {
    const id = view.products[index]?._id;
    if (stamp > since.version || (id !== undefined && unstamped.has(id))) changed.push(index);
  });
  return {
    changed,
    removed: [...removed].filter((id) => view.indexOfId(id) === undefined),
  };
}

function makeView(
  at: CatalogueVersion,
  flashSale: StoredFlashSale | null,
  products: Product[],
  encoded: EncodedProduct[],
  stamps: number[],
  reshapes: readonly Reshape[],
  indexes: Indexes = indexesOf(products),
): CatalogueView & { indexes: Indexes } {
  const bodies = createLruCache<string, Uint8Array<ArrayBuffer>>({
    maxSize: MAX_BODIES_PER_VERSION,
  });
  const view: CatalogueView & { indexes: Indexes } = {
    ...at,
    flashSale,
    products,
    encoded,
    stamps,
    indexes,
    indexOfId: (id) => indexes.byId.get(id),
    indexOfSlug: (slug) => indexes.bySlug.get(slug),
    changesSince: (since) => changesIn(view, stamps, reshapes, since),
    cachedBody(key, build) {
      let body = bodies.get(key);
      if (!body) {
        body = build();
        bodies.set(key, body);
      }
      return body;
    },
  };
  return view;
}

export function createCatalogueStore(db: Database, now: () => Date): CatalogueStore {
  type View = ReturnType<typeof makeView>;
  let current: View | undefined;
  let refreshing: Promise<View> | undefined;
  // The reloads this process has seen, oldest first: a view shares the list as it was then.
  let reshapes: readonly Reshape[] = [];

  // The sale is read before the products: rows read after it are as new or newer, and a product
  // whose sale changed later carries a later stamp, so the next version fetches it again.

  async function loadAll(at: CatalogueVersion): Promise<View> {
    const sale = await readFlashSale(db);
    const loaded = (await allProducts(db)).map((row) => ({
      product: toProductWire(row, sale),
      stamp: row.catalogueVersion,
    }));
    loaded.sort((a, b) => newestFirst(a.product, b.product));
    const products = loaded.map(({ product }) => product);
    const encoded = products.map((p) => encodeProduct(p));
    const stamps = loaded.map(({ stamp }) => stamp);
    const from = current;
    if (from) {
      const loaded = makeView(at, sale, products, encoded, stamps, reshapes);
      reshapes = [...reshapes, reshapeBetween(from, loaded)].slice(-MAX_RESHAPES);
    }
    return makeView(at, sale, products, encoded, stamps, reshapes);
  }

  async function catchUp(from: View, at: CatalogueVersion): Promise<View> {
    const sale = await readFlashSale(db);
    const rows = await findProductsChangedSince(db, from.version);
    const products = [...from.products];
    const encoded = [...from.encoded];
    const stamps = [...from.stamps];
    let added = false;
    let renamed = false;
    for (const row of rows) {
      const product = toProductWire(row, sale);
      const index = from.indexOfId(product._id);
      if (index === undefined) {
        added = true;
        products.push(product);
      } else {
        renamed ||= from.products[index]?.slug !== product.slug;
        products[index] = product;
        encoded[index] = encodeProduct(product);
        stamps[index] = row.catalogueVersion;
      }
    }
    // Stock changes (orders) move nothing: the same positions, the same indexes.
    if (!added) {
      const indexes = renamed ? indexesOf(products) : from.indexes;
      return makeView(at, sale, products, encoded, stamps, reshapes, indexes);
    }
    // New products: sort once and encode only what is new.
    const known = new Map(
      from.products.map(
        (p, i) => [p._id, { bytes: from.encoded[i], stamp: from.stamps[i] }] as const,
      ),
    );
    for (const row of rows) {
      const product = toProductWire(row, sale);
      known.set(product._id, { bytes: encodeProduct(product), stamp: row.catalogueVersion });
    }
    products.sort(newestFirst);
    return makeView(
      at,
      sale,
      products,
      products.map((p) => known.get(p._id)?.bytes ?? encodeProduct(p)),
      products.map((p) => known.get(p._id)?.stamp ?? at.version),
      reshapes,
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

/** The products committed now, as pages render them: the store's own array, no copy. */
export function currentProducts(store: CatalogueStore) {
  return async (): Promise<readonly Product[]> =>
    (await store.view(await store.version())).products;
}
