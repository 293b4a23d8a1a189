import { describe, expect, it } from 'vitest';
import { cataloguePage, cataloguePaging } from './catalogue-page';

const ids = ['a', 'b', 'c', 'd', 'e'];

describe('a page of product/all', () => {
  it('slices the catalogue in its order, a page past the end empty', () => {
    expect(cataloguePage(ids, 1, 2)).toEqual(['a', 'b']);
    expect(cataloguePage(ids, 3, 2)).toEqual(['e']);
    expect(cataloguePage(ids, 4, 2)).toEqual([]);
  });

  it('answers the whole catalogue for any limit above its size', () => {
    expect(cataloguePaging(5, 1, 1_000_000)).toEqual({ page: 1, limit: 5, offset: 0 });
    expect(cataloguePage(ids, 1, 1_000_000)).toEqual(ids);
    expect(cataloguePage(ids, 2, 1_000_000)).toEqual([]);
    expect(cataloguePaging(0, 1, 10)).toEqual({ page: 1, limit: 1, offset: 0 });
  });
});
