/** The path, under the API base, of one page of `product/all`. */
export const productPagePath = (page: number, limit: number) =>
  `product/all?${new URLSearchParams({ page: String(page), limit: String(limit) })}`;
