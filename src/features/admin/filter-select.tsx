import './admin-styles';
import { Select } from '@mantine/core';

/** The "no filter" choice: never a value of any filter. */
const ANY = '__any__';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/** A filter's options in the order its labels are written. */
export function optionsOf<T extends string>(labels: Readonly<Record<T, string>>) {
  return (Object.keys(labels) as T[]).map((value): FilterOption<T> => ({
    value,
    label: labels[value],
  }));
}

/**
 * A Select over one filter of an admin list. With `anyLabel` its first choice means "no filter";
 * choosing the `defaultValue` (a sort's default order) counts as no choice too, so the URL stays
 * plain. `onChange` gets undefined for either, and only ever one of `options` otherwise.
 */
export function FilterSelect<T extends string>({
  label,
  options,
  value,
  onChange,
  anyLabel,
  defaultValue,
  searchable,
}: {
  label: string;
  options: readonly FilterOption<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  anyLabel?: string;
  defaultValue?: T;
  searchable?: boolean;
}) {
  return (
    <Select
      label={label}
      data={anyLabel ? [{ value: ANY, label: anyLabel }, ...options] : options}
      value={value ?? defaultValue ?? ANY}
      allowDeselect={false}
      searchable={searchable}
      onChange={(next) => {
        const chosen = options.find((option) => option.value === next)?.value;
        onChange(chosen === defaultValue ? undefined : chosen);
      }}
    />
  );
}
