import { ActionIcon, Group, Text } from '@mantine/core';

/** 1..max; the buttons disable at the ends. */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const upper = Math.max(1, max);
  return (
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
        disabled={value >= upper}
        aria-label="Increase quantity"
      >
        +
      </ActionIcon>
    </Group>
  );
}
