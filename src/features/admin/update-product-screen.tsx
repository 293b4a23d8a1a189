import { Alert, Anchor, Paper, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { productBySlugQueryOptions } from '../../api/admin-products';
import { ProductForm } from './product-form';

export function UpdateProductScreen({ slug }: { slug: string }) {
  const { data: product, isError } = useQuery(productBySlugQueryOptions(slug));
  if (product) return <ProductForm key={product._id} product={product} />;
  if (isError) {
    return (
      <Alert color="red" title="Product not found">
        <Anchor component={Link} to="/dashboard/admin-products">
          Back to the products list
        </Anchor>
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="product-skeleton">
      <Stack gap="md">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    </Paper>
  );
}
