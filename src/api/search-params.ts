/**
 * Search params from a filter object, for a link or an API request: numbers written as text,
 * unset and empty values left out, so equal filters give equal URLs.
 */
export function toSearchParams<T extends object>(search: T): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(search) as [string, unknown][]) {
    if ((typeof value === 'string' && value !== '') || typeof value === 'number')
      out[key] = String(value);
  }
  return out;
}
