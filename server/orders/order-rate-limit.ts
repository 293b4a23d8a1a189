import type { ApiContext } from '../api-context';
import { currentUser } from '../auth/guards';
import { clientAddress } from '../auth/login-throttle';
import { rateLimit } from '../auth/rate-limit';
import { rateLimitsOf } from '../auth/rate-limits';

export const TOO_MANY_ORDERS_MESSAGE =
  'Many orders were placed in a short time. Please wait a few minutes and try again.';

/**
 * POST /product/payment, after requireUser: orders per account and per client address, each
 * attempt counted before the order is priced, so a burst takes no stock past the limit.
 */
export function orderRateLimit(ctx: ApiContext) {
  const limits = rateLimitsOf(ctx.config);
  return rateLimit(
    ctx,
    (c) => {
      const address = clientAddress(c.req.raw.headers);
      return [
        { key: `order:acct:${currentUser(c).id}`, limit: limits.ordersPerAccount },
        ...(address ? [{ key: `order:addr:${address}`, limit: limits.ordersPerAddress }] : []),
      ];
    },
    TOO_MANY_ORDERS_MESSAGE,
  );
}
