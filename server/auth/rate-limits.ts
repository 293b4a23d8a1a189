import type { ApiConfig } from '../api-deps';

/** At most `max` attempts per fixed window of `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Every limit the API enforces, in one place. */
export interface RateLimits {
  /** Sign-in attempts on one account from one address: the lock an attacker elsewhere cannot set. */
  loginPerAccountAddress: RateLimit;
  /** Sign-in attempts from one address across accounts (a success gives its attempt back). */
  loginPerAddress: RateLimit;
  /** Successful sign-ins to one account, from anywhere: each is a session a logout may revoke. */
  signInsPerAccount: RateLimit;
  registerPerAddress: RateLimit;
  newsletterPerAddress: RateLimit;
  ordersPerAccount: RateLimit;
  ordersPerAddress: RateLimit;
  /** Profile saves (each may carry an avatar to decode, or probe whether a username is taken). */
  profileUpdatesPerAccount: RateLimit;
  profileUpdatesPerAddress: RateLimit;
  /** "Forgot password" from one address (429 past it: reveals nothing about any account). */
  passwordResetsPerAddress: RateLimit;
  /** Reset e-mails to one account (past it, the same answer and no e-mail: no inbox flooding). */
  passwordResetsPerAccount: RateLimit;
  /** "Resend link" for the e-mail check by one account (each sends an e-mail). */
  verificationLinksPerAccount: RateLimit;
  /** Password changes (each checks the current password) by one signed-in account. */
  passwordChangesPerAccount: RateLimit;
  /** Reset links tried (a new password with a token) from one address, and with one token. */
  resetTriesPerAddress: RateLimit;
  resetTriesPerToken: RateLimit;
  /** "Pay now" on one order, and by one account: each asks Paystack with the shop's key. */
  paymentRetriesPerOrder: RateLimit;
  paymentRetriesPerAccount: RateLimit;
  /** Returns from Paystack checked by one account (each may ask Paystack). */
  paymentVerifiesPerAccount: RateLimit;
  /** Downloads of one's own data (each reads every order of the account). */
  exportsPerAccount: RateLimit;
  /** Reviews posted or edited by one account (each moves the catalogue version). */
  reviewsPerAccount: RateLimit;
}

const MINUTE = 60;

/**
 * Production limits, chosen so a real shopper never meets them: a few typos at sign-in, a family
 * or an office behind one address registering, a shopper placing orders one after another.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerAccountAddress: { max: 5, windowSeconds: 15 * MINUTE },
  loginPerAddress: { max: 20, windowSeconds: 15 * MINUTE },
  // A shopper signs in on a phone and a laptop, again after a logout or a cleared browser: 20 an
  // hour is never met, and it bounds one account's revocation rows to 3,360 a week.
  signInsPerAccount: { max: 20, windowSeconds: 60 * MINUTE },
  registerPerAddress: { max: 10, windowSeconds: 60 * MINUTE },
  newsletterPerAddress: { max: 10, windowSeconds: 60 * MINUTE },
  ordersPerAccount: { max: 10, windowSeconds: 10 * MINUTE },
  ordersPerAddress: { max: 30, windowSeconds: 10 * MINUTE },
  // A shopper saves a profile a handful of times, even fixing typos and trying pictures: 20 in
  // 15 minutes is never met, yet a script learns at most 80 usernames an hour per account. One
  // address may be a family, an office or a carrier's NAT: 60 is three accounts at their limit.
  profileUpdatesPerAccount: { max: 20, windowSeconds: 15 * MINUTE },
  profileUpdatesPerAddress: { max: 60, windowSeconds: 15 * MINUTE },
  passwordResetsPerAddress: { max: 10, windowSeconds: 60 * MINUTE },
  passwordResetsPerAccount: { max: 3, windowSeconds: 60 * MINUTE },
  verificationLinksPerAccount: { max: 3, windowSeconds: 60 * MINUTE },
  passwordChangesPerAccount: { max: 10, windowSeconds: 15 * MINUTE },
  resetTriesPerAddress: { max: 20, windowSeconds: 15 * MINUTE },
  resetTriesPerToken: { max: 5, windowSeconds: 15 * MINUTE },
  paymentRetriesPerOrder: { max: 5, windowSeconds: 30 * MINUTE },
  paymentRetriesPerAccount: { max: 20, windowSeconds: 60 * MINUTE },
  paymentVerifiesPerAccount: { max: 60, windowSeconds: 15 * MINUTE },
  exportsPerAccount: { max: 5, windowSeconds: 60 * MINUTE },
  // A buyer reviews a few products after a delivery, fixing a typo or two.
  reviewsPerAccount: { max: 20, windowSeconds: 60 * MINUTE },
};

/** No limit at all (load tests: RATE_LIMITS=off). */
export const UNLIMITED: RateLimit = { max: Number.MAX_SAFE_INTEGER, windowSeconds: MINUTE };

export function rateLimitsOf(config: Pick<ApiConfig, 'rateLimits'>): RateLimits {
  if (config.rateLimits === 'off') {
    const keys = Object.keys(DEFAULT_RATE_LIMITS) as (keyof RateLimits)[];
    return Object.fromEntries(keys.map((key) => [key, UNLIMITED])) as unknown as RateLimits;
  }
  return { ...DEFAULT_RATE_LIMITS, ...config.rateLimits };
}

/** Counters whose window started longer ago than this are dead: the purge drops them. */
export function longestWindowSeconds(limits: RateLimits): number {
  return Math.max(...Object.values(limits).map((l) => l.windowSeconds));
}
