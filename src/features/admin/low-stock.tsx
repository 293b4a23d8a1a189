import {
  Alert,
  Anchor,
  Button,
  Image,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { Product } from '../../../contract/schemas/product';
import { adminProductsQueryOptions, type AdminProductsRequest } from '../../api/admin-products';
import { responsiveImage } from '../../components/product/responsive-image';
import { sessionUserAtom } from '../../state/auth-atoms';
import { AdminPager } from './admin-pager';
import { LowStockThreshold } from './low-stock-threshold';
import { StockEditor } from './stock-editor';

const THUMB_PX = 40;
const COLUMNS = 4;
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
        <Image
          {...responsiveImage(product.images[0]?.url, `${THUMB_PX}px`)}
          alt={product.name}
          w={THUMB_PX}
          h={THUMB_PX}
          width={THUMB_PX}
          height={THUMB_PX}
          loading="lazy"
          radius="sm"
          fit="cover"
        />
      </Table.Td>
      <Table.Td>
        <Anchor
          renderRoot={(props) => (
            <Link
              {...props}
              to="/dashboard/admin-product/detail/$slug"
              params={{ slug: product.slug }}
            />
          )}
          fz="inherit"
        >
          {product.name}
        </Anchor>
        {product.brand && (
          <Text size="xs" c="dimmed">
            {product.brand}
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
  const userId = useAtomValue(sessionUserAtom)?._id ?? '';
  const { data, isPending, isError, refetch } = useQuery(
    adminProductsQueryOptions(lowStockRequest(page)),
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Low stock
        </Title>
        <LowStockThreshold userId={userId} />
        <Text data-testid="low-stock-total" aria-live="polite">
          {data
            ? `${data.productCount} ${data.productCount === 1 ? 'product' : 'products'} at or under ${data.lowStockThreshold} in stock`
            : '…'}
        </Text>
        {isError && (
          <Alert color="red" title="Could not load the low-stock list">
            <Button size="compact-sm" variant="light" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        <Table.ScrollContainer minWidth={340}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Photo</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>In stock</Table.Th>
                <Table.Th>Correct stock</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {isPending ? (
                Array.from({ length: 4 }, (_, row) => (
                  <Table.Tr key={row} data-testid="low-stock-skeleton">
                    {Array.from({ length: COLUMNS }, (_, cell) => (
                      <Table.Td key={cell}>
                        <Skeleton
                          height={cell === 0 ? THUMB_PX : 14}
                          width={cell === 0 ? THUMB_PX : '80%'}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              ) : data && data.products.length > 0 ? (
                data.products.map((product) => <LowStockRow key={product._id} product={product} />)
              ) : (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS}>
                    <Text c="dimmed" ta="center" py="md">
                      Nothing is running low.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data && (
          <AdminPager
            label="Low-stock pages"
            page={page}
            totalPages={data.totalPages}
            onPage={onPage}
          />
        )}
      </Stack>
    </Paper>
  );
}
