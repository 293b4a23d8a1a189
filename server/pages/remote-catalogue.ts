import {
  applyCatalogueChanges,
  type CatalogueCopy,
} from '../../contract/rules/apply-catalogue-changes';
import { CatalogueChangesResponseSchema } from '../../contract/schemas/catalogue-changes';
import type { Product } from '../../contract/schemas/product';
import { API_BASE } from '../create-api';

type FetchApi = (request: Request) => Promise<Response>;

/**
 * The catalogue of an API in another process (`npm run dev` renders pages beside
 * `npm run dev:server`), kept as the browser keeps it: by the changes since the copy's version.
 * Concurrent renders share one request.
 */
export function remoteCatalogue(fetchApi: FetchApi) {
  let held: CatalogueCopy<Product> | undefined;
  let pending: Promise<readonly Product[]> | undefined;

  const read = async () => {
    const since = held ? `?since=${held.version}` : '';
    const response = await fetchApi(
      new Request(`http://dev.invalid${API_BASE}/product/changes${since}`),
    );
    if (!response.ok) throw new Error(`the catalogue answered ${response.status}`);
    held = applyCatalogueChanges(held, CatalogueChangesResponseSchema.parse(await response.json()));
    return held.products;
  };

  return (): Promise<readonly Product[]> => {
    pending ??= read().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}
