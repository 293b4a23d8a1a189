import { Container, Grid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

export function ProductDetailSkeleton() {
  return (
    <Container size="xl" py="xl" aria-busy="true">
      <VisuallyHidden role="status">Loading product</VisuallyHidden>
      <Grid gap="xl" data-testid="product-detail-skeleton">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Skeleton style={{ aspectRatio: '1 / 1' }} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="md">
            <Skeleton height={32} width="70%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="90%" />
            <Skeleton height={18} width="40%" />
            <Skeleton height={28} width="30%" />
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
