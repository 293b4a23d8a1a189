/**
 * The catalogue's one order, newest first and then by id descending: `product/all` answers in it,
 * the server keeps its copy in it, and a browser that merges changes into its copy sorts by it, so
 * both sides shuffle the same list with the same seed into the same listing page.
 */
export function newestFirst(
  a: { createdAt: string; _id: string },
  b: { createdAt: string; _id: string },
): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a._id < b._id ? 1 : a._id > b._id ? -1 : 0;
}
