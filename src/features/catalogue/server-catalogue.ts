import type { ServerCatalogue } from '../../api/products';

/**
 * What the listing routes need from the router context on the server: the catalogue read
 * in-process, so a server render shows products without calling its own API over HTTP.
 * Absent in the browser, which is how a loader tells where it runs. To be merged into
 * RouterContext (src/routes/__root.tsx); until then the loaders read it through this type.
 */
export interface ServerCatalogueContext {
  serverCatalogue?: ServerCatalogue;
}
