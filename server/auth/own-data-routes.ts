import { Hono } from 'hono';
import {
  AccountMessageResponseSchema,
  DeleteAccountRequestSchema,
  OWN_DATA_MESSAGES,
} from '../../contract/schemas/account';
import { z } from '../../contract/zod';
import type { ApiContext, ApiEnv } from '../api-context';
import { documented } from '../openapi/route-docs';
import { ApiError } from '../wire/api-error';
import { publicOrigin } from '../wire/public-origin';
import { validated } from '../wire/validated';
import { currentUser, requireUser } from './guards';
import { eraseAccount, exportOwnData } from './own-data';
import { verifyPassword } from './password';
import { rateLimit } from './rate-limit';
import { rateLimitsOf } from './rate-limits';

const ExportSchema = z.looseObject({
  account: z.looseObject({ _id: z.string() }),
  orders: z.array(z.unknown()),
});

/** The shopper's own data (Nigeria's Data Protection Act 2023): take it, or erase the account. */
export function ownDataRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  const limits = rateLimitsOf(ctx.config);
  const signedIn = requireUser(ctx);

  app.get(
    '/export',
    documented({
      tag: 'Accounts',
      summary: 'Download everything the store holds about me (a JSON attachment)',
      answer: ExportSchema,
    }),
    signedIn,
    rateLimit(
      ctx,
      (c) => [{ key: `export:acct:${currentUser(c).id}`, limit: limits.exportsPerAccount }],
      OWN_DATA_MESSAGES.tooManyExports,
    ),
    async (c) => {
      const data = await exportOwnData(ctx, currentUser(c), publicOrigin(c, ctx.config));
      const day = data.exportedAt.slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="fragrancehub-my-data-${day}.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(data);
    },
  );

  app.delete(
    '/account',
    documented({
      tag: 'Accounts',
      summary: 'Delete my account (orders stay for the shop, anonymised)',
      answer: AccountMessageResponseSchema,
    }),
    signedIn,
    rateLimit(
      ctx,
      (c) => [{ key: `erase:acct:${currentUser(c).id}`, limit: limits.passwordChangesPerAccount }],
      OWN_DATA_MESSAGES.tooManyDeletes,
    ),
    validated('json', DeleteAccountRequestSchema),
    async (c) => {
      const user = currentUser(c);
      if (!(await verifyPassword(c.req.valid('json').password, user.passwordHash)))
        throw new ApiError(400, OWN_DATA_MESSAGES.wrongPassword);
      await eraseAccount(ctx, user);
      return c.json({ success: true, message: OWN_DATA_MESSAGES.deleted });
    },
  );
  return app;
}
