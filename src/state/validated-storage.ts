import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { Schema } from '../../contract/zod';

/**
 * An atom mirrored to a localStorage key. What comes back from storage is checked against the
 * contract's schema: a corrupt or outdated entry is removed and the initial value used instead.
 */
export function atomWithValidatedStorage<T>(key: string, schema: Schema<T>, initial: T) {
  const json = createJSONStorage<T>(() => localStorage);
  const storage: typeof json = {
    ...json,
    getItem(itemKey, initialValue) {
      let raw: string | null = null;
      try {
        raw = localStorage.getItem(itemKey);
      } catch {
        return initialValue;
      }
      if (raw === null) return initialValue;
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {
        // not JSON: fall through and drop it
      }
      localStorage.removeItem(itemKey);
      return initialValue;
    },
  };
  return atomWithStorage<T>(key, initial, storage, { getOnInit: true });
}
