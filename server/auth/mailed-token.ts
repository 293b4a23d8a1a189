import { bytesToBase64 } from './base64';
import { sha256Hex } from './sha256';

/**
 * A secret for an e-mailed link (password reset, address check): 256 random bits, URL-safe, and
 * the SHA-256 the database keeps instead, so a leaked table opens nothing.
 */
export async function newMailedToken(): Promise<{ token: string; tokenHash: string }> {
  const token = bytesToBase64(crypto.getRandomValues(new Uint8Array(32)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return { token, tokenHash: await sha256Hex(token) };
}
