/**
 * Catalogue answers are named by the catalogue version and the normalised query (only what the
 * endpoint reads), so a revalidation costs one small query and no serialising. Weak: the Node host
 * compresses the same answer into several byte sequences.
 */
export function catalogueEtag(version: number, key: string): string {
  return `W/"c${version}-${fnv1a(key)}"`;
}

/** If-None-Match holds this tag (weak comparison, as RFC 9110 asks for it) or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** FNV-1a, 32 bits, as hex: a short, stable name for a query string (not a secret). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
