import { describe, expect, it } from 'vitest';
import { jsonDeeperThan } from './json-depth';

const nested = (depth: number): unknown =>
  JSON.parse('['.repeat(depth) + '"Lagos"' + ']'.repeat(depth)) as unknown;

describe('jsonDeeperThan', () => {
  it('counts arrays and objects, not scalars', () => {
    expect(jsonDeeperThan('text', 0)).toBe(false);
    expect(jsonDeeperThan({ a: [1] }, 2)).toBe(false);
    expect(jsonDeeperThan({ a: [[1]] }, 2)).toBe(true);
  });

  it('walks 100,000 levels without a stack of its own', () => {
    expect(jsonDeeperThan(nested(100_000), 32)).toBe(true);
    expect(jsonDeeperThan(nested(32), 32)).toBe(false);
  });
});
