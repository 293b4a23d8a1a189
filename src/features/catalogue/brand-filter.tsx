import { shownName } from '../../../contract/rules/shown-name';
import './listing-styles';
import { Box, Checkbox, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

function initialOf(brand: string): string {
  return brand.trim().charAt(0).toUpperCase();
}

/** Brand checkboxes with a search box and an A-Z jump to the first brand of a letter. */
export function BrandFilter({
  brands,
  value,
  onChange,
  idPrefix,
}: {
  brands: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  idPrefix: string;
}) {
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? brands.filter((b) => shownName(b).toLowerCase().includes(q)) : brands;
  }, [brands, query]);
  const initials = useMemo(() => new Set(visible.map(initialOf)), [visible]);

  const jump = (letter: string) => {
    const target = listRef.current?.querySelector<HTMLElement>(`[data-initial="${letter}"]`);
    target?.scrollIntoView({ block: 'nearest' });
    target?.querySelector<HTMLInputElement>('input')?.focus();
  };

  return (
    <Stack gap="xs">
      <TextInput
        size="xs"
        aria-label="Search brands"
        placeholder="Search brands"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        type="search"
      />
      <Group gap={2} role="group" aria-label="Jump to brands by letter">
        {LETTERS.map((letter) => {
          const present = initials.has(letter);
          return (
            <UnstyledButton
              key={letter}
              onClick={() => jump(letter)}
              disabled={!present}
              aria-label={`Brands starting with ${letter}`}
              fz={11}
              fw={present ? 700 : 400}
              c={present ? 'plum.8' : 'gray.4'}
              px={3}
            >
              {letter}
            </UnstyledButton>
          );
        })}
      </Group>
      {/* The browser's own scrolling, not Mantine's ScrollArea: that one brings floating-ui
          (12 KB gzipped, for a ref helper) into every listing's first load. Focusable, so the
          list scrolls from the keyboard. */}
      <Box ref={listRef} mah={220} tabIndex={0} style={{ overflowY: 'auto' }}>
        <Checkbox.Group value={value} onChange={onChange}>
          <Stack gap={6} py={2} role="group" aria-label="Brand">
            {visible.map((brand, index) => {
              const first = index === 0 || initialOf(visible[index - 1] ?? '') !== initialOf(brand);
              return (
                <div key={brand} data-initial={first ? initialOf(brand) : undefined}>
                  <Checkbox
                    name="brand"
                    value={brand}
                    label={shownName(brand)}
                    id={`${idPrefix}-brand-${index}`}
                  />
                </div>
              );
            })}
            {visible.length === 0 && (
              <Text size="xs" c="dimmed">
                No brand matches
              </Text>
            )}
          </Stack>
        </Checkbox.Group>
      </Box>
    </Stack>
  );
}
