import { addressBucket } from './address-bucket';
import type { Database } from '../api-deps';
import { clearCounter, giveBackAttempt, type Counter } from './rate-limit';
import type { RateLimits } from './rate-limits';

/**
 * Sign-in throttling. Each attempt is counted BEFORE its password is verified, in one statement
 * (rate-limit.ts), so parallel guesses cannot all be checked while a lock is pending. Counters:
 *
 * - per (account, client address): an attacker can lock an account only from their own
 *   address, never its owner elsewhere; a success clears it.
 * - per client address, across accounts: one address cannot try its way through many accounts.
 *   A success gives its attempt back, so shoppers sharing an address do not use each other's up.
 *
 * Counters live in the database (`login_throttle`), so every instance enforces the same limits.
 */
export interface LoginAttempt {
  /** The account's id when the identifier names one, else the normalised identifier. */
  account: string;
  /** The client's address as the host reports it, or null when unknown. */
  address: string | null;
}

export const accountAddressKey = ({ account, address }: LoginAttempt) =>
  `login:acct:${account}|${address ?? '-'}`;
export const addressKey = (address: string) => `login:addr:${address}`;

/** The counters one attempt is counted against (see rate-limit.ts: counted before verifying). */
export function loginCounters(attempt: LoginAttempt, limits: RateLimits): Counter[] {
  return [
    { key: accountAddressKey(attempt), limit: limits.loginPerAccountAddress },
    ...(attempt.address
      ? [{ key: addressKey(attempt.address), limit: limits.loginPerAddress }]
      : []),
  ];
}

/** The password was right: the account's counter starts over, the address gets its attempt back. */
export async function loginSucceeded(db: Database, attempt: LoginAttempt): Promise<void> {
  await clearCounter(db, accountAddressKey(attempt));
  if (attempt.address) await giveBackAttempt(db, addressKey(attempt.address));
}

/**
 * The client's address as the host reports it (an IPv6 client by its /64, address-bucket.ts).
 * Hosts behind a proxy must set (overwrite) X-Forwarded-For (the Node host does, see
 * node/client-address.ts); without one the address is unknown and the limits per address do
 * not apply.
 */
export function clientAddress(headers: { get(name: string): string | null }): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return addressBucket(forwarded);
  const real = headers.get('x-real-ip')?.trim();
  return real ? addressBucket(real) : null;
}
