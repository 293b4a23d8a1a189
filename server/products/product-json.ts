import type { Product } from '../../contract/schemas/product';

const encoder = new TextEncoder();

/**
 * A product's JSON (with image paths), split just before each image path: an answer writes its
 * origin between the pieces. The catalogue keeps every product encoded once per version, and
 * every origin's answer is then the same pieces copied, with no serialising per request.
 */
export type EncodedProduct = readonly Uint8Array<ArrayBuffer>[];

// In JSON.stringify's output a quote inside a string is always escaped, so this only ever
// matches the `url` key of an image.
const URL_KEY = '"url":"';

export function encodeProduct(product: Product): EncodedProduct {
  for (const image of product.images) {
    if (!image.url.startsWith('/'))
      throw new Error(`catalogue image URL is not a path: ${image.url}`);
  }
  const pieces = JSON.stringify(product).split(URL_KEY);
  return pieces.map((piece, i) =>
    encoder.encode(i < pieces.length - 1 ? `${piece}${URL_KEY}` : piece),
  );
}

/** Bytes of the encoded product with `origin` before each image path. */
export function encodedLength(product: EncodedProduct, origin: Uint8Array): number {
  let length = origin.byteLength * (product.length - 1);
  for (const piece of product) length += piece.byteLength;
  return length;
}

/** Writes the product at `offset` of `out` with `origin` before each image path; the new offset. */
export function writeEncoded(
  out: Uint8Array,
  offset: number,
  product: EncodedProduct,
  origin: Uint8Array,
): number {
  product.forEach((piece, i) => {
    if (i > 0) {
      out.set(origin, offset);
      offset += origin.byteLength;
    }
    out.set(piece, offset);
    offset += piece.byteLength;
  });
  return offset;
}
