/**
 * URL search params as plain HTML forms write them: `?brand=Dior&brand=Armaf&page=2`. The
 * router's default is JSON in each value (`?brand=%5B%22Dior%22%5D`): hand-written links, shared
 * links and the GET forms of browsers without JavaScript would each be redirected to that form
 * first. Values are strings (a repeated key a list of them); each route's validateSearch
 * coerces what it expects.
 */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const params = new URLSearchParams(searchStr);
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length > 1 ? values : values[0];
  }
  return out;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
