import './filter-drawer-styles';
import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import type { FilterOptions } from '../../../contract/rules/filter-products';
import type { FilterGroup, ListingFilters } from '../../../contract/rules/listing-search-params';
import { FilterPanel } from './filter-panel';

/** The slide-out itself, loaded once a shopper on a phone reaches for it (useDeferredDialog). */
export default function MobileFilterDrawer({
  opened,
  onClose,
  options,
  filters,
  selected,
  onChange,
  onClear,
}: {
  opened: boolean;
  onClose: () => void;
  options: FilterOptions;
  filters: ListingFilters;
  selected: number;
  onChange: (group: FilterGroup, values: string[]) => void;
  onClear: () => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Filters"
      position="left"
      size="85%"
      hiddenFrom="sm"
    >
      <Stack gap="md" pb={72}>
        <FilterPanel options={options} filters={filters} onChange={onChange} idPrefix="mobile" />
      </Stack>
      <Group
        justify="space-between"
        pos="sticky"
        bottom={0}
        bg="white"
        py="sm"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Text size="sm" aria-live="polite">
          {selected} selected
        </Text>
        <Group gap="xs">
          <Button variant="subtle" onClick={onClear} disabled={selected === 0}>
            Clear
          </Button>
          <Button onClick={onClose}>View Results</Button>
        </Group>
      </Group>
    </Drawer>
  );
}
