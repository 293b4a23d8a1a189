import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { AccountMessageResponseSchema } from '../../contract/schemas/account';
import {
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFIED_PARAM,
  EmailVerificationStatusSchema,
  VerifyEmailRequestSchema,
  type EmailVerifiedOutcome,
} from '../../contract/schemas/email-verification';
import type { ApiContext, ApiEnv } from '../api-context';
import { users } from '../db/schema';
import { documented } from '../openapi/route-docs';
import { ApiError } from '../wire/api-error';
import { publicOrigin } from '../wire/public-origin';
import { validated } from '../wire/validated';
import { confirmEmailVerification, sendEmailVerification } from './email-verification';
import { currentUser, requireUser } from './guards';
import { rateLimit } from './rate-limit';
import { rateLimitsOf } from './rate-limits';

/** Mounted at /auth: the e-mailed link, its JSON twin, the profile's status and "Resend link". */
export function emailVerificationRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  const limits = rateLimitsOf(ctx.config);

  // The link in the e-mail: confirms, then sends the browser to the profile saying how it went.
  // Always to the configured origin (or, without one, this request's), never to a URL given.
  app.get(
    '/verify-email',
    documented({
      tag: 'Accounts',
      summary: 'The e-mailed link: confirm the address, then on to the profile (303)',
      answer: AccountMessageResponseSchema,
    }),
    async (c) => {
      const ok = await confirmEmailVerification(ctx, c.req.query('token') ?? '');
      const outcome: EmailVerifiedOutcome = ok ? 'verified' : 'link-invalid';
      const origin = publicOrigin(c, ctx.config);
      return c.redirect(`${origin}/dashboard/user/profile?${EMAIL_VERIFIED_PARAM}=${outcome}`, 303);
    },
  );

  app.post(
    '/verify-email',
    documented({
      tag: 'Accounts',
      summary: 'Confirm the address with the token from the e-mailed link',
      answer: AccountMessageResponseSchema,
    }),
    validated('json', VerifyEmailRequestSchema),
    async (c) => {
      if (!(await confirmEmailVerification(ctx, c.req.valid('json').token)))
        throw new ApiError(400, EMAIL_VERIFICATION_MESSAGES.linkInvalid);
      return c.json({ success: true as const, message: EMAIL_VERIFICATION_MESSAGES.verified });
    },
  );

  app.get(
    '/email-verification',
    documented({
      tag: 'Accounts',
      summary: "Whether the account's e-mail address is confirmed",
      answer: EmailVerificationStatusSchema,
    }),
    requireUser(ctx),
    (c) => c.json({ success: true as const, verified: currentUser(c).emailVerifiedAt !== null }),
  );

  app.post(
    '/email-verification',
    documented({
      tag: 'Accounts',
      summary: 'Resend the link that confirms the e-mail address',
      answer: AccountMessageResponseSchema,
    }),
    requireUser(ctx),
    rateLimit(
      ctx,
      (c) => [
        { key: `verify-send:acct:${currentUser(c).id}`, limit: limits.verificationLinksPerAccount },
      ],
      EMAIL_VERIFICATION_MESSAGES.tooMany,
    ),
    async (c) => {
      const user = currentUser(c);
      if (user.emailVerifiedAt !== null)
        return c.json({
          success: true as const,
          message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified,
        });
      const origin = publicOrigin(c, ctx.config);
      await ctx.db.transaction(async (tx) => {
        // The address as it is now, read in the transaction that sends to it.
        const [fresh] = await tx.select().from(users).where(eq(users.id, user.id)).limit(1);
        if (fresh) await sendEmailVerification(ctx, tx, fresh, origin);
      });
      return c.json({ success: true as const, message: EMAIL_VERIFICATION_MESSAGES.sent });
    },
  );
  return app;
}
