/**
 * Query parameters for ky from a filter object: unset and empty values are left out, so the
 * request carries only what the admin chose (and equal filters give equal URLs).
 */
export function toSearchParams(values: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values) as [string, unknown][]) {
    if (typeof value === 'string' ? value !== '' : typeof value === 'number')
      out[key] = String(value);
  }
  return out;
}

/** The page of an admin list and its size (1..ADMIN_MAX_LIMIT). */
export interface AdminPaging {
  page: number;
  limit: number;
}
