import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ProductAdminSort, StockFilter } from '../../../contract/schemas/admin';
import { adminBrandsQueryOptions } from '../../api/admin-products';
import { categoriesQueryOptions } from '../../api/categories';
import { AdminFilters } from './admin-filters';
import type { ProductsUrlSearch } from './admin-url-search';
import { FilterSelect, optionsOf, type FilterOption } from './filter-select';

const SORT_OPTIONS = optionsOf<ProductAdminSort>({
  newest: 'Newest first',
  oldest: 'Oldest first',
  'name-asc': 'Name A-Z',
  'name-desc': 'Name Z-A',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'stock-asc': 'Stock: low to high',
  'stock-desc': 'Stock: high to low',
});
const STOCK_OPTIONS = optionsOf<StockFilter>({
  'in-stock': 'In stock',
  'out-of-stock': 'Out of stock',
  'low-stock': 'Low stock',
});
const brandOption = (brand: string): FilterOption<string> => ({ value: brand, label: brand });

/**
 * The admin products' search (name or brand; AdminFilters), category, brand, stock and sort. The
 * table's page is in storage, not the URL: the caller starts it again at page 1.
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
  const brandOptions = (brands.data ?? []).map(brandOption);
  // A bookmarked brand the catalogue no longer carries still shows as chosen.
  if (search.brand && !brands.data?.includes(search.brand))
    brandOptions.unshift(brandOption(search.brand));
  const categoryOptions = (categories.data ?? []).map((category): FilterOption<string> => ({
    value: category._id,
    label: category.name,
  }));

  return (
    <AdminFilters
      search={search}
      onChange={onChange}
      searchLabel="Search products"
      searchPlaceholder="Name or brand"
    >
      {(set) => (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <FilterSelect
            label="Category"
            options={categoryOptions}
            anyLabel="Any category"
            value={search.category}
            searchable
            onChange={(category) => set({ category })}
          />
          <FilterSelect
            label="Brand"
            options={brandOptions}
            anyLabel="Any brand"
            value={search.brand}
            searchable
            onChange={(brand) => set({ brand })}
          />
          <FilterSelect
            label="Stock"
            options={STOCK_OPTIONS}
            anyLabel="Any stock"
            value={search.stock}
            onChange={(stock) => set({ stock })}
          />
          <FilterSelect
            label="Sort"
            options={SORT_OPTIONS}
            defaultValue="newest"
            value={search.sort}
            onChange={(sort) => set({ sort })}
          />
        </SimpleGrid>
      )}
    </AdminFilters>
  );
}
