import { describe, expect, it } from 'vitest';
import { applyCatalogueChanges, type CatalogueCopy } from './apply-catalogue-changes';

const product = (id: string, createdAt: string, quantity = 5) => ({ _id: id, createdAt, quantity });
const a = product('a', '2026-01-03T00:00:00.000Z');
const b = product('b', '2026-01-02T00:00:00.000Z');
const c = product('c', '2026-01-01T00:00:00.000Z');
const held: CatalogueCopy<typeof a> = { version: '5.1', products: [a, b, c] };
const none = { full: false, products: [], removed: [] };

describe('applyCatalogueChanges', () => {
  it('replaces the copy with a full answer, and starts one from it', () => {
    const full = { version: '9.2', full: true, products: [c], removed: [] };
    expect(applyCatalogueChanges(held, full)).toEqual({ version: '9.2', products: [c] });
    expect(applyCatalogueChanges(undefined, { ...full, full: false })).toEqual({
      version: '9.2',
      products: [c],
    });
  });

  it('keeps the same copy when nothing changed, and the same products when only the version moved', () => {
    expect(applyCatalogueChanges(held, { ...none, version: '5.1' })).toBe(held);
    const moved = applyCatalogueChanges(held, { ...none, version: '6.1' });
    expect(moved.version).toBe('6.1');
    expect(moved.products).toBe(held.products);
  });

  it('changes a product in place, drops removed ones and sorts new ones in, newest first', () => {
    const sold = product('b', b.createdAt, 0);
    const newest = product('d', '2026-01-04T00:00:00.000Z');
    const between = product('e', '2026-01-02T12:00:00.000Z');
    const next = applyCatalogueChanges(held, {
      version: '7.2',
      full: false,
      products: [between, sold, newest],
      removed: ['c', 'unknown'],
    });
    expect(next.products.map((p) => p._id)).toEqual(['d', 'a', 'e', 'b']);
    expect(next.products.find((p) => p._id === 'b')?.quantity).toBe(0);
    expect(held.products.map((p) => p._id)).toEqual(['a', 'b', 'c']);
  });
});
