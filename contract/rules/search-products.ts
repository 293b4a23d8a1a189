/**
 * The catalogue search the API does (`product/search/:keyword`): case-insensitive text match on
 * name, description and brand; an empty keyword matches everything. The client runs it over the
 * saved catalogue when the shopper is offline, so both sides must agree.
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
