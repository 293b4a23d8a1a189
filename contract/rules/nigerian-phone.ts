// A Nigerian number the courier can call (api-contract.md, "Delivery"): 11 digits starting 070,
// 080, 081, 090 or 091, or +234 and 10 digits; spaces and dashes are ignored. Stored as +234….
// The +234 form is the same number without its 0, so it takes the same prefixes: any 10 digits
// let `+2340000000000` through as a phone nobody can ring.

const LOCAL = /^0(70|80|81|90|91)\d{8}$/;
const INTERNATIONAL = /^\+234(70|80|81|90|91)\d{8}$/;

/** `0803 123 4567` → `+2348031234567`; null when it is not a Nigerian number. */
export function normalizeNigerianPhone(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.trim().replace(/[\s-]/g, '');
  if (LOCAL.test(compact)) return `+234${compact.slice(1)}`;
  if (INTERNATIONAL.test(compact)) return compact;
  return null;
}

/**
 * A stored number as people read and say it: `+2348031234567` → `+234 803 123 4567`. Anything
 * else (a number kept before the rule) is shown as it is.
 */
export function formatNigerianPhone(phone: string): string {
  const stored = normalizeNigerianPhone(phone);
  if (!stored) return phone;
  const digits = stored.slice(4);
  return `+234 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}
