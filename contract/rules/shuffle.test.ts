import { describe, it, expect } from 'vitest';
import { seededRandom as seeded } from './seeded-random';
import { shuffle } from './shuffle';

describe('shuffle', () => {
  const items = [1, 2, 3, 4, 5, 6, 7, 8];

  it('returns a permutation in a new array', () => {
    const out = shuffle(items, seeded(1));
    expect(out).not.toBe(items);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it('is deterministic for an injected random', () => {
    expect(shuffle(items, seeded(42))).toEqual(shuffle(items, seeded(42)));
  });
  it('actually reorders', () => {
    expect(shuffle(items, seeded(7))).not.toEqual(items);
  });
  it('keeps the order when random always returns just under 1', () => {
    // j = i at every step: each element swaps with itself.
    expect(shuffle(items, () => 0.999999)).toEqual(items);
  });
  it('stays in bounds when random returns exactly 1', () => {
    expect(shuffle(items, () => 1)).toEqual(items);
  });
  it('is predictable when random always returns 0', () => {
    expect(shuffle([1, 2, 3], () => 0)).toEqual([2, 3, 1]);
  });
  it('handles empty and single-item lists', () => {
    expect(shuffle([], seeded(1))).toEqual([]);
    expect(shuffle(['x'], seeded(1))).toEqual(['x']);
  });
  it('produces every permutation of three items', () => {
    const random = seeded(3);
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) seen.add(shuffle(['a', 'b', 'c'], random).join(''));
    expect(seen.size).toBe(6);
  });
});
