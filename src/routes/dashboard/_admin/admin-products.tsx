import { createFileRoute } from '@tanstack/react-router';
import { AdminProducts } from '../../../features/admin/admin-products';

// No loader: the page and limit live in storage and the table paints the last page at once.
export const Route = createFileRoute('/dashboard/_admin/admin-products')({
  component: AdminProducts,
});
