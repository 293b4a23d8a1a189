import { bytesToBase64 } from '../auth/base64';

const encoder = new TextEncoder();

/**
 * Catalogue answers are named by the catalogue version and a SHA-256 digest of the origin and the
 * normalised query (only what the endpoint reads), so a revalidation costs one small query and no
 * serialising. The digest, unlike a short hash, cannot be made to collide: a stranger's origin
 * can never share a name (and so a kept compressed answer) with the shop's. Weak: the Node host
 * compresses the same answer into several byte sequences.
 */
export async function catalogueEtag(version: number, key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(key)));
  return `W/"c${version}-${bytesToBase64(digest.subarray(0, 18))}"`;
}

/** If-None-Match holds this tag (weak comparison, as RFC 9110 asks for it) or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}
