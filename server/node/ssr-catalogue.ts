import { productPagePath } from '../../contract/product-page-path';
import { ProductListResponseSchema, type Product } from '../../contract/schemas/product';
import { API_BASE } from '../create-api';
import { currentPageOrigin } from './request-origin';

type FetchApi = (request: Request) => Promise<Response>;

const MAX_HELD = 4;

interface Held {
  etag: string;
  products: readonly Product[];
}

/**
 * The whole catalogue for the server's listing pages, read from the API in this process. Parsing
 * and validating 10,000 products takes tens of milliseconds, so the result is kept by the API's
 * ETag: each render asks with If-None-Match and the usual answer is a 304 (one small query).
 * Concurrent renders share one request. Kept per page origin and limit: image URLs are absolute,
 * so one origin's copy must never be drawn into another origin's page.
 */
export function ssrCatalogue(fetchApi: FetchApi) {
  const held = new Map<string, Held>();
  const inFlight = new Map<string, Promise<readonly Product[]>>();

  const read = async (key: string, limit: number): Promise<readonly Product[]> => {
    const previous = held.get(key);
    const headers = new Headers();
    if (previous) headers.set('If-None-Match', previous.etag);
    const url = `http://ssr.invalid${API_BASE}/${productPagePath(1, limit)}`;
    const response = await fetchApi(new Request(url, { headers }));
    if (response.status === 304 && previous) return previous.products;
    if (!response.ok) throw new Error(`the catalogue answered ${response.status}`);
    const { products } = ProductListResponseSchema.parse(await response.json());
    const etag = response.headers.get('ETag');
    if (etag) {
      held.delete(key);
      // A few origins at most (the shop's, a LAN address in development): strangers' Hosts
      // push out only each other.
      if (held.size >= MAX_HELD) held.delete(held.keys().next().value ?? '');
      held.set(key, { etag, products });
    }
    return products;
  };

  return (limit: number): Promise<readonly Product[]> => {
    const key = `${currentPageOrigin() ?? ''} ${limit}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = read(key, limit).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
