import type { Page } from '@playwright/test';

/**
 * What this browser keeps in IndexedDB (idb-keyval's default store): the catalogue's copy
 * (`fragrancehub-catalogue`: its version and product count) and whether the saved query cache
 * holds `text`, and the kept quantity of `productId`. Null fields when nothing is kept yet.
 */
export function savedState(
  page: Page,
  text: string | null = null,
  productId: string | null = null,
) {
  return page.evaluate(
    ({ wanted, id }) =>
      new Promise<{
        version: string | null;
        products: number;
        queryCacheHas: boolean;
        /** The kept quantity of `productId`, if given and kept. */
        quantity: number | null;
      }>((resolve) => {
        const none = { version: null, products: 0, queryCacheHas: false, quantity: null };
        const open = indexedDB.open('keyval-store');
        // Never create the database here: made without its store, idb-keyval (which creates
        // both on first use) could then keep nothing on this page.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(none);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(none);
          const store = db.transaction('keyval').objectStore('keyval');
          const copy = store.get('fragrancehub-catalogue');
          const cache = store.get('fragrancehub-query-cache');
          cache.onsuccess = () => {
            const value = copy.result as
              { version?: string; products?: { _id: string; quantity: number }[] } | undefined;
            const product = value?.products?.find((p) => p._id === id);
            resolve({
              quantity: product?.quantity ?? null,
              version: value?.version ?? null,
              products: value?.products?.length ?? 0,
              queryCacheHas:
                wanted === null ||
                (typeof cache.result === 'string' && cache.result.includes(wanted)),
            });
          };
          cache.onerror = () => resolve(none);
        };
      }),
    { wanted: text, id: productId },
  );
}
