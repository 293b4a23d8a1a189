import { Badge } from '@mantine/core';

/** "-20%": a product's Flash Sale discount. */
export function SaleBadge({ percentOff }: { percentOff: number }) {
  return (
    <Badge color="red" variant="filled">
      {`-${percentOff}%`}
    </Badge>
  );
}
