/**
 * A map bounded by `maxSize`, measured by `sizeOf` (1 per entry unless given): once full, the
 * least recently used entries go first. An entry larger than half the bound is not kept, since it
 * would push out nearly everything else. Runtime-neutral: the API and the Node host share it.
 */
export interface LruCache<K, V> {
  /** The value, now the most recently used. */
  get(key: K): V | undefined;
  /** Whether the key is held, without using it. */
  has(key: K): boolean;
  set(key: K, value: V): void;
  delete(key: K): void;
}

export function createLruCache<K, V>(options: {
  maxSize: number;
  sizeOf?: (value: V) => number;
}): LruCache<K, V> {
  const sizeOf = options.sizeOf ?? (() => 1);
  // A Map iterates in insertion order: re-inserting on each use keeps the oldest first.
  const entries = new Map<K, { value: V; size: number }>();
  let total = 0;

  const remove = (key: K) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.size;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    has: (key) => entries.has(key),
    set(key, value) {
      remove(key);
      const size = sizeOf(value);
      if (size > options.maxSize / 2) return;
      for (const oldest of entries.keys()) {
        if (total + size <= options.maxSize) break;
        remove(oldest);
      }
      entries.set(key, { value, size });
      total += size;
    },
    delete: remove,
  };
}
