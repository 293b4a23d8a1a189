import { shownName } from '../../../contract/rules/shown-name';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  AVAILABILITY_LABELS,
  PRICE_BUCKET_LABELS,
  type Availability,
  type PriceBucket,
  type SortKey,
} from '../../../contract/enums';
import {
  countSelected,
  emptyFilters,
  toggleFilterValue,
} from '../../../contract/rules/filter-products';
import {
  FILTER_GROUPS,
  type FilterGroup,
  type ListingFilters,
} from '../../../contract/rules/listing-search-params';
import { toListingSearch, type ListingPath } from './listing-search';

function chipLabel(group: FilterGroup, value: string): string {
  if (group === 'price') return PRICE_BUCKET_LABELS[value as PriceBucket] ?? value;
  if (group === 'availability') return AVAILABILITY_LABELS[value as Availability] ?? value;
  return shownName(value);
}

/**
 * One chip per selected value, plus a clear-all control. They are links to the listing without
 * that value (or without any), so they work without JavaScript and drop the page (back to 1).
 */
export function FilterChips({
  path,
  filters,
  sort,
}: {
  path: ListingPath;
  filters: ListingFilters;
  sort: SortKey;
}) {
  if (countSelected(filters) === 0) return null;
  return (
    <Group gap="xs" aria-label="Selected filters" role="group">
      {FILTER_GROUPS.flatMap((group) =>
        filters[group].map((value) => (
          <Button
            key={`${group}:${value}`}
            renderRoot={(props) => (
              <Link
                {...props}
                to={path}
                search={toListingSearch(toggleFilterValue(filters, group, value as never), sort)}
                resetScroll={false}
              />
            )}
            size="compact-sm"
            variant="light"
            radius="xl"
            rightSection={<span aria-hidden="true">×</span>}
            aria-label={`Remove filter ${chipLabel(group, value)}`}
          >
            {chipLabel(group, value)}
          </Button>
        )),
      )}
      <Button
        renderRoot={(props) => (
          <Link
            {...props}
            to={path}
            search={toListingSearch(emptyFilters(), sort)}
            resetScroll={false}
          />
        )}
        size="compact-sm"
        variant="subtle"
      >
        Clear all filters
      </Button>
    </Group>
  );
}
