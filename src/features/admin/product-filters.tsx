import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ProductAdminSort, StockFilter } from '../../../contract/schemas/admin';
import { adminBrandsQueryOptions } from '../../api/admin-products';
import { categoriesQueryOptions } from '../../api/categories';
import { AdminSearchInput } from './admin-search-input';
import type { ProductsUrlSearch } from './admin-url-search';
import { ClearFilters, FilterSelect, optionsOf, type FilterOption } from './filter-select';

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
  const brandOptions = (brands.data ?? []).map(brandOption);
  // A bookmarked brand the catalogue no longer carries still shows as chosen.
  if (search.brand && !brands.data?.includes(search.brand))
    brandOptions.unshift(brandOption(search.brand));
  const categoryOptions = (categories.data ?? []).map((category): FilterOption<string> => ({
    value: category._id,
    label: category.name,
  }));
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
      <ClearFilters
        shown={filtered}
        onClear={() => onChange(search.sort ? { sort: search.sort } : {})}
      />
    </>
  );
}
