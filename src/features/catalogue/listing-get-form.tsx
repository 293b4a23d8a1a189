import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { FILTER_GROUPS, type ListingFilters } from '../../../contract/rules/listing-search-params';
import { DEFAULT_SORT_KEY, type SortKey } from '../../../contract/enums';
import type { ListingPath } from './listing-search';
import { LateHydrationRegion } from '../../app/late-hydration-region';

interface ListingGetFormProps {
  path: ListingPath;
  /** Filters carried along unchanged (the sort form keeps them). */
  keepFilters?: ListingFilters;
  /** A sort carried along unchanged (the filter form keeps it); the default is left out. */
  keepSort?: SortKey;
  submitLabel: string;
  children: ReactNode;
}

/**
 * A plain GET form to the listing's own URL, so filters and sort work without JavaScript: its
 * fields are named like the search params (`?brand=Dior&brand=Armaf&sort=A-Z`), which the
 * router's parser and validateListingSearch read back. Before it has hydrated, a filter ticked
 * or a sort chosen submits it (public/early-taps.js), as a tap on Apply would. The submit button exists only inside
 * <noscript>: with JavaScript every change navigates at once and the form never submits (Enter
 * in the brand search would otherwise reload the page). No page field: new filters or another
 * order start again at page 1.
 */
export function ListingGetForm({
  path,
  keepFilters,
  keepSort,
  submitLabel,
  children,
}: ListingGetFormProps) {
  // Until it has hydrated, a filter ticked submits the form (public/early-taps.js).
  return (
    <LateHydrationRegion>
      <form
        method="get"
        action={path}
        onSubmit={(event) => event.preventDefault()}
        data-submit-on-change=""
      >
        {keepFilters &&
          FILTER_GROUPS.flatMap((group) =>
            keepFilters[group].map((value) => (
              <input key={`${group}:${value}`} type="hidden" name={group} value={value} />
            )),
          )}
        {keepSort && keepSort !== DEFAULT_SORT_KEY && (
          <input type="hidden" name="sort" value={keepSort} />
        )}
        {children}
        <noscript>
          <Button type="submit" size="xs" mt="xs">
            {submitLabel}
          </Button>
        </noscript>
      </form>
    </LateHydrationRegion>
  );
}
