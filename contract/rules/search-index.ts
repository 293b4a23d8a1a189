import MiniSearch from 'minisearch';
import { newestFirst } from './catalogue-order';
import { searchWords } from './search-terms';

/** What the search reads of a product: the fields it matches, and its place in the catalogue. */
export interface SearchableProduct {
  _id: string;
  name: string;
  brand: string;
  description: string;
  category: { name: string };
  createdAt: string;
}

/** A product as the index holds it: only the text it matches. */
interface ProductDocument {
  id: string;
  name: string;
  brand: string;
  description: string;
}

/** A brand or category name, for type-ahead. */
export interface FacetDocument {
  id: string;
  kind: 'brand' | 'category';
  label: string;
}

/** One catalogue's search index: the product text, the brand and category names, the order. */
export interface SearchIndex<P extends SearchableProduct> {
  readonly products: MiniSearch<ProductDocument>;
  readonly facets: MiniSearch<FacetDocument>;
  readonly byId: ReadonlyMap<string, P>;
  /** The catalogue newest first: the order of an empty search and of equal scores. */
  readonly ordered: readonly P[];
  readonly rankOf: ReadonlyMap<string, number>;
}

// Name and brand are what a shopper types; the description mentions both, and much else.
export const FIELD_BOOST = { name: 3, brand: 3, description: 1 } as const;

const tokenize = (text: string) => searchWords(text);

function productEngine(): MiniSearch<ProductDocument> {
  return new MiniSearch<ProductDocument>({
    fields: ['name', 'brand', 'description'],
    tokenize,
    // searchWords has folded every word already.
    processTerm: (term) => term,
    searchOptions: { tokenize, processTerm: (term) => term },
  });
}

function facetEngine(): MiniSearch<FacetDocument> {
  return new MiniSearch<FacetDocument>({
    fields: ['label'],
    storeFields: ['kind', 'label'],
    tokenize,
    processTerm: (term) => term,
    searchOptions: { tokenize, processTerm: (term) => term },
  });
}

const documentOf = (p: SearchableProduct): ProductDocument => ({
  id: p._id,
  name: p.name,
  brand: p.brand,
  description: p.description,
});

const sameText = (a: SearchableProduct, b: SearchableProduct) =>
  a.name === b.name && a.brand === b.brand && a.description === b.description;

/** Brands and categories, each once (the first spelling in catalogue order). */
function facetsOf(ordered: readonly SearchableProduct[]): MiniSearch<FacetDocument> {
  const seen = new Map<string, FacetDocument>();
  for (const p of ordered) {
    for (const [kind, label] of [
      ['brand', p.brand],
      ['category', p.category.name],
    ] as const) {
      const key = `${kind}:${searchWords(label).join(' ')}`;
      if (label.trim() !== '' && !seen.has(key)) seen.set(key, { id: key, kind, label });
    }
  }
  const engine = facetEngine();
  engine.addAll([...seen.values()]);
  return engine;
}

function orderOf<P extends SearchableProduct>(products: readonly P[]) {
  // Both sides keep their copy newest first already: sort only a copy that is not.
  const sorted = products.every((p, i) => i === 0 || newestFirst(products[i - 1] ?? p, p) <= 0);
  const ordered = sorted ? products : [...products].sort(newestFirst);
  return {
    ordered,
    byId: new Map(ordered.map((p) => [p._id, p])),
    rankOf: new Map(ordered.map((p, i) => [p._id, i])),
  };
}

/** A new index of these products. */
export function buildSearchIndex<P extends SearchableProduct>(
  products: readonly P[],
): SearchIndex<P> {
  const order = orderOf(products);
  const engine = productEngine();
  engine.addAll(order.ordered.map(documentOf));
  return { ...order, products: engine, facets: facetsOf(order.ordered) };
}

/**
 * `previous` brought to these products: only the products whose text changed are indexed again,
 * so a stock change (an order) costs a scan, not a rebuild. `previous` is changed in place and
 * must not be used again.
 */
export function updateSearchIndex<P extends SearchableProduct>(
  previous: SearchIndex<P>,
  products: readonly P[],
): SearchIndex<P> {
  const order = orderOf(products);
  const engine = previous.products;
  let changed = 0;
  for (const [id, before] of previous.byId) {
    const now = order.byId.get(id);
    if (now && sameText(before, now)) continue;
    engine.remove(documentOf(before));
    changed += 1;
  }
  for (const p of order.ordered) {
    if (engine.has(p._id)) continue;
    engine.add(documentOf(p));
    changed += 1;
  }
  const facetsChanged =
    changed > 0 ||
    order.ordered.length !== previous.ordered.length ||
    order.ordered.some((p) => previous.byId.get(p._id)?.category.name !== p.category.name);
  return {
    ...order,
    products: engine,
    facets: facetsChanged ? facetsOf(order.ordered) : previous.facets,
  };
}

/**
 * One index per catalogue, kept while the catalogue is the same (the same array): a keystroke
 * or a page of results never rebuilds it. A new catalogue (a new version) updates it in place.
 */
export function createSearchIndexCache<P extends SearchableProduct>() {
  let held: { products: readonly P[]; index: SearchIndex<P> } | undefined;
  return (products: readonly P[]): SearchIndex<P> => {
    if (held?.products === products) return held.index;
    // More than half the catalogue new (another shop, a bulk load): cheaper from scratch.
    const index =
      held && held.index.ordered.length > 0 && products.length < held.index.ordered.length * 2
        ? updateSearchIndex(held.index, products)
        : buildSearchIndex(products);
    held = { products, index };
    return index;
  };
}
