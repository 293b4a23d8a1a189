import { describe, expect, it } from 'vitest';
import { CategoryMutationResponseSchema } from '../../contract/schemas/category';
import { ApiErrorSchema } from '../../contract/schemas/errors';
import { ProductSearchResponseSchema } from '../../contract/schemas/product';
import {
  MAX_SEARCH_KEYWORD,
  MAX_SUGGEST_TEXT,
  ProductSuggestResponseSchema,
} from '../../contract/schemas/product-search';
import type { SuiteState } from './suite-state';

/**
 * A word no other product has, nor anything near it: ten random letters, so that a typo of it
 * (one or two edits) reaches only this section's products, whatever the other sections made.
 */
function rareWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = '';
  while (word.length < 10) {
    const letter = letters[Math.floor(Math.random() * letters.length)] ?? 'b';
    // No letter twice in a row: swapping two neighbours must change the word.
    if (letter !== word.at(-1)) word += letter;
  }
  return word;
}

const capitalised = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

/** The contract's "Search that forgives typos": near spellings, aliases, prefixes, paging. */
export function searchTests(s: SuiteState): void {
  async function search(keyword: string, query = '') {
    const res = await s.call('GET', `/product/search/${encodeURIComponent(keyword)}${query}`);
    expect(res.status).toBe(200);
    return ProductSearchResponseSchema.parse(res.body);
  }
  const ids = (answer: { products: { _id: string }[] }) => answer.products.map((p) => p._id);

  describe('search that forgives typos', () => {
    it('finds a wrong, missing, extra or swapped letter, and suggests the spelling', async () => {
      const word = rareWord();
      const product = await s.createProduct({ name: `${capitalised(word)} Mist` });
      const typos = [
        `${word.slice(0, 4)}a${word.slice(5)}`, // wrong
        `${word.slice(0, 4)}${word.slice(5)}`, // missing
        `${word.slice(0, 4)}e${word.slice(4)}`, // extra
        `${word.slice(0, 3)}${word[4] ?? ''}${word[3] ?? ''}${word.slice(5)}`, // swapped
      ];
      for (const typo of typos) {
        const answer = await search(typo.toUpperCase());
        expect(ids(answer), typo).toContain(product._id);
        expect(answer.suggestion, typo).toBe(word);
      }
      // As typed, the correct spelling suggests nothing.
      const exact = await search(word);
      expect(ids(exact)).toEqual([product._id]);
      expect(exact.suggestion).toBeNull();
    });

    it('"diro", "dyor" and "versache" find Dior and Versace', async () => {
      const dior = await s.createProduct({ brand: 'Dior' });
      const versace = await s.createProduct({ brand: 'Versace' });
      for (const typo of ['diro', 'dyor']) {
        const answer = await search(typo);
        expect(ids(answer)).toContain(dior._id);
        expect(answer.suggestion).toBe('dior');
      }
      const answer = await search('versache');
      expect(ids(answer)).toContain(versace._id);
      expect(answer.suggestion).toBe('versace');
    });

    it('finds a brand by its alias, with nothing to correct', async () => {
      const word = rareWord();
      const product = await s.createProduct({
        name: `${capitalised(word)} Khamrah`,
        brand: 'Lataffa',
      });
      const answer = await search(`lattafa ${word}`);
      expect(ids(answer)).toEqual([product._id]);
      expect(answer.suggestion).toBeNull();
    });

    it('reads the last word as a prefix', async () => {
      const word = rareWord();
      const product = await s.createProduct({ name: `Eau ${capitalised(word)} Intense` });
      const answer = await search(`eau ${word.slice(0, 5)}`);
      expect(ids(answer)).toContain(product._id);
      expect(answer.suggestion).toBeNull();
    });

    it('puts exact matches first, and name and brand before description', async () => {
      const word = rareWord();
      const near = await s.createProduct({ name: `${capitalised(word)}s Mist` });
      const described = await s.createProduct({ description: `Think of ${word} at dusk` });
      const named = await s.createProduct({ name: `${capitalised(word)} Mist` });
      const answer = await search(word);
      expect(ids(answer)).toEqual([named._id, described._id, near._id]);
    });

    it('answers only what matches as typed with exact=true', async () => {
      const answer = await search('diro', '?exact=true');
      expect(answer.products).toEqual([]);
      expect(answer.suggestion).toBeNull();
    });

    it('pages with ?page=&limit= like product/all, and answers every match without', async () => {
      const word = rareWord();
      const made = [];
      for (let i = 0; i < 3; i += 1) made.push(await s.createProduct({ name: `${word} ${i}` }));
      const all = await search(word);
      expect(all.products).toHaveLength(3);
      expect(all.currentPage).toBeUndefined();
      const first = await search(word, '?page=1&limit=2');
      expect(first).toMatchObject({ currentPage: 1, totalPages: 2, productCount: 3 });
      const second = await search(word, '?page=2&limit=2');
      expect(second.products).toHaveLength(1);
      expect([...ids(first), ...ids(second)].sort()).toEqual(made.map((p) => p._id).sort());
      expect((await search(word, '?page=9&limit=2')).products).toEqual([]);
      // One part alone pages with the other's default, as product/all does.
      expect(await search(word, '?limit=1')).toMatchObject({ currentPage: 1, totalPages: 3 });
      expect((await search(word, '?page=abc&limit=-2')).currentPage).toBe(1);
    });

    it('suggests brands, categories and products for what has been typed, at most 8', async () => {
      const word = rareWord();
      const created = await s.call('POST', '/category/create', {
        token: s.adminToken,
        json: { name: capitalised(word) },
      });
      const category = CategoryMutationResponseSchema.parse(created.body).category;
      const product = await s.createProduct({
        name: `${capitalised(word)} Mist`,
        category: category._id,
        brand: 'Versace',
      });
      const res = await s.call('GET', `/product/suggest?q=${word.slice(0, 6)}`);
      expect(res.status).toBe(200);
      const { suggestions } = ProductSuggestResponseSchema.parse(res.body);
      expect(suggestions).toEqual([
        { kind: 'category', label: capitalised(word) },
        { kind: 'product', label: product.name, productId: product._id },
      ]);
      const brands = ProductSuggestResponseSchema.parse(
        (await s.call('GET', '/product/suggest?q=versa')).body,
      );
      expect(brands.suggestions[0]).toEqual({ kind: 'brand', label: 'Versace' });
      const many = ProductSuggestResponseSchema.parse(
        (await s.call('GET', '/product/suggest?q=suite')).body,
      );
      expect(many.suggestions.length).toBeLessThanOrEqual(8);
      for (const q of ['', '%20']) {
        const empty = await s.call('GET', `/product/suggest?q=${q}`);
        expect(ProductSuggestResponseSchema.parse(empty.body).suggestions).toEqual([]);
      }
      expect((await s.call('GET', '/product/suggest')).status).toBe(200);
    });

    it('answers bad query strings with 400, never 5xx', async () => {
      for (const path of [
        `/product/suggest?q=${'x'.repeat(MAX_SUGGEST_TEXT + 1)}`,
        `/product/search/${'x'.repeat(MAX_SEARCH_KEYWORD + 1)}`,
        '/product/search/dior?exact=maybe',
      ]) {
        const res = await s.call('GET', path);
        expect(res.status, path).toBe(400);
        ApiErrorSchema.parse(res.body);
      }
    });
  });
}
