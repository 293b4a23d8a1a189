import { createFileRoute } from '@tanstack/react-router';
import { categoriesQueryOptions } from '../../../../api/categories';
import { ProductForm } from '../../../../features/admin/product-form';

export const Route = createFileRoute('/dashboard/_admin/admin-product/')({
  staticData: { title: 'Create product' },
  loader: ({ context }) => context.queryClient.prefetchQuery(categoriesQueryOptions()),
  component: CreateProduct,
});

function CreateProduct() {
  return <ProductForm />;
}
