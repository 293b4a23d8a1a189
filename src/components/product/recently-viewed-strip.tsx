import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { RECENTLY_VIEWED_DETAIL_LIMIT } from '../../../contract/constants';
import type { Product } from '../../../contract/schemas/product';
import { productQueryOptions } from '../../api/products';
import { recentlyViewedAtom } from '../../state/recently-viewed-atoms';
import { useBrowserAtomValue } from '../../state/use-browser-atom-value';
import { gridImageSizes } from './grid-image-sizes';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

const STRIP_COLS = { base: 2, sm: 3, md: 4 };

const NOTHING_VIEWED: readonly string[] = [];

/**
 * Products from the ids kept in `recentlyViewed`, newest first, one `product/:id` query each.
 * An id that no longer resolves (deleted product, 404) is skipped rather than shown broken.
 */
export function RecentlyViewedStrip({ excludeId }: { excludeId?: string }) {
  const ids = useBrowserAtomValue(recentlyViewedAtom, NOTHING_VIEWED)
    .filter((id) => id !== excludeId)
    .slice(0, RECENTLY_VIEWED_DETAIL_LIMIT);
  const results = useQueries({
    queries: ids.map((id) => ({ ...productQueryOptions(id), retry: false })),
  });
  if (ids.length === 0) return null;
  const settled = results.filter((r) => !r.isError);
  if (settled.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="recently-viewed-title" gap="md" mt="xl">
      <Title order={2} size="h3" id="recently-viewed-title">
        Recently Viewed
      </Title>
      <SimpleGrid cols={STRIP_COLS} spacing="md">
        {settled.map((result, i) =>
          result.data ? (
            <RecentCard key={result.data._id} product={result.data} />
          ) : (
            <ProductCardSkeleton key={`pending-${i}`} />
          ),
        )}
      </SimpleGrid>
    </Stack>
  );
}

function RecentCard({ product }: { product: Product }) {
  return <ProductCard product={product} imageSizes={gridImageSizes(STRIP_COLS)} />;
}
