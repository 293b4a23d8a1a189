import { SimpleGrid, VisuallyHidden, type SimpleGridProps } from '@mantine/core';
import { memo } from 'react';
import type { Product } from '../../../contract/schemas/product';
import { gridImageSizes } from './grid-image-sizes';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** A listing's first row at its widest (four columns): the images above the fold. */
export const LISTING_EAGER_IMAGES = 4;

const DEFAULT_COLS: SimpleGridProps['cols'] = { base: 2, sm: 3, md: 4 };

interface ProductGridProps {
  products: readonly Product[] | undefined;
  /** Placeholder cards shown while `products` is undefined. */
  skeletonCount: number;
  cols?: SimpleGridProps['cols'];
  label?: string;
  /**
   * How many leading cards load their image at once: the first row of a listing is what the
   * shopper sees first (and Lighthouse's LCP), so it must not wait for lazy loading.
   */
  eagerCount?: number;
}

/**
 * Memoised: a listing re-renders when data it does not show changes (the catalogue arriving
 * behind the server's preview), and 15 cards of Mantine components are its largest part.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  skeletonCount,
  cols = DEFAULT_COLS,
  label,
  eagerCount = 0,
}: ProductGridProps) {
  if (!products) {
    return (
      <SimpleGrid cols={cols} spacing="md" aria-busy="true">
        <VisuallyHidden role="status">Loading products</VisuallyHidden>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  }
  const imageSizes = gridImageSizes(cols);
  return (
    <SimpleGrid
      cols={cols}
      spacing="md"
      component="ul"
      aria-label={label}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} imageSizes={imageSizes} eager={index < eagerCount} />
        </li>
      ))}
    </SimpleGrid>
  );
});
