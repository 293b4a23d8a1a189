import { Card, Skeleton, Stack } from '@mantine/core';

export function ProductCardSkeleton() {
  return (
    <Card withBorder padding="sm" data-testid="product-card-skeleton" aria-hidden="true">
      <Card.Section>
        <Skeleton style={{ aspectRatio: '1 / 1' }} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton height={16} width="70%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="85%" />
        <Skeleton height={18} width="40%" />
        <Skeleton height={30} />
      </Stack>
    </Card>
  );
}
