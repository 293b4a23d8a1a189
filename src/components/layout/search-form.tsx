import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { SearchIcon } from './icons';
import type { SearchTypeAheadProps } from './search-type-ahead';

/**
 * Submits whatever was typed, even nothing: an empty keyword lists every product. The field is
 * left to the browser (uncontrolled) and read on submit, so what a shopper typed before the page
 * hydrated is neither wiped by hydration nor lost.
 */
export function SearchForm({
  onSubmitted,
  autoFocus = false,
}: {
  onSubmitted?: () => void;
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const inputId = useId();
  // The plain field until the shopper reaches for it, then the combobox (it takes over what was
  // typed). A failed load (offline before the service worker held it) leaves the plain field.
  const [TypeAhead, setTypeAhead] = useState<ComponentType<SearchTypeAheadProps>>();
  const wantTypeAhead = () => {
    import('./search-type-ahead').then((m) => setTypeAhead(() => m.default), Boolean);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = new FormData(event.currentTarget).get('keyword');
    void navigate({
      to: '/search',
      search: { keyword: typeof keyword === 'string' ? keyword.trim() : '' },
    });
    onSubmitted?.();
  };

  return (
    // A plain GET form too: without JavaScript the browser itself opens /search?keyword=….
    <form
      role="search"
      action="/search"
      method="get"
      onSubmit={submit}
      style={{ flex: 1, maxWidth: 520 }}
    >
      <Group gap={0} wrap="nowrap">
        {TypeAhead ? (
          <TypeAhead id={inputId} onChosen={onSubmitted} />
        ) : (
          <TextInput
            id={inputId}
            aria-label="Search products"
            name="keyword"
            placeholder="Search for perfumes, brands…"
            style={{ flex: 1 }}
            radius="xl"
            autoFocus={autoFocus}
            type="search"
            enterKeyHint="search"
            onFocus={wantTypeAhead}
          />
        )}
        <ActionIcon
          type="submit"
          size={36}
          radius="xl"
          ml={-40}
          variant="filled"
          aria-label="Search"
        >
          <SearchIcon size={18} />
        </ActionIcon>
      </Group>
    </form>
  );
}
