import './admin-styles';
import { Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { ADMIN_PAGE_SIZES, type AdminPageSize } from '../../../contract/constants';
import type { Product } from '../../../contract/schemas/product';
import { adminProductsQueryOptions } from '../../api/admin-products';
import { formatNaira } from '../../../contract/rules/currency';
import { adminLimitAtom, adminPageAtom, currentProductsAtom } from './admin-list-atoms';
import type { ProductsUrlSearch } from './admin-url-search';
import { ProductDetailLink, SkeletonRows, TABLE_THUMB_PX } from './admin-table-parts';
import { ExportCsvButton } from './export-csv-button';
import { ProductFilters } from './product-filters';
import { Thumbnail } from '../../components/product/thumbnail';
import { LoadFailedAlert } from './load-failed-alert';

const COLUMNS = 7;
const PAGE_SIZE_OPTIONS = ADMIN_PAGE_SIZES.map(String);
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

function ProductRow({ product, position }: { product: Product; position: number }) {
  const image = product.images[0];
  return (
    <Table.Tr>
      <Table.Td>{position}</Table.Td>
      <Table.Td>
        <Thumbnail url={image?.url} alt={product.name} size={TABLE_THUMB_PX} />
      </Table.Td>
      <Table.Td>{product.name}</Table.Td>
      <Table.Td>{formatNaira(product.price)}</Table.Td>
      <Table.Td>{product.quantity}</Table.Td>
      <Table.Td>
        <time dateTime={product.createdAt}>{dateFormat.format(new Date(product.createdAt))}</time>
      </Table.Td>
      <Table.Td>
        <ProductDetailLink slug={product.slug} label={`Detail of ${product.name}`}>
          Detail
        </ProductDetailLink>
      </Table.Td>
    </Table.Tr>
  );
}

export function AdminProducts({
  search,
  onSearch,
}: {
  search: ProductsUrlSearch;
  onSearch: (next: ProductsUrlSearch, options?: { replace?: boolean }) => void;
}) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const [page, setPage] = useAtom(adminPageAtom);
  const [limit, setLimit] = useAtom(adminLimitAtom);
  const [storedProducts, setCurrentProducts] = useAtom(currentProductsAtom);
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery(
    adminProductsQueryOptions({ ...search, page, limit }),
  );
  const filtered = Object.keys(search).length > 0;

  useEffect(() => {
    if (!data || isPlaceholderData) return;
    // The stored page stands for the plain list only, never for a filtered view.
    if (!filtered) setCurrentProducts(data.products);
    // Deletions can leave the remembered page past the end: go to the last page that exists.
    if (data.totalPages > 0 && page > data.totalPages) setPage(data.totalPages);
  }, [data, isPlaceholderData, filtered, page, setPage, setCurrentProducts]);

  // Until the API answers, the page shown last time (from storage) stands in for it.
  // The stored page stands in only for the page opened first (a reload); later pages show
  // skeleton rows until they arrive, never the previous page's products under new numbers.
  const [opened] = useState({ page, limit });
  const isOpenedPage = page === opened.page && limit === opened.limit && !filtered;
  const rows = data?.products ?? (isPending && isOpenedPage ? storedProducts.slice(0, limit) : []);
  // While the next page loads, 'Page x/y' keeps the last known page count for this limit.
  const [known, setKnown] = useState<{ limit: number; totalPages: number } | null>(null);
  if (data && (known?.limit !== limit || known.totalPages !== data.totalPages)) {
    setKnown({ limit, totalPages: data.totalPages });
  }
  const lastTotal = known?.limit === limit ? known.totalPages : undefined;
  const totalPages = Math.max(1, data?.totalPages ?? lastTotal ?? page);
  const offset = (page - 1) * limit;

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} size="h2">
            Products
          </Title>
          <Group gap="sm" align="flex-end">
            <ExportCsvButton
              path="admin/products.csv"
              filters={search}
              fallbackName="products.csv"
            />
            <Select
              label="Per page"
              data={PAGE_SIZE_OPTIONS}
              value={String(limit)}
              onChange={(value) => {
                if (value) setLimit(Number(value) as AdminPageSize);
              }}
              allowDeselect={false}
              w={110}
            />
          </Group>
        </Group>
        <ProductFilters
          search={search}
          onChange={(next, options) => {
            // Other filters re-cut the list: start again at its first page.
            setPage(1);
            onSearch(next, options);
          }}
        />
        <Text data-testid="product-total" aria-live="polite">
          Total products: {data ? data.productCount : '…'}
        </Text>
        {isError && (
          <LoadFailedAlert title="Could not load the products" onRetry={() => void refetch()} />
        )}
        {/* Narrow screens: every column stays, tighter and wrapping; scrolls only below 340 px. */}
        <Table.ScrollContainer minWidth={340}>
          <Table
            aria-busy={isPlaceholderData}
            style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
            striped
            highlightOnHover
            verticalSpacing="xs"
            horizontalSpacing={narrow ? 6 : 'sm'}
            fz={narrow ? 'xs' : 'sm'}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Photo</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Quantity</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Detail</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length > 0 ? (
                rows.map((product, index) => (
                  <ProductRow key={product._id} product={product} position={offset + index + 1} />
                ))
              ) : isPending ? (
                <SkeletonRows
                  rows={limit}
                  columns={COLUMNS}
                  photoColumn={1}
                  testId="product-row-skeleton"
                />
              ) : (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS}>
                    <Text c="dimmed" ta="center" py="md">
                      {filtered ? 'No products match these filters.' : 'No products yet.'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => setPage(Math.max(1, page - 1))}
            disabled={page <= 1}
          >
            Previous
          </Button>
          <Text aria-live="polite">
            Page {page}/{totalPages}
          </Text>
          <Button
            variant="default"
            onClick={() => setPage(page + 1)}
            disabled={!data || page >= data.totalPages}
          >
            Next
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
