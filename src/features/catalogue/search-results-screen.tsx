import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LISTING_SKELETON_COUNT } from '../../../contract/constants';
import { searchProductsQueryOptions } from '../../api/products';
import { LISTING_EAGER_IMAGES, ProductGrid } from '../../components/product/product-grid';

export function searchSummary(count: number): string {
  return count === 0 ? 'No products found' : `Found ${count} product(s)`;
}

export function SearchResultsScreen({ keyword }: { keyword: string }) {
  const { data, isError } = useQuery(searchProductsQueryOptions(keyword));
  // A failed search is only logged (spec section 8): it reads as no results.
  const products = isError ? [] : data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Search results
          </Title>
          {keyword && (
            <Text size="sm" c="dimmed">
              for “{keyword}”
            </Text>
          )}
        </div>
        <Text aria-live="polite" fw={500}>
          {products ? searchSummary(products.length) : 'Searching…'}
        </Text>
        {(!products || products.length > 0) && (
          <ProductGrid
            eagerCount={LISTING_EAGER_IMAGES}
            products={products}
            skeletonCount={LISTING_SKELETON_COUNT}
            cols={{ base: 1, sm: 3 }}
            label="Search results"
          />
        )}
      </Stack>
    </Container>
  );
}
