import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** The Reviews section while its code or its first page is on the way. */
export function ReviewsSkeleton() {
  return (
    <Stack gap="sm" mt="xl" aria-busy="true" data-testid="reviews-skeleton">
      <VisuallyHidden role="status">Loading reviews</VisuallyHidden>
      <Skeleton height={28} width={160} />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={12} width="60%" maw={420} />
      ))}
      <Skeleton height={64} mt="md" />
      <Skeleton height={64} />
    </Stack>
  );
}
