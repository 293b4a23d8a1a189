/**
 * The slice of the catalogue `product/all?page&limit` answers, in the catalogue's order (newest
 * first): pages of `limit` products, a page past the end empty. A limit above the catalogue's
 * size is the whole catalogue (clients ask for "everything" with limits up to 1,000,000), so
 * every such limit is one answer. The server pages its copy by it; the browser, its own.
 */
export function cataloguePaging(count: number, page: number, limit: number) {
  const size = Math.min(limit, Math.max(count, 1));
  return { page, limit: size, offset: (page - 1) * size };
}

/** The products of that page. */
export function cataloguePage<P>(products: readonly P[], page: number, limit: number): P[] {
  const { offset, limit: size } = cataloguePaging(products.length, page, limit);
  return products.slice(offset, offset + size);
}
