import { atomWithStorage, type createJSONStorage } from 'jotai/utils';
import type { Schema } from '../../contract/zod';

/** jotai's synchronous storage interface (jotai/utils does not export the type by name). */
type SyncStorage<T> = ReturnType<typeof createJSONStorage<T>>;

/** What a localStorage key holds, checked: nothing, a value, or an entry that does not parse. */
export type StoredEntry<T> = { kind: 'absent' } | { kind: 'valid'; value: T } | { kind: 'invalid' };

/** Reads `key` and checks it against the contract's `schema` (storage errors read as absent). */
export function readStoredEntry<T>(key: string, schema: Schema<T>): StoredEntry<T> {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return { kind: 'absent' };
  }
  if (raw === null) return { kind: 'absent' };
  return parseStored(raw, schema);
}

function parseStored<T>(raw: string, schema: Schema<T>): StoredEntry<T> {
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return { kind: 'valid', value: parsed.data };
  } catch {
    // not JSON
  }
  return { kind: 'invalid' };
}

function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing kept to remove
  }
}

/**
 * A JSON localStorage for jotai's atomWithStorage whose reads are checked against a contract
 * schema: a corrupt or outdated entry is removed and the initial value used instead, also when
 * another tab writes one. Until `schemaOf` has a schema, reads give the initial value (see
 * restored-storage.ts); while `persists` is false, writes stay in memory.
 */
export function validatedJsonStorage<T>(
  schemaOf: () => Schema<T> | undefined,
  persists: () => boolean = () => true,
): SyncStorage<T> {
  return {
    getItem(key, initialValue) {
      const schema = schemaOf();
      if (!schema) return initialValue;
      const entry = readStoredEntry(key, schema);
      if (entry.kind === 'valid') return entry.value;
      if (entry.kind === 'invalid') removeStored(key);
      return initialValue;
    },
    setItem(key, value) {
      if (!persists()) return;
      const json = JSON.stringify(value);
      // Writing what is there already would only wake the other tabs for nothing.
      if (localStorage.getItem(key) !== json) localStorage.setItem(key, json);
    },
    removeItem(key) {
      if (persists()) removeStored(key);
    },
    subscribe(key, callback, initialValue) {
      if (typeof window === 'undefined') return undefined;
      const onStorage = (event: StorageEvent) => {
        const schema = schemaOf();
        if (event.storageArea !== localStorage || event.key !== key || !schema) return;
        const entry: StoredEntry<T> =
          event.newValue === null ? { kind: 'absent' } : parseStored(event.newValue, schema);
        callback(entry.kind === 'valid' ? entry.value : initialValue);
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
