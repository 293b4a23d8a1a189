import './listing-styles';
import { NativeSelect } from '@mantine/core';
import { SORT_KEYS, SORT_OPTIONS, type SortKey } from '../../../contract/enums';

const SORT_DATA = SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

function isSortKey(value: string): value is SortKey {
  return (SORT_KEYS as readonly string[]).includes(value);
}

export function SortSelect({
  value,
  onChange,
}: {
  value: SortKey;
  onChange: (value: SortKey) => void;
}) {
  return (
    <NativeSelect
      label="Sort by"
      name="sort"
      data={SORT_DATA}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isSortKey(next)) onChange(next);
      }}
      w={{ base: 170, xs: 220 }}
      size="sm"
    />
  );
}
