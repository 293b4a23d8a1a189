import { SimpleGrid, VisuallyHidden, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Product } from '../../../contract/schemas/product';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

const DEFAULT_COLS: SimpleGridProps['cols'] = { base: 2, sm: 3, md: 4 };

interface ProductGridProps {
  products: readonly Product[] | undefined;
  /** Placeholder cards shown while `products` is undefined. */
  skeletonCount: number;
  cols?: SimpleGridProps['cols'];
  label?: string;
  badge?: ReactNode;
}

export function ProductGrid({
  products,
  skeletonCount,
  cols = DEFAULT_COLS,
  label,
  badge,
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
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} badge={badge} />
        </li>
      ))}
    </SimpleGrid>
  );
}
