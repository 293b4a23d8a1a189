// What a page's browser keeps in IndexedDB (idb-keyval's default store), read in the page:
// the catalogue's copy (`fragrancehub-catalogue`: its version and product count, and the kept
// quantity of `productId`) and whether the saved query cache holds `text`. Null fields when
// nothing is kept yet. Shared by the end-to-end tests and `npm run bench -- sync`.

/** `page` is a Playwright page. */
export function savedState(page, text = null, productId = null) {
  return page.evaluate(
    ({ wanted, id }) =>
      new Promise((resolve) => {
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
            const value = copy.result;
            const product = value?.products?.find((p) => p._id === id);
            resolve({
              version: value?.version ?? null,
              products: value?.products?.length ?? 0,
              quantity: product?.quantity ?? null,
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
