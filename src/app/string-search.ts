/**
 * A route's search params as plain strings: only the listed keys, the first value of a repeated
 * one. Deliberately free of schemas: a route's validateSearch ships in every visitor's first
 * load, so a screen that needs more (the admin lists) parses these strings in its own lazily
 * loaded code.
 */
export function stringSearch<K extends string>(keys: readonly K[]) {
  return (raw: Record<string, unknown>): Partial<Record<K, string>> => {
    const out: Partial<Record<K, string>> = {};
    for (const key of keys) {
      const value: unknown = Array.isArray(raw[key]) ? (raw[key] as unknown[])[0] : raw[key];
      if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
    }
    return out;
  };
}
