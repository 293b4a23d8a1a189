import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminSearchInput } from './admin-search-input';

/** What the URL search of every filtered admin list holds besides its own filters. */
interface ListSearch {
  q?: string;
  sort?: string;
  page?: number;
}

/** Sets some filters; `replace` replaces the history entry (typing) rather than adding one. */
export type SetFilters<S> = (patch: Partial<S>, replace?: boolean) => void;

/** Whether any filter is on: the sort and the page filter nothing. */
export function isFiltered({ sort: _sort, page: _page, ...filters }: ListSearch): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}

/**
 * The filter bar of an admin list (orders, products): its search box, the list's own controls
 * (`children`, given the setter), and "Clear filters" while any filter is on. Every change goes
 * to the URL through `onChange` without the page, so the list starts again at its first page;
 * clearing keeps the sort.
 */
export function AdminFilters<S extends ListSearch>({
  search,
  onChange,
  searchLabel,
  searchPlaceholder,
  children,
}: {
  search: S;
  onChange: (next: S, options?: { replace?: boolean }) => void;
  searchLabel: string;
  searchPlaceholder: string;
  children: (set: SetFilters<S>) => ReactNode;
}) {
  const set: SetFilters<S> = (patch, replace = false) => {
    const { page: _page, ...rest } = search;
    onChange({ ...rest, ...patch } as S, { replace });
  };
  return (
    <>
      <AdminSearchInput
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={search.q}
        onSearch={(q, options) => set({ q } as Partial<S>, options.replace)}
      />
      {children(set)}
      {isFiltered(search) && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onChange((search.sort ? { sort: search.sort } : {}) as S)}
          >
            Clear filters
          </Button>
        </Group>
      )}
    </>
  );
}
