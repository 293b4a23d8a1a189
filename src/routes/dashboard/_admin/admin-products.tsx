import { createFileRoute } from '@tanstack/react-router';
import { toSearchParams } from '../../../api/search-params';
import { stringSearch } from '../../../app/string-search';
import { AdminProducts } from '../../../features/admin/admin-products';
import { validateProductsSearch } from '../../../features/admin/admin-url-search';

// No loader: the page and limit live in storage and the table paints the last page at once.
// Search, filters and sort live in the URL, so a filtered view can be bookmarked.
export const Route = createFileRoute('/dashboard/_admin/admin-products')({
  staticData: { title: 'Products' },
  validateSearch: stringSearch(['q', 'category', 'brand', 'stock', 'sort']),
  component: ProductsPage,
});

function ProductsPage() {
  const search = validateProductsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <AdminProducts
      search={search}
      onSearch={(next, options) =>
        void navigate({ search: toSearchParams(next), replace: options?.replace })
      }
    />
  );
}
