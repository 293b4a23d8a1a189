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
 * offline, so both answer the same for the same catalogue. One search of the index, its results
 * in tiers, each after the one before:
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

// MiniSearch's defaults: a prefix or fuzzy match counts less than the word itself.
const BASE_OPTIONS: SearchOptions = { boost: { ...FIELD_BOOST }, combineWith: 'AND' };

/** One letter is too little to complete: "d" would ask for every word that starts with it. */
const MIN_PREFIX = 2;

/** A word as typed, its last-word prefix, its near spellings and its swaps: any may match. */
function wordQuery(word: string, last: boolean): Query {
  const prefix = last && word.length >= MIN_PREFIX;
  const queries: Query[] = [{ queries: [word], prefix, fuzzy: false }];
  const fuzzy = fuzzinessOf(word);
  if (fuzzy > 0) queries.push({ queries: [word], prefix: false, fuzzy });
  for (const swap of adjacentSwaps(word)) {
    queries.push({ queries: [swap], prefix, fuzzy: false, boostTerm: () => 0.5 });
  }
  return { combineWith: 'OR', queries };
}

/** Every spelling (the words, or with a brand alias), each of its words required. */
function keywordQuery(spellings: readonly string[][]): Query {
  return {
    combineWith: 'OR',
    queries: spellings.map((words) => ({
      combineWith: 'AND',
      queries: words.map((word, i) => wordQuery(word, i === words.length - 1)),
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

/**
 * Which tier a result of the forgiving search is in, from the document terms it matched: every
 * word (of some spelling) among them is tier 1; the last word only the start of one, tier 2. The
 * forgiving query always asks for each word as typed too, so a word the product holds is always
 * among its matched terms: one search serves the three tiers.
 */
function tierOf(result: SearchResult, spellings: readonly string[][]): 0 | 1 | 2 {
  const terms = new Set(result.terms);
  let tier: 0 | 1 | 2 = 2;
  for (const words of spellings) {
    const last = words[words.length - 1] ?? '';
    if (!words.slice(0, -1).every((word) => terms.has(word))) continue;
    if (terms.has(last)) return 0;
    if (last.length >= MIN_PREFIX && result.terms.some((term) => term.startsWith(last))) tier = 1;
  }
  return tier;
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
  const found = index.products.search(keywordQuery(spellings), BASE_OPTIONS);
  const tiers: SearchResult[][] = [[], [], []];
  for (const result of found) tiers[tierOf(result, spellings)]?.push(result);
  const [exact = [], typed = [], near = []] = tiers;
  const asTypedResults = [...ranked(index, exact), ...ranked(index, typed)];
  if (options.asTyped) return { products: asTypedResults, suggestion: null };
  const products = [...asTypedResults, ...ranked(index, near)];
  // Nothing as typed: every result is a near one, and the first is the best correction.
  const topResult = products[0] && near.find((r) => r.id === products[0]?._id);
  if (asTypedResults.length > 0 || !topResult) return { products, suggestion: null };
  // Words found as typed somewhere in the catalogue stay as they are.
  const asTyped = new Set(
    words.filter(
      (word, i) =>
        index.products.search(word, { prefix: i === words.length - 1, fuzzy: false }).length > 0,
    ),
  );
  return { products, suggestion: correction(words, topResult, asTyped) };
}
