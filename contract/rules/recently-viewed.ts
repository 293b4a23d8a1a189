/** Newest first, without duplicates, at most `cap` ids. Returns a new array. */
export function addRecentlyViewed(list: readonly string[], id: string, cap: number): string[] {
  const limit = Number.isFinite(cap) ? Math.max(0, Math.floor(cap)) : 0;
  const ordered = id.length > 0 ? [id, ...list] : [...list];
  return [...new Set(ordered)].slice(0, limit);
}
