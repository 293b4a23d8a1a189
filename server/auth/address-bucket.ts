/**
 * The unit rate limits count an address in. An IPv4 address is one; an IPv6 address counts by
 * its /64 prefix, since a single customer (a phone, a home router) is handed a whole /64 and can
 * pick any of its 2^64 addresses for each request. IPv4-mapped IPv6 (`::ffff:1.2.3.4`) is IPv4.
 * Anything unparseable is used as sent (bounded), so it still counts as itself.
 */
export function addressBucket(address: string): string {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped?.[1]) return mapped[1];
  if (!text.includes(':')) return text.slice(0, 100);
  const groups = expandIpv6(text.replace(/%.*$/, ''));
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : text.slice(0, 100);
}

/** The eight groups of an IPv6 address, without leading zeros; null when it is not one. */
function expandIpv6(text: string): string[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  // An embedded IPv4 tail (::1.2.3.4) fills the last two groups; only the prefix matters here.
  const last = tail.length > 0 ? tail[tail.length - 1] : head[head.length - 1];
  const width = last?.includes('.') ? 7 : 8;
  const missing = width - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const groups = [...head, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tail];
  if (!groups.slice(0, 4).every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => (g.includes('.') ? g : g.replace(/^0+(?=.)/, '')));
}
