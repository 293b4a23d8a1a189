import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache';

describe('createLruCache', () => {
  it('lets the least recently used entry go once the bound is reached', () => {
    const cache = createLruCache<string, number>({ maxSize: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('measures entries by their size, and keeps none larger than half the bound', () => {
    const cache = createLruCache<string, string>({ maxSize: 10, sizeOf: (s) => s.length });
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    cache.set('c', 'xxx');
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([false, true, true]);
    cache.set('b', 'x'.repeat(6));
    expect(cache.has('b')).toBe(false);
    expect(cache.get('c')).toBe('xxx');
  });

  it('does not count a replaced or deleted entry, and has() uses nothing', () => {
    const cache = createLruCache<string, string>({ maxSize: 8, sizeOf: (s) => s.length });
    cache.set('a', 'xxxx');
    cache.set('a', 'xx');
    cache.set('b', 'xxx');
    cache.set('c', 'xxx');
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, true, true]);
    cache.delete('b');
    cache.set('d', 'xxx');
    expect([cache.has('a'), cache.has('c'), cache.has('d')]).toEqual([true, true, true]);
    // has('a') did not make it recent: it is the first to go.
    cache.set('e', 'xx');
    expect(cache.has('a')).toBe(false);
  });
});
