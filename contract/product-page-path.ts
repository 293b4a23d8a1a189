/**
 * The path, under the API base, of one page of `product/all`. Shared by the query that reads it
 * (src/api/products.ts) and by the build step that starts the catalogue request from index.html
 * (scripts/vite/early-listing.ts), which must spell the URL identically to be picked up; it lives
 * here because build code does not import the app.
 */
export const productPagePath = (page: number, limit: number) =>
  `product/all?${new URLSearchParams({ page: String(page), limit: String(limit) })}`;
