import type { ApiContext } from '../api-context';
import { currentUser } from './guards';
import { clientAddress } from './login-throttle';
import { rateLimit } from './rate-limit';
import { rateLimitsOf } from './rate-limits';

export const TOO_MANY_PROFILE_UPDATES_MESSAGE =
  'Your profile was saved many times in a short while. Please wait a few minutes and try again.';

/**
 * PUT /auth/user/update, after requireUser: updates per account and per client address, each
 * counted before the body is read, so neither a script probing usernames nor one sending avatar
 * after avatar gets far.
 */
export function profileUpdateLimit(ctx: ApiContext) {
  const limits = rateLimitsOf(ctx.config);
  return rateLimit(
    ctx,
    (c) => {
      const address = clientAddress(c.req.raw.headers);
      return [
        { key: `profile:acct:${currentUser(c).id}`, limit: limits.profileUpdatesPerAccount },
        ...(address
          ? [{ key: `profile:addr:${address}`, limit: limits.profileUpdatesPerAddress }]
          : []),
      ];
    },
    TOO_MANY_PROFILE_UPDATES_MESSAGE,
  );
}
