import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../contract/test-support/sample-product';
import { productHead } from './page-head';

/** The Product JSON-LD the product page's head carries. */
function jsonLdOf(head: ReturnType<typeof productHead>): Record<string, unknown> {
  const script = head.scripts?.find((s) => s.type === 'application/ld+json');
  if (!script || typeof script.children !== 'string') throw new Error('no JSON-LD');
  return JSON.parse(script.children) as Record<string, unknown>;
}

describe('productHead JSON-LD', () => {
  it('rates a reviewed product with its mean and count', () => {
    const product = { ...sampleProduct(), avgRating: 4.3, reviewCount: 3 };
    expect(jsonLdOf(productHead(product, 'https://shop.test'))['aggregateRating']).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
    });
  });

  it('gives an unreviewed product no rating at all', () => {
    for (const reviewCount of [0, undefined]) {
      const product = { ...sampleProduct(), avgRating: 0, reviewCount };
      expect(jsonLdOf(productHead(product, 'https://shop.test'))).not.toHaveProperty(
        'aggregateRating',
      );
    }
  });
});
