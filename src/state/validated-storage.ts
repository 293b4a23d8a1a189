import { atomWithStorage, type createJSONStorage } from 'jotai/utils';
import { parseStored } from '../../contract/parse-stored';
import type { Schema } from '../../contract/zod';

/** jotai's synchronous storage interface (jotai/utils does not export the type by name). */
type SyncStorage<T> = ReturnType<typeof createJSONStorage<T>>;

/** What a localStorage key holds, or null when it holds nothing (or storage is unavailable). */
export function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing kept to remove
  }
}

/** Writes `json` unless it is there already (that would only wake the other tabs for nothing). */
function writeStored(key: string, json: string): void {
  try {
    if (localStorage.getItem(key) !== json) localStorage.setItem(key, json);
  } catch (error) {
    // Full, or blocked by the browser: the value lives on in memory for this page.
    console.warn(`Could not keep ${key} in this browser's storage.`, error);
  }
}

/**
 * A JSON localStorage for jotai's atomWithStorage whose reads are checked against a contract
 * schema: a corrupt or outdated entry (or a stored null) is removed and the initial value used
 * instead, also when
 * another tab writes one. Until `schemaOf` has a schema, reads give the initial value (see
 * restored-storage.ts). While `persists` is false, values are kept in memory instead (a screen
 * that mounts the atom again reads them back), but a removal (a logout) still reaches storage.
 */
export function validatedJsonStorage<T>(
  schemaOf: () => Schema<T> | undefined,
  persists: () => boolean = () => true,
): SyncStorage<T> {
  const inMemory = new Map<string, T>();
  return {
    getItem(key, initialValue) {
      if (inMemory.has(key)) return inMemory.get(key) as T;
      const schema = schemaOf();
      const raw = schema ? readRaw(key) : null;
      if (!schema || raw === null) return initialValue;
      const value = parseStored(schema, raw);
      if (value !== null) return value;
      removeStored(key);
      return initialValue;
    },
    setItem(key, value) {
      if (persists()) writeStored(key, JSON.stringify(value));
      else inMemory.set(key, value);
    },
    removeItem(key) {
      inMemory.delete(key);
      removeStored(key);
    },
    subscribe(key, callback, initialValue) {
      if (typeof window === 'undefined') return undefined;
      const onStorage = (event: StorageEvent) => {
        const schema = schemaOf();
        if (event.storageArea !== localStorage || event.key !== key || !schema) return;
        callback(parseStored(schema, event.newValue) ?? initialValue);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/**
 * An atom mirrored to a localStorage key, for code loaded after the first page (zod is at hand):
 * what comes back from storage is checked against the contract's schema at once. The stores
 * every page starts with restore theirs after the first paint instead (restored-storage.ts).
 */
export function atomWithValidatedStorage<T>(key: string, schema: Schema<T>, initial: T) {
  return atomWithStorage<T>(
    key,
    initial,
    validatedJsonStorage(() => schema),
    {
      getOnInit: true,
    },
  );
}
