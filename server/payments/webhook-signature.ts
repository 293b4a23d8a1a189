// Paystack signs each webhook with `x-paystack-signature`: the hex HMAC-SHA512 of the raw body,
// keyed with the secret key. The raw bytes matter: a body parsed and serialised again may differ
// (key order, spacing, escapes) and no longer match.

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

const SIGNATURE_BYTES = 64;

type Body = string | Uint8Array;

async function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  // An empty key would make every signature forgeable by anyone who guesses it is empty.
  if (!secret) throw new TypeError('A webhook secret is required');
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-512' },
    false,
    [usage],
  );
}

function bodyBytes(body: Body): Uint8Array<ArrayBuffer> {
  // Copied so Web Crypto always gets bytes over a plain ArrayBuffer (not a SharedArrayBuffer).
  return typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body);
}

/** The header value Paystack would send with `rawBody`. */
export async function signPaystackBody(secret: string, rawBody: Body): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), bodyBytes(rawBody));
  let hex = '';
  for (const byte of new Uint8Array(mac)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length !== SIGNATURE_BYTES * 2 || !/^[0-9a-f]+$/i.test(hex)) return null;
  const bytes = new Uint8Array(SIGNATURE_BYTES);
  for (let i = 0; i < SIGNATURE_BYTES; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * True only when `header` is the signature of exactly `rawBody`. The comparison is
 * crypto.subtle.verify's, which is constant-time: how far a forged signature matches tells an
 * attacker nothing. A missing or malformed header is simply false.
 */
export async function verifyPaystackSignature(
  secret: string,
  rawBody: Body,
  header: string | null | undefined,
): Promise<boolean> {
  const key = await hmacKey(secret, 'verify');
  const signature = header ? hexToBytes(header.trim()) : null;
  if (!signature) return false;
  return crypto.subtle.verify('HMAC', key, signature, bodyBytes(rawBody));
}
