import './admin-styles';
import { ScrollArea, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { ORDER_STATUSES } from '../../../contract/enums';
import { OrderStatusSchema } from '../../../contract/schemas/enums';
import type { OrderSort, PaymentFilter, StatusCounts } from '../../../contract/schemas/admin';
import { AdminFilters } from './admin-filters';
import type { OrdersUrlSearch } from './admin-url-search';
import { FilterSelect, optionsOf } from './filter-select';

const ALL = 'all';

const SORT_OPTIONS = optionsOf<OrderSort>({
  newest: 'Newest first',
  oldest: 'Oldest first',
  'total-desc': 'Total: high to low',
  'total-asc': 'Total: low to high',
});
// The words the order cards use for a payment.
const PAYMENT_OPTIONS = optionsOf<PaymentFilter>({
  paid: 'Paid',
  pending: 'Awaiting payment',
  on_delivery: 'Pay on delivery',
  failed: 'Payment failed',
  expired: 'Payment expired',
  refunded: 'Refunded',
  flagged: 'Needs attention',
});

const countText = (n: number | undefined) => (n === undefined ? '' : ` (${n.toLocaleString()})`);

/** The admin orders' search (AdminFilters), status tabs with their counts, payment, dates and sort. */
export function OrderFilters({
  search,
  statusCounts,
  onChange,
}: {
  search: OrdersUrlSearch;
  statusCounts: StatusCounts | undefined;
  onChange: (next: OrdersUrlSearch, options?: { replace?: boolean }) => void;
}) {
  const all = statusCounts ? Object.values(statusCounts).reduce((sum, n) => sum + n, 0) : undefined;

  return (
    <AdminFilters
      search={search}
      onChange={onChange}
      searchLabel="Search orders"
      searchPlaceholder="Order id, buyer name, email or phone"
    >
      {(set) => (
        <>
          <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
            <SegmentedControl
              aria-label="Filter by status"
              value={search.status ?? ALL}
              onChange={(value) => {
                const status = OrderStatusSchema.safeParse(value);
                set({ status: status.success ? status.data : undefined });
              }}
              data={[
                { value: ALL, label: `All${countText(all)}` },
                ...ORDER_STATUSES.map((status) => ({
                  value: status,
                  label: `${status}${countText(statusCounts?.[status])}`,
                })),
              ]}
            />
          </ScrollArea>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <FilterSelect
              label="Payment"
              options={PAYMENT_OPTIONS}
              anyLabel="Any payment"
              value={search.payment}
              onChange={(payment) => set({ payment })}
            />
            <FilterSelect
              label="Sort"
              options={SORT_OPTIONS}
              defaultValue="newest"
              value={search.sort}
              onChange={(sort) => set({ sort })}
            />
            <TextInput
              type="date"
              label="From"
              value={search.from ?? ''}
              max={search.to}
              onChange={(event) => set({ from: event.currentTarget.value || undefined })}
            />
            <TextInput
              type="date"
              label="To"
              value={search.to ?? ''}
              min={search.from}
              onChange={(event) => set({ to: event.currentTarget.value || undefined })}
            />
          </SimpleGrid>
        </>
      )}
    </AdminFilters>
  );
}
