import { shownName } from '../../../contract/rules/shown-name';
import './admin-styles';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '../../../contract/schemas/product';
import { adminProductsQueryOptions, type AdminProductsRequest } from '../../api/admin-products';
import { ProductDetailLink, TABLE_THUMB_PX } from './admin-table-parts';
import { LowStockThreshold } from './low-stock-threshold';
import { StockEditor } from './stock-editor';
import { Thumbnail } from '../../components/product/thumbnail';
import { LoadFailedAlert } from './load-failed-alert';
import { PagedTable } from './paged-table';

const HEADERS = ['Photo', 'Name', 'In stock', 'Correct stock'];
export const LOW_STOCK_PER_PAGE = 20;

/** The low-stock list's request: the emptiest shelves first. */
export const lowStockRequest = (page: number): AdminProductsRequest => ({
  stock: 'low-stock',
  sort: 'stock-asc',
  page,
  limit: LOW_STOCK_PER_PAGE,
});

function LowStockRow({ product }: { product: Product }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Thumbnail url={product.images[0]?.url} alt={product.name} size={TABLE_THUMB_PX} />
      </Table.Td>
      <Table.Td>
        <ProductDetailLink slug={product.slug}>{product.name}</ProductDetailLink>
        {product.brand && (
          <Text size="xs" c="dimmed">
            {shownName(product.brand)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text fw={700} c={product.quantity === 0 ? 'red.8' : undefined}>
          {product.quantity}
        </Text>
      </Table.Td>
      <Table.Td>
        <StockEditor key={product.quantity} product={product} />
      </Table.Td>
    </Table.Tr>
  );
}

export function LowStock({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { data, isPending, isError, refetch } = useQuery(
    adminProductsQueryOptions(lowStockRequest(page)),
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Low stock
        </Title>
        <LowStockThreshold saved={data?.lowStockThreshold} />
        <Text data-testid="low-stock-total" aria-live="polite">
          {data
            ? `${data.productCount} ${data.productCount === 1 ? 'product' : 'products'} at or under ${data.lowStockThreshold} in stock`
            : '…'}
        </Text>
        {isError && (
          <LoadFailedAlert
            title="Could not load the low-stock list"
            onRetry={() => void refetch()}
          />
        )}
        <PagedTable
          headers={HEADERS}
          minWidth={340}
          rows={data?.products}
          isPending={isPending}
          renderRow={(product) => <LowStockRow key={product._id} product={product} />}
          empty="Nothing is running low."
          skeleton={{ photoColumn: 0, testId: 'low-stock-skeleton' }}
          striped
          paging={
            data
              ? { label: 'Low-stock pages', page, totalPages: data.totalPages, onPage }
              : undefined
          }
        />
      </Stack>
    </Paper>
  );
}
