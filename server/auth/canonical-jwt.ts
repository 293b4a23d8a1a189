import { base64ToBytes, bytesToBase64 } from './base64';

/** base64url without padding, as jose writes it. */
function toBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(segment: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return null;
  const standard = segment.replace(/-/g, '+').replace(/_/g, '/');
  try {
    return base64ToBytes(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  } catch {
    return null;
  }
}

/**
 * The one spelling of a compact JWT that jose would have written: each segment decoded and
 * encoded again, which clears the unused low bits a lenient decoder ignores. null when a
 * segment is not base64url.
 */
export function canonicalJwt(token: string): string | null {
  const segments = token.split('.');
  if (segments.length !== 3) return null;
  const canonical: string[] = [];
  for (const segment of segments) {
    const bytes = fromBase64Url(segment);
    if (bytes === null) return null;
    canonical.push(toBase64Url(bytes));
  }
  return canonical.join('.');
}
