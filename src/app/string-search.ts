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

/**
 * How long a search param's text may be, in code points (an emoji counts once), as the
 * contract's zod checks count a string's length.
 */
export interface TextBounds {
  readonly min: number;
  readonly max: number;
}

/**
 * A route's search params that are each one string within its bounds. Anything else (a repeated
 * key, a number, too short, too long) reads as absent, so a mangled link shows the page as if
 * the param were missing rather than an error.
 */
export function boundedStringSearch<K extends string>(bounds: Readonly<Record<K, TextBounds>>) {
  const keys = Object.keys(bounds) as K[];
  return (raw: Record<string, unknown>): Partial<Record<K, string>> => {
    const out: Partial<Record<K, string>> = {};
    for (const key of keys) {
      const value = raw[key];
      if (typeof value !== 'string') continue;
      const { min, max } = bounds[key];
      const length = [...value].length;
      if (length >= min && length <= max) out[key] = value;
    }
    return out;
  };
}

/**
 * A free-text search param that is always present: its text, or '' when absent or not text (a
 * repeated key). A number, as the router's default parser makes of `?keyword=212`, reads back as
 * its text.
 */
export function searchText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}
