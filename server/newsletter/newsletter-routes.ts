import { Hono } from 'hono';
import {
  NEWSLETTER_MESSAGES,
  NewsletterRequestSchema,
  NewsletterResponseSchema,
} from '../../contract/schemas/newsletter';
import type { ApiContext, ApiEnv } from '../api-context';
import { optionalUser } from '../auth/guards';
import { clientAddress } from '../auth/login-throttle';
import { rateLimit } from '../auth/rate-limit';
import { rateLimitsOf } from '../auth/rate-limits';
import { newsletterSubscriptions } from '../db/schema';
import { documented } from '../openapi/route-docs';
import { validated } from '../wire/validated';

export const TOO_MANY_SUBSCRIPTIONS_MESSAGE =
  'Too many subscriptions from your network. Please try again later.';

export function newsletterRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  const limit = rateLimitsOf(ctx.config).newsletterPerAddress;
  const perAddress = rateLimit(
    ctx,
    (c) => {
      const address = clientAddress(c.req.raw.headers);
      return address ? [{ key: `newsletter:addr:${address}`, limit }] : [];
    },
    TOO_MANY_SUBSCRIPTIONS_MESSAGE,
  );
  // Idempotent, and one answer whether the address was on the list or not: the footer box must
  // not tell a stranger who is subscribed.
  app.post(
    '/',
    documented({
      tag: 'Newsletter',
      summary: 'Sign up for the newsletter (the same answer for an address already on the list)',
      answer: NewsletterResponseSchema,
      status: 201,
    }),
    perAddress,
    optionalUser(ctx),
    validated('json', NewsletterRequestSchema),
    async (c) => {
      const user = c.get('user');
      await ctx.db
        .insert(newsletterSubscriptions)
        .values({ email: c.req.valid('json').email, createdAt: ctx.now(), userId: user?.id })
        .onConflictDoNothing();
      return c.json({ success: true, message: NEWSLETTER_MESSAGES.subscribed }, 201);
    },
  );
  return app;
}
