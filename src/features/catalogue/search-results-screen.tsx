import { Anchor, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LISTING_SKELETON_COUNT } from '../../../contract/constants';
import { searchProductsQueryOptions } from '../../api/search-products';
import type { SearchPageRequest } from '../../api/search-page';
import { LISTING_EAGER_IMAGES, ProductGrid } from '../../components/product/product-grid';
import './search-styles';

export function searchSummary(count: number): string {
  return count === 0 ? 'No products found' : `Found ${count} product(s)`;
}

/** The page's URL search for a page of these results. */
const searchOf = ({ keyword, exact }: SearchPageRequest, page: number) => ({
  keyword,
  ...(page > 1 ? { page } : {}),
  ...(exact ? { exact: true } : {}),
});

/**
 * "Showing results for 'dior' — search instead for 'diro'": the keyword was corrected, and the
 * shopper may still want exactly what they typed.
 */
function CorrectionLine({ keyword, suggestion }: { keyword: string; suggestion: string }) {
  return (
    <Text>
      Showing results for &apos;{suggestion}&apos; —{' '}
      <Anchor
        renderRoot={(props) => <Link {...props} to="/search" search={{ keyword, exact: true }} />}
      >
        search instead for &apos;{keyword}&apos;
      </Anchor>
    </Text>
  );
}

export function SearchResultsScreen({ request }: { request: SearchPageRequest }) {
  const { data, isError } = useQuery(searchProductsQueryOptions(request));
  // A failed search is only logged (spec section 8): it reads as no results.
  const results = isError
    ? { products: [], productCount: 0, totalPages: 1, currentPage: 1, suggestion: null }
    : data;
  const pageLink = (page: number) => ({
    component: Link,
    to: '/search',
    search: searchOf(request, page),
    activeOptions: { exact: true, includeSearch: true },
  });
  const edgeLink = (control: 'first' | 'previous' | 'next' | 'last') => {
    if (!results) return {};
    const target = {
      first: 1,
      previous: results.currentPage - 1,
      next: results.currentPage + 1,
      last: results.totalPages,
    }[control];
    return target >= 1 && target <= results.totalPages && target !== results.currentPage
      ? pageLink(target)
      : {};
  };
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Search results
          </Title>
          {request.keyword && (
            <Text size="sm" c="dimmed">
              for “{request.keyword}”
            </Text>
          )}
        </div>
        {results?.suggestion && (
          <CorrectionLine keyword={request.keyword} suggestion={results.suggestion} />
        )}
        <Text aria-live="polite" fw={500}>
          {results ? searchSummary(results.productCount) : 'Searching…'}
        </Text>
        {(!results || results.products.length > 0) && (
          <ProductGrid
            eagerCount={LISTING_EAGER_IMAGES}
            products={results?.products}
            skeletonCount={LISTING_SKELETON_COUNT}
            cols={{ base: 1, sm: 3 }}
            label="Search results"
          />
        )}
        {results && results.totalPages > 1 && (
          <Group justify="center" mt="md">
            <Pagination
              total={results.totalPages}
              value={results.currentPage}
              aria-label="Pages"
              getItemProps={(p) => ({ 'aria-label': `Page ${p}`, ...pageLink(p) })}
              getControlProps={(control) => ({
                'aria-label': `${control} page`,
                ...edgeLink(control),
              })}
              siblings={1}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
