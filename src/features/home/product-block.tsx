import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo, type ReactNode } from 'react';
import type { Product } from '../../../contract/schemas/product';
import { ProductGrid } from '../../components/product/product-grid';

/** Memoised: a block whose (deferred) products did not change is not redrawn with its parent. */
export const ProductBlock = memo(function ProductBlock({
  id,
  title,
  products,
  skeletonCount,
  viewAll,
  aside,
}: {
  id: string;
  title: string;
  products: readonly Product[] | undefined;
  skeletonCount: number;
  viewAll?: '/new-arrivals' | '/all-fragrances';
  aside?: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} gap="md" py="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="md" align="center">
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {aside}
        </Group>
        {viewAll && (
          <Anchor component={Link} to={viewAll} fw={600} aria-label={`View all: ${title}`}>
            View all
          </Anchor>
        )}
      </Group>
      <ProductGrid
        products={products}
        skeletonCount={skeletonCount}
        cols={{ base: 2, sm: 3, md: 4 }}
        label={title}
      />
    </Stack>
  );
});
