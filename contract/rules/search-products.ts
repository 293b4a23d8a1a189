import type { Query, SearchOptions, SearchResult } from 'minisearch';
import { FIELD_BOOST, type SearchIndex, type SearchableProduct } from './search-index';
import {
  adjacentSwaps,
  aliasSpellings,
  editDistance,
  fuzzinessOf,
  keywordWords,
} from './search-terms';

/**
 * The catalogue search (`product/search/:keyword`), one rule for the server and for the browser
 * offline, so both answer the same for the same catalogue. Tiers, each after the one before:
 * 1. every word exactly (or a brand alias of it);
 * 2. the same, the last word also as a prefix (the shopper is still typing it);
 * 3. near spellings: a wrong, missing or extra letter, two neighbours swapped.
 * Within a tier, by relevance (name and brand count three times the description), then the
 * catalogue's order. `suggestion` is the corrected keyword when tiers 1 and 2 found nothing.
 */
export interface SearchAnswer<P> {
  readonly products: readonly P[];
  readonly suggestion: string | null;
}

export interface SearchRuleOptions {
  /** Only what matches as typed (tiers 1 and 2): "search instead for 'diro'". */
  readonly asTyped?: boolean;
}

type Tier = 'exact' | 'typed' | 'forgiving';

// MiniSearch's defaults: a prefix or fuzzy match counts less than the word itself.
const BASE_OPTIONS: SearchOptions = { boost: { ...FIELD_BOOST }, combineWith: 'AND' };

/** One letter is too little to complete: "d" would ask for every word that starts with it. */
const MIN_PREFIX = 2;

function wordQuery(word: string, last: boolean, tier: Tier): Query {
  const prefix = last && tier !== 'exact' && word.length >= MIN_PREFIX;
  const queries: Query[] = [{ queries: [word], prefix, fuzzy: false }];
  if (tier === 'forgiving') {
    const fuzzy = fuzzinessOf(word);
    if (fuzzy > 0) queries.push({ queries: [word], prefix: false, fuzzy });
    for (const swap of adjacentSwaps(word)) {
      queries.push({ queries: [swap], prefix, fuzzy: false, boostTerm: () => 0.5 });
    }
  }
  return { combineWith: 'OR', queries };
}

/** Every spelling (the words, or with a brand alias), each of its words required. */
function tierQuery(spellings: readonly string[][], tier: Tier): Query {
  return {
    combineWith: 'OR',
    queries: spellings.map((words) => ({
      combineWith: 'AND',
      queries: words.map((word, i) => wordQuery(word, i === words.length - 1, tier)),
    })),
  };
}

// Scores rounded: an index updated in place and one built afresh may differ in the last bits,
// and must still order alike.
const rounded = (score: number) => Math.round(score * 1e6);

function ranked<P extends SearchableProduct>(
  index: SearchIndex<P>,
  results: readonly SearchResult[],
): P[] {
  const byScore = results
    .map((r) => ({ id: String(r.id), score: rounded(r.score) }))
    .sort(
      (a, b) => b.score - a.score || (index.rankOf.get(a.id) ?? 0) - (index.rankOf.get(b.id) ?? 0),
    );
  return byScore.flatMap(({ id }) => {
    const product = index.byId.get(id);
    return product ? [product] : [];
  });
}

/** The keyword with each word that matched nothing as typed replaced by its closest match. */
function correction(words: readonly string[], top: SearchResult, asTyped: ReadonlySet<string>) {
  return words
    .map((word) => {
      if (asTyped.has(word)) return word;
      let best = word;
      let bestDistance = Infinity;
      for (const term of [...top.terms].sort()) {
        const distance = editDistance(word, term);
        if (distance < bestDistance) [best, bestDistance] = [term, distance];
      }
      return best;
    })
    .join(' ');
}

export function searchProducts<P extends SearchableProduct>(
  index: SearchIndex<P>,
  keyword: string,
  options: SearchRuleOptions = {},
): SearchAnswer<P> {
  const words = keywordWords(keyword);
  if (keyword.trim() === '') return { products: index.ordered, suggestion: null };
  if (words.length === 0) return { products: [], suggestion: null };
  const spellings = aliasSpellings(words);
  const search = (tier: Tier) => index.products.search(tierQuery(spellings, tier), BASE_OPTIONS);
  const exact = search('exact');
  const typed = search('typed');
  const seen = new Set(exact.map((r) => r.id as string));
  const tiers = [exact, typed.filter((r) => !seen.has(r.id as string))];
  if (options.asTyped)
    return { products: tiers.flatMap((t) => ranked(index, t)), suggestion: null };
  for (const r of typed) seen.add(r.id as string);
  const forgiving = search('forgiving');
  const near = forgiving.filter((r) => !seen.has(r.id as string));
  const products = [...tiers, near].flatMap((t) => ranked(index, t));
  // Nothing as typed: every result is a near one, and the first is the best correction.
  const topResult = products[0] && forgiving.find((r) => r.id === products[0]?._id);
  if (typed.length > 0 || !topResult) return { products, suggestion: null };
  // Words found as typed somewhere in the catalogue stay as they are.
  const asTyped = new Set(
    words.filter(
      (word, i) =>
        index.products.search(word, { prefix: i === words.length - 1, fuzzy: false }).length > 0,
    ),
  );
  return { products, suggestion: correction(words, topResult, asTyped) };
}
