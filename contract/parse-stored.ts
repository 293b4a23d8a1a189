import type { Schema } from './zod';

// Apart from the storage schemas (schemas/storage.ts), so that importing it brings no zod: the
// stores every page starts with read through it (src/state/validated-storage.ts) and are in the
// first load, while their schemas load later.

/**
 * Parses a raw storage value (JSON text, or null when the key is absent).
 * Returns null for absent, corrupt or wrongly shaped data; never throws.
 */
export function parseStored<T>(schema: Schema<T>, raw: string | null | undefined): T | null {
  if (raw === null || raw === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
