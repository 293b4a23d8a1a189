import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { formatNaira } from '../../../contract/rules/currency';
import { WAITING_STATUSES } from '../../../contract/schemas/admin';
import { adminStatsQueryOptions } from '../../api/admin-shop';
import { LoadFailedAlert } from './load-failed-alert';

const SalesChart = lazy(() => import('./sales-chart'));

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** The admin dashboard's figures: sales today and this week, orders waiting, stock running out. */
export function ShopFigures({ userId }: { userId: string }) {
  const { data, isPending, isError, refetch } = useQuery(adminStatsQueryOptions(userId));
  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="figures-skeleton">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={76} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (isError) {
    return (
      <LoadFailedAlert title="Could not load the shop's figures" onRetry={() => void refetch()} />
    );
  }
  const { today, last7Days, days, statusCounts, lowStock } = data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Figure label="Orders today" value={today.orders.toLocaleString()} />
        <Figure label="Revenue today" value={formatNaira(today.revenue)} />
        <Figure label="Orders, last 7 days" value={last7Days.orders.toLocaleString()} />
        <Figure label="Revenue, last 7 days" value={formatNaira(last7Days.revenue)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            Orders waiting
          </Title>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {WAITING_STATUSES.map((status) => (
              <Group component="li" key={status} justify="space-between">
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/dashboard/admin/orders" search={{ status }} />
                  )}
                >
                  {status}
                </Anchor>
                <Text fw={700}>{statusCounts[status].toLocaleString()}</Text>
              </Group>
            ))}
          </Stack>
          <Anchor
            component={Link}
            to="/dashboard/admin/low-stock"
            mt="md"
            display="block"
            fw={600}
            c={lowStock.count > 0 ? 'red.8' : undefined}
            data-testid="low-stock-link"
          >
            Low stock: {lowStock.count.toLocaleString()}{' '}
            {lowStock.count === 1 ? 'product' : 'products'} at or under {lowStock.threshold}
          </Anchor>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            Last 7 days
          </Title>
          <Suspense fallback={<Skeleton height={220} radius="md" />}>
            <SalesChart days={days} />
          </Suspense>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
