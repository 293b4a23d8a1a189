import { Hono } from 'hono';
import {
  NEWSLETTER_MESSAGES,
  NewsletterRequestSchema,
  NewsletterResponseSchema,
} from '../../contract/schemas/newsletter';
import type { ApiContext, ApiEnv } from '../api-context';
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
  // Idempotent: subscribing twice is not an error, it just changes nothing.
  app.post(
    '/',
    documented({
      tag: 'Newsletter',
      summary: 'Sign up for the newsletter',
      answer: NewsletterResponseSchema,
    }),
    perAddress,
    validated('json', NewsletterRequestSchema),
    async (c) => {
      const inserted = await ctx.db
        .insert(newsletterSubscriptions)
        .values({ email: c.req.valid('json').email, createdAt: ctx.now() })
        .onConflictDoNothing()
        .returning({ email: newsletterSubscriptions.email });
      return inserted.length > 0
        ? c.json({ success: true, message: NEWSLETTER_MESSAGES.subscribed }, 201)
        : c.json({ success: true, message: NEWSLETTER_MESSAGES.alreadySubscribed }, 200);
    },
  );
  return app;
}
