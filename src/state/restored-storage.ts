import { atom, type createStore, type WritableAtom } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';
import type { Schema, z } from '../../contract/zod';
import { parseStored } from '../../contract/parse-stored';
import type { RestoredStateSchemas } from './restored-state-schemas';
import { loadOnce } from './load-once';
import { yieldToMain } from './yield-to-main';
import { readRaw, validatedJsonStorage } from './validated-storage';

type Store = ReturnType<typeof createStore>;
type Update<T> = T | typeof RESET | ((prev: T) => T | typeof RESET);
type PersistedAtom<T> = WritableAtom<T, [Update<T>], void>;

export type RestoredKey = keyof RestoredStateSchemas;
export type RestoredValue<K extends RestoredKey> = z.output<RestoredStateSchemas[K]>;

const inBrowser = typeof window !== 'undefined';
/**
 * zod, the API's schemas, then the stores' own, built from them: three modules, each run in a task
 * of its own (as one module, one of a phone's longest tasks: scripts/vite/storefront-chunks.ts).
 * Each step names the export it waits for, so the bundler keeps the rest of zod out of its chunk.
 */
const loadSchemas = loadOnce(async () => {
  await import('../../contract/zod').then(({ preprocess }) => preprocess);
  await yieldToMain();
  await import('../../contract/schemas/product').then(({ ProductSchema }) => ProductSchema);
  await yieldToMain();
  const module = await import('./restored-state-schemas');
  return module.RESTORED_STATE_SCHEMAS;
});

let schemas: RestoredStateSchemas | undefined;
/** Whether writes reach localStorage: not on the server, nor once the schemas failed to load. */
let persists = inBrowser;
/** Whether this page's stores hold what storage does: writes wait until then, in order. */
let restored = !inBrowser;
const pendingWrites: (() => void)[] = [];
const persistedAtoms: { key: RestoredKey; atom: PersistedAtom<unknown> }[] = [];

/**
 * True in a store once restoreStoredState has filled it: a component that reacts to the session
 * changing (PrivateQueryGuard) must not take the restore itself for a change of user.
 */
export const storedStateRestoredAtom = atom(!inBrowser);

let markRestored: () => void = () => undefined;
/**
 * Resolves once the stores every page starts with hold what this browser's storage does (the
 * session, the cart). At once on the server, which has no storage of a shopper.
 */
export const storedStateRestored: Promise<void> = inBrowser
  ? new Promise((resolve) => {
      markRestored = resolve;
    })
  : Promise.resolve();

/**
 * An atom mirrored to a localStorage key, for the stores every page starts with. It holds
 * `initial` until restoreStoredState has checked the stored entry against the contract's schema
 * (loaded apart: zod stays out of the first load); a write made meanwhile (a tap on Add to cart
 * while the page hydrates) waits and is applied to the restored value, so write updates as
 * functions of the current value. Readers outside React await storedStateRestored first;
 * components show it after hydration (useAfterHydration waits for it too).
 */
export function atomRestoredFromStorage<K extends RestoredKey>(
  key: K,
  initial: RestoredValue<K>,
): PersistedAtom<RestoredValue<K>> {
  type T = RestoredValue<K>;
  const storage = validatedJsonStorage<T>(
    () => schemas?.[key] as Schema<T> | undefined,
    () => persists,
  );
  const persisted = atomWithStorage<T>(key, initial, storage, { getOnInit: true });
  persistedAtoms.push({ key, atom: persisted as PersistedAtom<unknown> });
  return atom(
    (get) => get(persisted),
    (_get, set, update: Update<T>) => {
      if (restored) set(persisted, update);
      else pendingWrites.push(() => set(persisted, update));
    },
  );
}

/**
 * Loads the stores' schemas, then gives `store` what localStorage holds for each (a corrupt or
 * outdated entry is removed) and applies the writes made meanwhile. Should the schemas fail to
 * load, the page goes on with empty stores kept in memory; storage keeps what it holds, except
 * what the shopper removes (a logout still ends the stored session). Always settles: the page's
 * requests and guards wait for it.
 */
export async function restoreStoredState(store: Store): Promise<void> {
  try {
    const loaded = await loadSchemas();
    schemas = loaded;
    for (const { key, atom: persisted } of persistedAtoms) {
      const raw = readRaw(key);
      if (raw === null) continue;
      store.set(persisted, parseStored<unknown>(loaded[key], raw) ?? RESET);
    }
  } catch (error) {
    persists = false;
    console.warn('Stored cart and session could not be read; changes stay on this page.', error);
  } finally {
    restored = true;
    for (const write of pendingWrites.splice(0)) {
      try {
        write();
      } catch (error) {
        console.warn('A change made while the page started could not be applied.', error);
      }
    }
    store.set(storedStateRestoredAtom, true);
    markRestored();
  }
}

/**
 * Empties every store restored from storage, as a page with nothing stored starts (each persisted
 * atom back to its initial value). The dom tests share one module graph per worker, hence one
 * `appStore`: each test file starts from this (src/test/setup.ts).
 */
export function resetRestoredStores(store: Store): void {
  for (const { atom: persisted } of persistedAtoms) store.set(persisted, RESET);
}

/** Whether this page's stores hold what storage does (a render may then show them at once). */
export const isStoredStateRestored = (): boolean => restored;

/**
 * Runs `action` now if the stores are restored, else once they are: a tap whose outcome depends
 * on the stored cart (is it full?) is answered from the cart it holds.
 */
export function afterStoredStateRestored(action: () => void): void {
  if (restored) action();
  else void storedStateRestored.then(action);
}

// Vite's hot update would run this module again with nothing left to restore it: reload instead.
if (import.meta.hot) import.meta.hot.accept(() => window.location.reload());
