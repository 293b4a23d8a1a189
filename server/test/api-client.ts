import type { Product } from '../../contract/schemas/product';
// A tiny client for the API suite: every request goes through the host's fetch-like function, so
// the same tests run in-process, through MSW and against a real PostgreSQL.

export type FetchLike = (request: Request) => Promise<Response>;

export interface CallOptions {
  json?: unknown;
  /** Raw body text sent as JSON (for malformed JSON). */
  rawJson?: string;
  form?: FormData;
  token?: string | null;
  authorization?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // Tests narrow it with the contract's schemas.
  body: unknown;
  text: string;
  /** The body as sent (images). */
  bytes: Uint8Array;
}

export const ORIGIN = 'http://api.test';
const API_ROOT = `${ORIGIN}/api/v1`;

/**
 * The path (under /api/v1) of an absolute URL the API answered. Image URLs must be absolute, at
 * the origin the client called (every host answers for ORIGIN): anything else fails the test.
 */
export function apiPathOf(url: string): string {
  if (!url.startsWith(`${API_ROOT}/`))
    throw new Error(`not an absolute URL of ${API_ROOT}: ${url}`);
  return url.slice(API_ROOT.length);
}

let addressCounter = 0;
/**
 * A client address of its own for every request that names none: limits per address then only
 * meet the tests that pin an address with X-Forwarded-For (every host passes it to the API; the
 * Node test host trusts it as a proxy chain would).
 */
function nextAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

export function createCaller(fetchLike: FetchLike) {
  return async function call(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<CallResult> {
    const headers = new Headers(options.headers);
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', nextAddress());
    if (options.authorization !== undefined) headers.set('authorization', options.authorization);
    else if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.rawJson !== undefined) {
      headers.set('content-type', 'application/json');
      body = options.rawJson;
    } else if (options.form) {
      body = options.form;
    }
    // Redirects are answers to check, not to follow (the in-process API never follows them; a
    // host over fetch would otherwise leave the API for the page it names).
    const response = await fetchLike(
      new Request(`${API_ROOT}${path}`, { method, headers, body, redirect: 'manual' }),
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, headers: response.headers, body: parsed, text, bytes };
  };
}

export type Call = ReturnType<typeof createCaller>;

/** A real 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (ch) => ch.charCodeAt(0),
);

export function pngFile(name = 'bottle.png'): File {
  return new File([PNG_BYTES], name, { type: 'image/png' });
}

export function form(fields: Record<string, string | File | (string | File)[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

/** Every part of an update form, as the admin screen resends them. */
export function productUpdateForm(
  product: Product,
  overrides: Record<string, string> = {},
): FormData {
  const data = new FormData();
  const parts: Record<string, string> = {
    name: product.name,
    description: product.description,
    price: String(product.price),
    quantity: String(product.quantity),
    category: product.category._id,
    shipping: String(product.shipping),
    gender: product.gender,
    usage: product.usage,
    about: product.about,
    brand: product.brand,
    scentType: product.scentType,
    scentProfile: product.scentProfile,
    fragranceType: product.fragranceType,
    size: product.size,
    ...overrides,
  };
  for (const [name, value] of Object.entries(parts)) data.append(name, value);
  for (const _image of product.images) data.append('images', '[object Object]');
  return data;
}
