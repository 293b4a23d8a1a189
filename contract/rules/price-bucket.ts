import type { PriceBucket } from '../enums';

export const PRICE_BUCKET_LOW_MAX = 10000;
export const PRICE_BUCKET_HIGH_MIN = 50000;

/**
 * The spec's ranges ("up to 10000", "10000 to 50000", "50000 and above")
 * overlap at their edges. Each price must land in exactly one bucket, so
 * 10000 goes to the middle bucket and 50000 to Over50k, as its label
 * '₦50,000+' says: Under10K < 10000 <= 10kTo50K < 50000 <= Over50k.
 * Non-finite prices belong to no bucket.
 */
export function priceBucketOf(price: number): PriceBucket | null {
  if (!Number.isFinite(price)) return null;
  if (price < PRICE_BUCKET_LOW_MAX) return 'Under10K';
  if (price < PRICE_BUCKET_HIGH_MIN) return '10kTo50K';
  return 'Over50k';
}

export function matchesPriceBucket(price: number, bucket: PriceBucket): boolean {
  return priceBucketOf(price) === bucket;
}
