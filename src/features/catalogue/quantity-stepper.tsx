import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';

/**
 * 1..max; the buttons disable at the ends. `limitNote` explains a max that is not the stock (the
 * per-order cap): shown under the stepper and read as the plus button's description.
 */
export function QuantityStepper({
  value,
  max,
  limitNote,
  onChange,
}: {
  value: number;
  max: number;
  limitNote?: string;
  onChange: (value: number) => void;
}) {
  const upper = Math.max(1, max);
  const noteId = useId();
  const atLimit = value >= upper;
  const showNote = atLimit && limitNote !== undefined;
  return (
    <Stack gap={4} align="flex-start">
      <Group gap="xs" role="group" aria-label="Quantity">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onChange(Math.max(1, value - 1))}
          disabled={value <= 1}
          aria-label="Decrease quantity"
        >
          −
        </ActionIcon>
        <Text w={36} ta="center" fw={600} aria-live="polite" data-testid="quantity-value">
          {value}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onChange(Math.min(upper, value + 1))}
          disabled={atLimit}
          aria-label="Increase quantity"
          aria-describedby={showNote ? noteId : undefined}
        >
          +
        </ActionIcon>
      </Group>
      {showNote && (
        <Text size="sm" c="dimmed" id={noteId}>
          {limitNote}
        </Text>
      )}
    </Stack>
  );
}
