import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import {
  applyCatalogueChanges,
  type CatalogueCopy,
} from '../../contract/rules/apply-catalogue-changes';
import type { DeliveryOptionsResponse } from '../../contract/schemas/delivery';
import type { Product } from '../../contract/schemas/product';
import { getParsed, loadApi, loadSchemas } from './load-client';
import { isNetworkFailure } from './network-failure';
import { catalogueKeys } from './query-keys';

/**
 * The device's copy of the shop: every product, and the rules it prices by (delivery zones and
 * pickup points, at their version), kept, saved and refreshed together, so a page shown offline
 * prices exactly as the server will.
 */
export interface Catalogue extends CatalogueCopy<Product> {
  readonly delivery?: DeliveryOptionsResponse;
}

/** The one key of the whole catalogue in the browser: every product read is a view of it. */
export const CATALOGUE_KEY = catalogueKeys.all;

/** IndexedDB entry of the saved copy (idb-keyval's store, beside the query cache). */
const SAVED_CATALOGUE_KEY = 'fragrancehub-catalogue';

/** The copy saved by an earlier visit; a corrupt or outdated entry is dropped (and refetched). */
async function readSavedCatalogue(): Promise<Catalogue | undefined> {
  try {
    // The schema (loaded with the API client's code) downloads while the disk is read.
    const [saved, schemas] = await Promise.all([get(SAVED_CATALOGUE_KEY), loadSchemas()]);
    const parsed = schemas.SavedCatalogueSchema.safeParse(saved);
    if (parsed.success) return parsed.data;
    await del(SAVED_CATALOGUE_KEY);
  } catch {
    // No IndexedDB (a private window, jsdom): the copy lives for this visit only. Or the schema's
    // code failed to load (offline before the service worker holds it): a copy that cannot be
    // checked is not used, but kept for a later visit.
  }
  return undefined;
}

async function saveCatalogue(copy: Catalogue): Promise<void> {
  try {
    await set(SAVED_CATALOGUE_KEY, copy);
  } catch {
    // As above: nothing to keep it in.
  }
}

/** Forgets the saved copy (the shopper turned "Keep the catalogue for offline use" off). */
export async function forgetSavedCatalogue(client: QueryClient): Promise<void> {
  client.removeQueries({ queryKey: CATALOGUE_KEY, exact: true });
  try {
    await del(SAVED_CATALOGUE_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The copy this page holds, or the one saved on the device. */
async function heldCatalogue(client: QueryClient): Promise<Catalogue | undefined> {
  return client.getQueryData<Catalogue>(CATALOGUE_KEY) ?? (await readSavedCatalogue());
}

/** How long an answer about the catalogue's changes counts as current. */
export const CATALOGUE_FRESH_MS = 5_000;

/**
 * The whole catalogue, brought up to date by what changed since the copy held (in this page, or
 * saved by an earlier visit): after another shopper's order that is one product, not all of them.
 * Offline, the held copy. Saved to IndexedDB by itself (structured clone, no JSON string of the
 * whole query cache) whenever it changes.
 */
export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: CATALOGUE_KEY,
    queryFn: async ({ signal, client }): Promise<Catalogue> => {
      // The client's code and the schemas (loaded with the first request) download while the disk
      // is read.
      loadApi().catch(() => undefined);
      const held = await heldCatalogue(client);
      let answer;
      try {
        const searchParams = held ? { since: held.version } : undefined;
        answer = await getParsed('product/changes', (s) => s.CatalogueChangesResponseSchema, {
          searchParams,
          signal,
        });
      } catch (error) {
        if (held && isNetworkFailure(error)) return held;
        throw error;
      }
      // The shop's delivery rules: the copy held while the feed names its version (or none, an
      // answer kept from before it did), else fetched again. A copy saved before they were kept
      // has none. Failing to fetch keeps what was held: the products are worth showing, and
      // screens without rules wait for them rather than price with a guess.
      const kept = held?.delivery;
      const delivery =
        kept && (answer.deliveryVersion ?? kept.version) === kept.version
          ? kept
          : await getParsed('delivery/options', (s) => s.DeliveryOptionsResponseSchema, {
              signal,
            }).catch(() => kept);
      const products = applyCatalogueChanges(held, answer);
      const next =
        products === held && held.delivery === delivery ? held : { ...products, delivery };
      // The screen need not wait for the disk: it draws from `next` while the copy is written.
      if (next !== held) void saveCatalogue(next);
      return next;
    },
    // Asking costs a few hundred bytes when nothing changed: every screen that shows it asks. Not
    // a part that mounts just after its screen (the listing's deferred filter panels): within a
    // few seconds of an answer the copy counts as current, so a first visit asks once.
    staleTime: CATALOGUE_FRESH_MS,
    refetchOnWindowFocus: true,
    // The copy is replaced only by applyCatalogueChanges, which keeps what did not change.
    structuralSharing: false,
  });

/**
 * A product read as a view of the catalogue (a product, related products, a search, a home block,
 * the Flash Sale): `view` works the answer out of a copy by the API's own rule, undefined when
 * the copy lacks what it needs. When the page holds the catalogue, it is first brought up to
 * date (the changes since its version, at most every CATALOGUE_FRESH_MS) and viewed; only what
 * it lacks is asked of the API (`ask`). A request that fails for want of a connection is answered
 * from the copy held or saved (`offlineView`, `view` unless told otherwise).
 */
export async function catalogueView<T>(
  client: QueryClient,
  view: (copy: Catalogue) => T | undefined,
  ask: () => Promise<T>,
  offlineView = view,
): Promise<T> {
  let held = client.getQueryData<Catalogue>(CATALOGUE_KEY);
  if (held) held = await client.fetchQuery(catalogueQueryOptions()).catch(() => held);
  const answer = held && view(held);
  if (answer !== undefined) return answer;
  try {
    return await ask();
  } catch (error) {
    const saved = isNetworkFailure(error) ? await heldCatalogue(client) : undefined;
    const offline = saved && offlineView(saved);
    if (offline === undefined) throw error;
    return offline;
  }
}
