import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { ADMIN_SEARCH_MAX } from '../../../contract/schemas/admin';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of an admin list. It searches as the admin types (debounced, replacing the
 * history entry instead of adding one per key) and at once on Enter. When the URL's search
 * changes under it (back, forward, "Clear filters") the box follows.
 */
export function AdminSearchInput({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onSearch: (q: string | undefined, options: { replace: boolean }) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const [followed, setFollowed] = useState(value);
  if (followed !== value) {
    setFollowed(value);
    // Our own debounced search comes back trimmed: keep what is being typed then.
    if (text.trim() !== (value ?? '')) setText(value ?? '');
  }
  const searchLater = useDebouncedCallback(
    (q: string) => onSearch(q.trim() || undefined, { replace: true }),
    SEARCH_DEBOUNCE_MS,
  );
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={ADMIN_SEARCH_MAX}
      onChange={(event) => {
        setText(event.currentTarget.value);
        searchLater(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text.trim() || undefined, { replace: false });
      }}
    />
  );
}
