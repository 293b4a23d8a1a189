import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { SearchIcon } from './icons';

/** Submits whatever was typed, even nothing: an empty keyword lists every product. */
export function SearchForm({
  onSubmitted,
  autoFocus = false,
}: {
  onSubmitted?: () => void;
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/search', search: { keyword: keyword.trim() } });
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
        <TextInput
          id={inputId}
          aria-label="Search products"
          name="keyword"
          placeholder="Search for perfumes, brands…"
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          style={{ flex: 1 }}
          radius="xl"
          autoFocus={autoFocus}
          type="search"
          enterKeyHint="search"
        />
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
