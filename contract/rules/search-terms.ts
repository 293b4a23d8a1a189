import { BRAND_ALIASES } from './filter-products';

// How a keyword becomes the words the search index is asked for. Shared by indexing and
// searching, so a product's text and a shopper's keyword are cut and folded alike.

/** Words after which the rest of a keyword is ignored: a pasted paragraph is not a search. */
export const MAX_SEARCH_WORDS = 8;

/** Longer words are matched exactly: a fuzzy walk of the index costs more with every letter. */
const MAX_FUZZY_WORD = 24;

const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}\p{S}]+/u;
const COMBINING_MARKS = /\p{M}+/gu;

/** Lowercase, accents dropped: "Poudré" and "poudre" are one word to a shopper. */
export function foldTerm(term: string): string {
  return term.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/**
 * Words that say nothing about a perfume: every description has "for" and "and", and a search
 * for "for him" walked every product for them.
 */
const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'by',
  'for',
  'of',
  'the',
  'with',
]);

/** The words of a text as the index holds them. */
export function searchWords(text: string): string[] {
  return text
    .split(SPACE_OR_PUNCTUATION)
    .map(foldTerm)
    .filter((word) => word !== '' && !STOP_WORDS.has(word));
}

/** A keyword's words as searched: at most MAX_SEARCH_WORDS. */
export function keywordWords(keyword: string): string[] {
  return searchWords(keyword).slice(0, MAX_SEARCH_WORDS);
}

/**
 * How many letters may be wrong, missing or extra (Levenshtein, which MiniSearch's fuzzy search
 * counts): none in a short word, where one edit turns "oud" into "out"; one up to six letters
 * ("dyor" → "dior"); two beyond ("versache" → "versace"). A swap is two edits to Levenshtein, so
 * swaps are searched as words of their own (adjacentSwaps).
 */
export function fuzzinessOf(word: string): number {
  if (word.length <= 3 || word.length > MAX_FUZZY_WORD) return 0;
  return word.length <= 6 ? 1 : 2;
}

/** The word with each pair of neighbouring letters swapped ("diro" → "idro", "droi", "dior"). */
export function adjacentSwaps(word: string): string[] {
  if (word.length < 3 || word.length > MAX_FUZZY_WORD) return [];
  const swaps = new Set<string>();
  for (let i = 0; i < word.length - 1; i += 1) {
    const a = word[i] ?? '';
    const b = word[i + 1] ?? '';
    if (a === b) continue;
    swaps.add(word.slice(0, i) + b + a + word.slice(i + 2));
  }
  return [...swaps];
}

/** The brand aliases as word lists: 'lattafa' ↔ 'lataffa', 'giorgio armani' → 'armani'. */
const ALIASES: readonly { from: string[]; to: string[] }[] = Object.entries(BRAND_ALIASES).flatMap(
  ([from, tos]) => tos.map((to) => ({ from: searchWords(from), to: searchWords(to) })),
);

/**
 * The keyword's words, then the same words with each brand alias in it spelled the other way:
 * "lattafa oud" is also "lataffa oud". Any of these may match.
 */
export function aliasSpellings(words: readonly string[]): string[][] {
  const spellings = [[...words]];
  for (const { from, to } of ALIASES) {
    for (let start = 0; start + from.length <= words.length; start += 1) {
      if (from.every((word, i) => words[start + i] === word)) {
        spellings.push([...words.slice(0, start), ...to, ...words.slice(start + from.length)]);
      }
    }
  }
  return spellings;
}

/**
 * Edits between two words, a swap of neighbours counting as one (optimal string alignment):
 * how far a correction is from what was typed.
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const above = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? 0;
}
