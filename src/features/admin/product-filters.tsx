import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  ProductAdminSortSchema,
  StockFilterSchema,
  type ProductAdminSort,
  type StockFilter,
} from '../../../contract/schemas/admin';
import { adminBrandsQueryOptions } from '../../api/admin-products';
import { categoriesQueryOptions } from '../../api/categories';
import { AdminSearchInput } from './admin-search-input';
import type { ProductsUrlSearch } from './admin-url-search';

const ANY = 'any';

const SORT_LABELS: Readonly<Record<ProductAdminSort, string>> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'name-asc': 'Name A-Z',
  'name-desc': 'Name Z-A',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'stock-asc': 'Stock: low to high',
  'stock-desc': 'Stock: high to low',
};
const SORT_OPTIONS = Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }));

const STOCK_LABELS: Readonly<Record<StockFilter, string>> = {
  'in-stock': 'In stock',
  'out-of-stock': 'Out of stock',
  'low-stock': 'Low stock',
};
const STOCK_OPTIONS = [
  { value: ANY, label: 'Any stock' },
  ...Object.entries(STOCK_LABELS).map(([value, label]) => ({ value, label })),
];

/**
 * The admin products' search (name or brand), category, brand, stock and sort. Each change goes
 * to the URL through `onChange`; the caller starts the table again at page 1.
 */
export function ProductFilters({
  search,
  onChange,
}: {
  search: ProductsUrlSearch;
  onChange: (next: ProductsUrlSearch, options?: { replace?: boolean }) => void;
}) {
  const categories = useQuery(categoriesQueryOptions());
  const brands = useQuery(adminBrandsQueryOptions());
  const set = (patch: Partial<ProductsUrlSearch>, replace = false) =>
    onChange({ ...search, ...patch }, { replace });
  const brandOptions = [...(brands.data ?? [])];
  // A bookmarked brand the catalogue no longer carries still shows as chosen.
  if (search.brand && !brandOptions.includes(search.brand)) brandOptions.unshift(search.brand);
  const filtered = Boolean(search.q || search.category || search.brand || search.stock);

  return (
    <>
      <AdminSearchInput
        label="Search products"
        placeholder="Name or brand"
        value={search.q}
        onSearch={(q, options) => set({ q }, options.replace)}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Select
          label="Category"
          data={[
            { value: ANY, label: 'Any category' },
            ...(categories.data ?? []).map((c) => ({ value: c._id, label: c.name })),
          ]}
          value={search.category ?? ANY}
          allowDeselect={false}
          searchable
          onChange={(value) => set({ category: value && value !== ANY ? value : undefined })}
        />
        <Select
          label="Brand"
          data={[{ value: ANY, label: 'Any brand' }, ...brandOptions]}
          value={search.brand ?? ANY}
          allowDeselect={false}
          searchable
          onChange={(value) => set({ brand: value && value !== ANY ? value : undefined })}
        />
        <Select
          label="Stock"
          data={STOCK_OPTIONS}
          value={search.stock ?? ANY}
          allowDeselect={false}
          onChange={(value) => {
            const stock = StockFilterSchema.safeParse(value);
            set({ stock: stock.success ? stock.data : undefined });
          }}
        />
        <Select
          label="Sort"
          data={SORT_OPTIONS}
          value={search.sort ?? 'newest'}
          allowDeselect={false}
          onChange={(value) => {
            const sort = ProductAdminSortSchema.safeParse(value);
            set({ sort: sort.success && sort.data !== 'newest' ? sort.data : undefined });
          }}
        />
      </SimpleGrid>
      {filtered && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onChange(search.sort ? { sort: search.sort } : {})}
          >
            Clear filters
          </Button>
        </Group>
      )}
    </>
  );
}
