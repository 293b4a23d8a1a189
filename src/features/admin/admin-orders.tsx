import { Box, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { adminOrdersQueryOptions, type AdminOrdersRequest } from '../../api/admin-orders';
import { OrderCard } from '../../components/orders/order-card';
import { sessionUserAtom } from '../../state/auth-atoms';
import { isFiltered } from './admin-filters';
import { AdminPager } from './admin-pager';
import type { OrdersUrlSearch } from './admin-url-search';
import { ExportCsvButton } from './export-csv-button';
import { OrderFilters } from './order-filters';
import { OrderPaymentControl } from './order-payment-control';
import { OrderStatusSelect } from './order-status-select';
import { LoadFailedAlert } from './load-failed-alert';

export const ADMIN_ORDERS_PER_PAGE = 10;
const SKELETON_CARDS = 3;

/** The API request for a URL's filters: the page size is fixed, the page defaults to 1. */
export function ordersRequestOf(search: OrdersUrlSearch): AdminOrdersRequest {
  const { page, ...filters } = search;
  return { ...filters, page: page ?? 1, limit: ADMIN_ORDERS_PER_PAGE };
}

export function AdminOrders({
  search,
  onSearch,
}: {
  search: OrdersUrlSearch;
  onSearch: (next: OrdersUrlSearch, options?: { replace?: boolean }) => void;
}) {
  const userId = useAtomValue(sessionUserAtom)?._id;
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery({
    ...adminOrdersQueryOptions(userId ?? '', ordersRequestOf(search)),
    enabled: userId !== undefined,
  });
  const page = search.page ?? 1;
  const offset = (page - 1) * ADMIN_ORDERS_PER_PAGE;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Orders
        </Title>
        <ExportCsvButton
          path="admin/orders.csv"
          filters={{ ...search, page: undefined }}
          fallbackName="orders.csv"
        />
      </Group>
      <OrderFilters search={search} statusCounts={data?.statusCounts} onChange={onSearch} />
      {isPending ? (
        Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <Skeleton key={i} height={150} radius="md" data-testid="order-skeleton" />
        ))
      ) : isError ? (
        <LoadFailedAlert title="Could not load the orders" onRetry={() => void refetch()} />
      ) : (
        <>
          <Text c="dimmed" size="sm" data-testid="order-count" aria-live="polite">
            {data.orderCount.toLocaleString()} {data.orderCount === 1 ? 'order' : 'orders'}
          </Text>
          {data.orders.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {isFiltered(search) ? 'No orders match these filters.' : 'No orders yet.'}
            </Text>
          ) : (
            <Box
              component="section"
              aria-label="Orders found"
              aria-busy={isPlaceholderData}
              style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
            >
              <Stack gap="md">
                {data.orders.map((order, index) => (
                  <OrderCard
                    key={order._id}
                    order={order}
                    index={offset + index + 1}
                    statusControl={<OrderStatusSelect order={order} />}
                    paymentControl={<OrderPaymentControl order={order} />}
                    withDelivery
                    timeline="admin"
                  />
                ))}
              </Stack>
            </Box>
          )}
          <AdminPager
            label="Orders pages"
            page={page}
            totalPages={data.totalPages}
            onPage={(next) => onSearch({ ...search, page: next > 1 ? next : undefined })}
          />
        </>
      )}
    </Stack>
  );
}
