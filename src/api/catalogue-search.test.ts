import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueChangesResponseSchema } from '../../contract/schemas/catalogue-changes';
import { ProductSearchResponseSchema } from '../../contract/schemas/product';
import { ProductSuggestResponseSchema } from '../../contract/schemas/product-search';
import { createSeededMockApi } from '../../mocks/node';
import type { MockApi } from '../../mocks/mock-api';
import type { Catalogue } from './catalogue';
import { searchCatalogue, suggestFromCatalogue } from './catalogue-search';

// The contract's promise: the browser answers a search from its copy of the catalogue with the
// same results as the server for the same catalogue. Both run here over the demo catalogue: the
// server through its endpoint, the browser through the copy `product/changes` gave it.

/** Right and wrong spellings, prefixes, aliases, several words, odd characters. */
const KEYWORDS = [
  'dior',
  'diro',
  'dyor',
  'DIOR',
  'versace',
  'versache',
  'lattafa',
  'lataffa',
  'armani',
  'giorgio armani',
  'armaf',
  'hugo boss',
  'hugo bos',
  'jimmy choo',
  'jimy choo',
  'mont blanc',
  'ralph',
  'yves saint',
  'zaien',
  'essenza',
  'oud',
  'velvet oud',
  'vanila',
  'vanilla dusk',
  'rose',
  'roze',
  'lemon',
  'citrus riviera',
  'ced',
  'mint bergamot',
  'eau de parfum',
  'for him',
  'lagos nights',
  'harmattan',
  'santal',
  'sauvage',
  'xyzzy',
  '100%',
  'dolce & gabbana',
  'jasmin',
];

const pageSize = 15;

describe('the browser answers searches as the server does', () => {
  let mock: MockApi;
  let copy: Catalogue;
  const get = async (path: string) => {
    const res = await mock.api.fetch(new Request(`http://shop.test/api/v1/${path}`));
    expect(res.status).toBe(200);
    return res.json() as Promise<unknown>;
  };

  beforeAll(async () => {
    mock = await createSeededMockApi();
    const changes = CatalogueChangesResponseSchema.parse(await get('product/changes'));
    copy = { version: changes.version, products: changes.products };
  }, 120_000);
  afterAll(async () => {
    await mock?.close();
  });

  it.each(KEYWORDS)(
    '"%s": the same products in the same order, and the same suggestion',
    async (keyword) => {
      const server = ProductSearchResponseSchema.parse(
        await get(`product/search/${encodeURIComponent(keyword)}`),
      );
      const first = searchCatalogue(copy, { keyword, page: 1, exact: false });
      const pages = [first];
      for (let page = 2; page <= first.totalPages; page += 1) {
        pages.push(searchCatalogue(copy, { keyword, page, exact: false }));
      }
      expect(pages.flatMap((p) => p.products.map((x) => x._id))).toEqual(
        server.products.map((p) => p._id),
      );
      expect(first.productCount).toBe(server.products.length);
      expect(first.totalPages).toBe(Math.max(1, Math.ceil(server.products.length / pageSize)));
      expect(first.suggestion).toBe(server.suggestion);
      const suggested = ProductSuggestResponseSchema.parse(
        await get(`product/suggest?q=${encodeURIComponent(keyword)}`),
      );
      expect(suggestFromCatalogue(copy, keyword)).toEqual(suggested.suggestions);
    },
  );

  it('finds Dior for "diro", and suggests "dior"', () => {
    const answer = searchCatalogue(copy, { keyword: 'diro', page: 1, exact: false });
    expect(answer.suggestion).toBe('dior');
    expect(answer.products.every((p) => p.brand === 'Dior')).toBe(true);
    expect(answer.productCount).toBeGreaterThan(0);
  });
});
