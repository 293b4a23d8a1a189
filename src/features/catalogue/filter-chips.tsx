import { Button, Group } from '@mantine/core';
import {
  AVAILABILITY_LABELS,
  PRICE_BUCKET_LABELS,
  type Availability,
  type PriceBucket,
} from '../../../contract/enums';
import {
  FILTER_GROUPS,
  countSelected,
  type FilterGroup,
  type ListingFilters,
} from '../../../contract/rules/filter-products';

function chipLabel(group: FilterGroup, value: string): string {
  if (group === 'price') return PRICE_BUCKET_LABELS[value as PriceBucket] ?? value;
  if (group === 'availability') return AVAILABILITY_LABELS[value as Availability] ?? value;
  return value;
}

/** One chip per selected value; pressing it removes that value. Plus a clear-all control. */
export function FilterChips({
  filters,
  onRemove,
  onClear,
}: {
  filters: ListingFilters;
  onRemove: (group: FilterGroup, value: string) => void;
  onClear: () => void;
}) {
  if (countSelected(filters) === 0) return null;
  return (
    <Group gap="xs" aria-label="Selected filters" role="group">
      {FILTER_GROUPS.flatMap((group) =>
        filters[group].map((value) => (
          <Button
            key={`${group}:${value}`}
            size="compact-sm"
            variant="light"
            radius="xl"
            rightSection={<span aria-hidden="true">×</span>}
            aria-label={`Remove filter ${chipLabel(group, value)}`}
            onClick={() => onRemove(group, value)}
          >
            {chipLabel(group, value)}
          </Button>
        )),
      )}
      <Button size="compact-sm" variant="subtle" onClick={onClear}>
        Clear all filters
      </Button>
    </Group>
  );
}
