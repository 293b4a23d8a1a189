import type { KyInstance } from 'ky';
import type { Product } from '../../contract/schemas/product';

/**
 * The API as a server render reads it: in the server's own process, for the page's origin. The
 * entry-server (src/entry-server.tsx) makes one per request and the router context carries it
 * (`inProcessApi`); loaders hand it to the same query options the browser uses, whose queries
 * then read it instead of the network. The browser has none.
 */
export interface InProcessApi {
  /** The API client, its requests answered in this process with no HTTP hop. */
  client: KyInstance;
  /** The catalogue the API holds, read in place (image URLs as paths): the listings' source. */
  catalogue: () => Promise<readonly Product[]>;
  /** The page's origin: image URLs are absolute for it, as the browser will fetch them. */
  origin: string;
}
