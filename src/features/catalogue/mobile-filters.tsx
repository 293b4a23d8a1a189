import { Button } from '@mantine/core';
import { lazy, memo, Suspense } from 'react';
import { countSelected, type FilterOptions } from '../../../contract/rules/filter-products';
import {
  type FilterGroup,
  type ListingFilters,
} from '../../../contract/rules/listing-search-params';
import { useDeferredDialog } from '../../components/use-deferred-dialog';

const loadDrawer = () => import('./mobile-filter-drawer');
const MobileFilterDrawer = lazy(loadDrawer);

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
  const drawer = useDeferredDialog(loadDrawer);
  const selected = countSelected(filters);
  return (
    <>
      <Button
        variant="default"
        {...drawer.triggerProps}
        hiddenFrom="sm"
        aria-haspopup="dialog"
        style={{ flexShrink: 0 }}
      >
        Filters{selected > 0 ? ` (${selected})` : ''}
      </Button>
      {drawer.mounted && (
        <Suspense fallback={null}>
          <MobileFilterDrawer
            opened={drawer.opened}
            onClose={drawer.close}
            options={options}
            filters={filters}
            selected={selected}
            onChange={onChange}
            onClear={onClear}
          />
        </Suspense>
      )}
    </>
  );
});
