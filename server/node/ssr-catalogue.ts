import { productPagePath } from '../../contract/product-page-path';
import { ProductListResponseSchema, type Product } from '../../contract/schemas/product';
import { API_BASE } from '../create-api';

type FetchApi = (request: Request) => Promise<Response>;

interface Held {
  etag: string;
  products: readonly Product[];
}

/**
 * The whole catalogue for the server's listing pages, read from the API in this process. Parsing
 * and validating 10,000 products takes tens of milliseconds, so the result is kept by the API's
 * ETag: each render asks with If-None-Match and the usual answer is a 304 (one small query).
 * Concurrent renders share one request.
 */
export function ssrCatalogue(fetchApi: FetchApi) {
  const held = new Map<number, Held>();
  const inFlight = new Map<number, Promise<readonly Product[]>>();

  const read = async (limit: number): Promise<readonly Product[]> => {
    const previous = held.get(limit);
    const headers = new Headers();
    if (previous) headers.set('If-None-Match', previous.etag);
    const url = `http://ssr.invalid${API_BASE}/${productPagePath(1, limit)}`;
    const response = await fetchApi(new Request(url, { headers }));
    if (response.status === 304 && previous) return previous.products;
    if (!response.ok) throw new Error(`the catalogue answered ${response.status}`);
    const { products } = ProductListResponseSchema.parse(await response.json());
    const etag = response.headers.get('ETag');
    if (etag) held.set(limit, { etag, products });
    return products;
  };

  return (limit: number): Promise<readonly Product[]> => {
    let pending = inFlight.get(limit);
    if (!pending) {
      pending = read(limit).finally(() => inFlight.delete(limit));
      inFlight.set(limit, pending);
    }
    return pending;
  };
}
