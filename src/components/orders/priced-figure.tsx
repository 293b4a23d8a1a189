import { Skeleton, Text } from '@mantine/core';

/**
 * A figure the shop's delivery rules decide (shipping, a total), drawn once the device holds them
 * and a skeleton until then: the cart and checkout never show a fee of their own making.
 */
export function PricedFigure({
  value,
  testId,
  weight = 600,
}: {
  value: string | undefined;
  testId: string;
  weight?: number;
}) {
  if (value === undefined) {
    return <Skeleton height={18} width={90} aria-label="Loading delivery fees" />;
  }
  return (
    <Text fw={weight} data-testid={testId}>
      {value}
    </Text>
  );
}
