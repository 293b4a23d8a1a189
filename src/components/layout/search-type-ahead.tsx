import { Autocomplete, type ComboboxItem, type ComboboxItemGroup } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Suggestion } from '../../../contract/rules/search-suggestions';
import { searchSuggestionsQueryOptions } from '../../api/search-suggestions';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';

/** A keystroke's wait before suggestions are worked out: typing fast asks once. */
const TYPING_PAUSE_MS = 80;

const GROUPS: Record<Suggestion['kind'], string> = {
  brand: 'Brands',
  category: 'Categories',
  product: 'Products',
};

/** Each suggestion as an option whose value says what to open. */
function groupsOf(suggestions: readonly Suggestion[]): ComboboxItemGroup<ComboboxItem>[] {
  const groups = new Map<string, ComboboxItemGroup<ComboboxItem>>();
  for (const s of suggestions) {
    const group = GROUPS[s.kind];
    const value = s.kind === 'product' ? `product:${s.productId ?? ''}` : `${s.kind}:${s.label}`;
    const items = groups.get(group)?.items ?? [];
    groups.set(group, { group, items: [...items, { value, label: s.label }] });
  }
  return [...groups.values()];
}

export interface SearchTypeAheadProps {
  /** The id of the plain field this replaces (search-form.tsx), and its own. */
  id: string;
  onChosen?: () => void;
}

/**
 * What the plain field holds as this first renders: it is still on the page until this commits.
 * Read here rather than by the form, to keep the form (in every page's first load) small.
 */
function plainField(id: string) {
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement
    ? { typed: field.value, focused: document.activeElement === field }
    : { typed: '', focused: false };
}

/**
 * The header's search box with type-ahead: a combobox (arrow keys move through the suggestions,
 * Enter opens one, Escape closes them; Enter with none chosen searches the text). Loaded when the
 * shopper first reaches for the box, so no page's first load carries it.
 */
export default function SearchTypeAhead({ id, onChosen }: SearchTypeAheadProps) {
  const navigate = useNavigate();
  const [plain] = useState(() => plainField(id));
  const [value, setValue] = useState(plain.typed);
  const [typed] = useDebouncedValue(value.trim(), TYPING_PAUSE_MS);
  const { data } = useQuery({
    ...searchSuggestionsQueryOptions(typed),
    enabled: typed !== '',
    placeholderData: keepPreviousData,
  });
  const suggestions = typed === '' ? [] : (data ?? []);

  const open = (option: string) => {
    const [kind, ...rest] = option.split(':');
    const target = rest.join(':');
    if (kind === 'product') void navigate({ to: '/detail/$id', params: { id: target } });
    else void navigate({ to: '/search', search: { keyword: target } });
    onChosen?.();
  };

  return (
    <Autocomplete
      id={id}
      aria-label="Search products"
      name="keyword"
      placeholder="Search for perfumes, brands…"
      style={{ flex: 1 }}
      radius="xl"
      autoFocus={plain.focused}
      type="search"
      enterKeyHint="search"
      value={value}
      onChange={setValue}
      data={groupsOf(suggestions)}
      // The rule chose and ordered them already.
      filter={({ options }) => options}
      onOptionSubmit={open}
    />
  );
}
