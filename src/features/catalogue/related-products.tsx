import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { relatedCount } from '../../../contract/constants';
import { relatedProductsQueryOptions } from '../../api/related-products';
import { useBreakpointWidth } from '../../components/layout/use-breakpoint-width';
import { ProductGrid } from '../../components/product/product-grid';
import { shuffledOnce } from './shuffled-once';

export function RelatedProducts({ productId }: { productId: string }) {
  const width = useBreakpointWidth();
  const { data: answer, isError } = useQuery(relatedProductsQueryOptions(productId));
  // A query's answer redraws its component in one task a tap cannot interrupt; the cards, far
  // below the fold, are drawn from the deferred copy, which React renders in slices.
  const data = useDeferredValue(answer);
  const count = relatedCount(width);
  const shown = useMemo(
    () => (data ? shuffledOnce(data).slice(0, count) : undefined),
    [data, count],
  );
  // Failures are only logged (spec section 8); an empty list hides the section.
  if (isError || (shown && shown.length === 0)) return null;
  return (
    <Stack component="section" aria-labelledby="related-title" gap="md" mt="xl">
      <Title order={2} size="h3" id="related-title">
        Related Products
      </Title>
      <ProductGrid
        products={shown}
        skeletonCount={count}
        cols={{ base: 2, sm: 3, md: 4 }}
        label="Related Products"
      />
    </Stack>
  );
}
