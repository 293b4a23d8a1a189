import { describe, it, expect } from 'vitest';
import { PRICE_BUCKETS } from '../enums';
import { matchesPriceBucket, priceBucketOf } from './price-bucket';

describe('priceBucketOf', () => {
  it.each([
    [0, 'Under10K'],
    [9999.99, 'Under10K'],
    [10000, '10kTo50K'],
    [49999.99, '10kTo50K'],
    [50000, 'Over50k'],
    [1_000_000, 'Over50k'],
  ] as const)('%d → %s', (price, bucket) => {
    expect(priceBucketOf(price)).toBe(bucket);
  });
  it('puts non-finite prices in no bucket', () => {
    expect(priceBucketOf(Number.NaN)).toBeNull();
    expect(priceBucketOf(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('matchesPriceBucket', () => {
  it('matches each edge price to exactly one bucket', () => {
    for (const price of [9999.99, 10000, 50000]) {
      expect(PRICE_BUCKETS.filter((b) => matchesPriceBucket(price, b))).toHaveLength(1);
    }
  });
  it('sends 10000 to the middle bucket and 50000 to Over50k', () => {
    expect(matchesPriceBucket(10000, 'Under10K')).toBe(false);
    expect(matchesPriceBucket(10000, '10kTo50K')).toBe(true);
    expect(matchesPriceBucket(50000, '10kTo50K')).toBe(false);
    expect(matchesPriceBucket(50000, 'Over50k')).toBe(true);
  });
});
