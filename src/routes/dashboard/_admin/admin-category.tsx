import { createFileRoute } from '@tanstack/react-router';
import { categoriesQueryOptions } from '../../../api/categories';
import { CategoryManager } from '../../../features/admin/category-manager';

export const Route = createFileRoute('/dashboard/_admin/admin-category')({
  staticData: { title: 'Categories' },
  loader: ({ context }) => context.queryClient.prefetchQuery(categoriesQueryOptions()),
  component: CategoryManager,
});
