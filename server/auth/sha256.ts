import { bytesToHex } from './base64';

/** The hex SHA-256 of a secret we keep only as a hash (reset links, revoked session tokens). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return bytesToHex(new Uint8Array(digest));
}
