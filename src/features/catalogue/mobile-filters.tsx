import { Button, Drawer, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { memo } from 'react';
import {
  countSelected,
  type FilterGroup,
  type FilterOptions,
  type ListingFilters,
} from '../../../contract/rules/filter-products';
import { FilterPanel } from './filter-panel';

/** The mobile slide-out: filters apply as they are ticked; 'View Results' closes it. */
export const MobileFilters = memo(function MobileFilters({
  options,
  filters,
  onChange,
  onClear,
}: {
  options: FilterOptions;
  filters: ListingFilters;
  onChange: (group: FilterGroup, values: string[]) => void;
  onClear: () => void;
}) {
  const [opened, drawer] = useDisclosure(false);
  const selected = countSelected(filters);
  return (
    <>
      <Button
        variant="default"
        onClick={drawer.open}
        hiddenFrom="sm"
        aria-haspopup="dialog"
        style={{ flexShrink: 0 }}
      >
        Filters{selected > 0 ? ` (${selected})` : ''}
      </Button>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        title="Filters"
        position="left"
        size="85%"
        hiddenFrom="sm"
        scrollAreaComponent={ScrollArea.Autosize}
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
            <Button onClick={drawer.close}>View Results</Button>
          </Group>
        </Group>
      </Drawer>
    </>
  );
});
