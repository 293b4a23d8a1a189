/**
 * The catalogue search the API does (`product/search/:keyword`): case-insensitive text match on
 * name, description and brand; an empty keyword matches everything. The browser runs it over its
 * copy of the catalogue whenever it holds one, so both sides must agree.
 */
export function searchProducts<P extends { name: string; description: string; brand: string }>(
  products: readonly P[],
  keyword: string,
): P[] {
  const needle = keyword.trim().toLowerCase();
  if (needle === '') return [...products];
  return products.filter((p) =>
    [p.name, p.description, p.brand].some((field) => field.toLowerCase().includes(needle)),
  );
}
