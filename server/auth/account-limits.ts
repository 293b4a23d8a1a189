import type { Context } from 'hono';
import type { ApiContext, ApiEnv } from '../api-context';
import { currentUser } from './guards';
import { clientAddress } from './login-throttle';
import { rateLimit } from './rate-limit';
import { rateLimitsOf, type RateLimit, type RateLimits } from './rate-limits';

// The limits of a signed-in action counted twice, per account and per client address (an address
// may be a family or a carrier's NAT, hence its own, higher limit). Each is counted before the
// action does any work.

interface AccountLimit {
  /** The counters' key prefix. */
  name: string;
  perAccount: (limits: RateLimits) => RateLimit;
  perAddress: (limits: RateLimits) => RateLimit;
  message: string;
}

function accountAndAddressLimit(
  ctx: ApiContext,
  { name, perAccount, perAddress, message }: AccountLimit,
) {
  const limits = rateLimitsOf(ctx.config);
  return rateLimit(
    ctx,
    (c: Context<ApiEnv>) => {
      const address = clientAddress(c.req.raw.headers);
      return [
        { key: `${name}:acct:${currentUser(c).id}`, limit: perAccount(limits) },
        ...(address ? [{ key: `${name}:addr:${address}`, limit: perAddress(limits) }] : []),
      ];
    },
    message,
  );
}

export const TOO_MANY_ORDERS_MESSAGE =
  'Many orders were placed in a short time. Please wait a few minutes and try again.';

/** POST /product/payment, after requireUser: a burst takes no stock past the limit. */
export const orderRateLimit = (ctx: ApiContext) =>
  accountAndAddressLimit(ctx, {
    name: 'order',
    perAccount: (l) => l.ordersPerAccount,
    perAddress: (l) => l.ordersPerAddress,
    message: TOO_MANY_ORDERS_MESSAGE,
  });

export const TOO_MANY_PROFILE_UPDATES_MESSAGE =
  'Your profile was saved many times in a short while. Please wait a few minutes and try again.';

/**
 * PUT /auth/user/update, after requireUser: counted before the body is read, so neither a script
 * probing usernames nor one sending avatar after avatar gets far.
 */
export const profileUpdateLimit = (ctx: ApiContext) =>
  accountAndAddressLimit(ctx, {
    name: 'profile',
    perAccount: (l) => l.profileUpdatesPerAccount,
    perAddress: (l) => l.profileUpdatesPerAddress,
    message: TOO_MANY_PROFILE_UPDATES_MESSAGE,
  });
