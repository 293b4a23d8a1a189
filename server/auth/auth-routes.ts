import { eq, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  LoginRequestSchema,
  ProfileUpdateFieldsSchema,
  RegisterFieldsSchema,
  USER_MESSAGES,
} from '../../contract/schemas/account-fields';
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_SUCCESS_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  REGISTRATION_SUCCESS_MESSAGE,
} from '../../contract/messages';
import { MAX_EMAIL, MAX_PASSWORD } from '../../contract/field-limits';
import type { ApiContext, ApiEnv, UserRow } from '../api-context';
import { SIGN_IN_REQUIRED_MESSAGE, currentUser, requireUser, currentSession } from './guards';
import { revokeSession } from './token-revocation';
import { sendEmailVerification } from './email-verification';
import { sha256Hex } from './sha256';
import { clientAddress, loginCounters, loginSucceeded, type LoginAttempt } from './login-throttle';
import { countAttempt, enforce, rateLimit } from './rate-limit';
import { finishPasswordReset, setPassword, startPasswordReset } from './password-reset';
import {
  ACCOUNT_MESSAGES,
  ChangePasswordRequestSchema,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  AccountMessageResponseSchema,
  ChangePasswordResponseSchema,
} from '../../contract/schemas/account';
import { AuthResponseSchema, ProfileUpdateResponseSchema } from '../../contract/schemas/user';
import { DemoAccountResponseSchema, LogoutResponseSchema } from '../../contract/schemas/account';
import { SEED_USERS } from '../db/seed-catalogue';
import { rateLimitsOf } from './rate-limits';
import { profileUpdateLimit } from './account-limits';
import { hashPassword, verifyPassword } from './password';
import { toSessionUser } from './session-user';
import { users } from '../db/schema';
import { ApiError } from '../wire/api-error';
import { UNIQUE_VIOLATION, pgErrorCode } from '../wire/pg-errors';
import { filesNamed, readForm } from '../wire/read-body';
import { validated } from '../wire/validated';
import { documented } from '../openapi/route-docs';
import { checkUploads, storeAvatar, type CheckedUpload } from '../images/accept-upload';
import { imageIdOfPath, imagePath } from '../images/image-url';
import { publicOrigin } from '../wire/public-origin';

// Longer than any account's: refused without a lookup (field-limits.ts bounds what is stored).
const MAX_IDENTIFIER = MAX_EMAIL;

export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many failed sign-in attempts. Please try again later.';
export const TOO_MANY_SIGN_INS_MESSAGE =
  'This account has signed in too often. Please try again later.';
export const TOO_MANY_REGISTRATIONS_MESSAGE =
  'Too many accounts were created from your network. Please try again later.';

function takenMessage(error: unknown): string | null {
  if (pgErrorCode(error) !== UNIQUE_VIOLATION) return null;
  const text =
    JSON.stringify(error, Object.getOwnPropertyNames(error instanceof Error ? error : {})) +
    String(error);
  return text.includes('username') ? USER_MESSAGES.usernameTaken : USER_MESSAGES.emailTaken;
}

/** Forgot-password answers take at least this long (ms), account or not. */
export const FORGOT_PASSWORD_ANSWER_MS = 150;

export function authRoutes(ctx: ApiContext) {
  const app = new Hono<ApiEnv>({ strict: false });
  const limits = rateLimitsOf(ctx.config);
  // Unknown identifiers still pay for one hash, so response time does not reveal which exist.
  const decoyHash = hashPassword('decoy-password', ctx.config.passwordIterations);

  async function findByIdentifier(identifier: string): Promise<UserRow | undefined> {
    const lower = identifier.trim().toLowerCase();
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(or(eq(users.email, lower), eq(sql`lower(${users.username})`, lower)))
      .limit(1);
    return user;
  }

  app.post(
    '/login',
    documented({
      tag: 'Accounts',
      summary: 'Sign in with an e-mail or username',
      answer: AuthResponseSchema,
    }),
    validated('json', LoginRequestSchema),
    async (c) => {
      const { identifier, password } = c.req.valid('json');
      if (identifier.length > MAX_IDENTIFIER || password.length > MAX_PASSWORD)
        throw new ApiError(401, INVALID_CREDENTIALS_MESSAGE);

      const user = await findByIdentifier(identifier);
      // Counted before the (slow) hash: parallel guesses cannot all be verified.
      const attempt: LoginAttempt = {
        account: user?.id ?? identifier.trim().toLowerCase(),
        address: clientAddress(c.req.raw.headers),
      };
      await enforce(ctx, loginCounters(attempt, limits), TOO_MANY_ATTEMPTS_MESSAGE);

      const ok = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyPassword(password, await decoyHash).then(() => false);
      if (!user || !ok) throw new ApiError(401, INVALID_CREDENTIALS_MESSAGE);
      await loginSucceeded(ctx.db, attempt);
      // Sessions per account are bounded too: each may become a revocation row kept until it
      // expires, and sign-in/logout in a loop made about 9 a second. Counted only once the
      // password is right, so nobody without it can use up the owner's sign-ins.
      await enforce(
        ctx,
        [{ key: `login-ok:acct:${user.id}`, limit: limits.signInsPerAccount }],
        TOO_MANY_SIGN_INS_MESSAGE,
      );
      return c.json({
        success: true,
        message: LOGIN_SUCCESS_MESSAGE,
        user: await toSessionUser(ctx, user, publicOrigin(c, ctx.config)),
      });
    },
  );

  // The login form offers the demo shopper only when that account is really here: never in
  // production, never on a store created without the demo data.
  const demoShopper = SEED_USERS.find((u) => u.role === 0);
  app.get(
    '/demo-account',
    documented({
      tag: 'Accounts',
      summary: "The demo shopper's sign-in, when this store has one (never in production)",
      answer: DemoAccountResponseSchema,
    }),
    async (c) => {
      const here =
        !ctx.config.production &&
        demoShopper !== undefined &&
        (await findByIdentifier(demoShopper.email)) !== undefined;
      return c.json({
        success: true,
        account:
          here && demoShopper
            ? { identifier: demoShopper.email, password: demoShopper.password }
            : null,
      });
    },
  );

  app.post(
    '/logout',
    documented({
      tag: 'Accounts',
      summary: 'Sign this session out on the server (other sessions stay signed in)',
      answer: LogoutResponseSchema,
    }),
    requireUser(ctx),
    async (c) => {
      const session = await currentSession(ctx, c);
      if (session) await revokeSession(ctx, session);
      return c.json({ success: true });
    },
  );

  const registerLimit = rateLimit(
    ctx,
    (c) => {
      const address = clientAddress(c.req.raw.headers);
      return address ? [{ key: `register:addr:${address}`, limit: limits.registerPerAddress }] : [];
    },
    TOO_MANY_REGISTRATIONS_MESSAGE,
  );

  app.post(
    '/register',
    documented({
      tag: 'Accounts',
      summary: 'Create an account (signed in at once)',
      answer: AuthResponseSchema,
      status: 201,
    }),
    registerLimit,
    validated('form', RegisterFieldsSchema),
    async (c) => {
      const fields = c.req.valid('form');
      const username = fields.username || null;
      const [clash] = await ctx.db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(
          or(
            eq(users.email, fields.email),
            username ? eq(sql`lower(${users.username})`, username.toLowerCase()) : sql`false`,
          ),
        )
        .limit(1);
      if (clash)
        throw new ApiError(
          409,
          clash.email === fields.email ? USER_MESSAGES.emailTaken : USER_MESSAGES.usernameTaken,
        );

      // The parts were read once, by validated(): this reads them from Hono's cache.
      const [avatar] = await checkUploads(filesNamed(await readForm(c), 'image').slice(0, 1));
      const passwordHash = await hashPassword(fields.password, ctx.config.passwordIterations);
      const imageId = avatar
        ? await storeAvatar(avatar, ctx.images, ctx.imageProcessor)
        : undefined;
      try {
        const origin = publicOrigin(c, ctx.config);
        // The link that proves the address is written with the account: the shopper is signed
        // in at once and may order before (or without) following it.
        const user = await ctx.db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              name: fields.name,
              username,
              email: fields.email,
              passwordHash,
              role: 0,
              image: imageId ? imagePath(imageId) : '',
              createdAt: ctx.now(),
            })
            .returning();
          if (!created) throw new Error('user insert returned no row');
          await sendEmailVerification(ctx, tx, created, origin);
          return created;
        });
        return c.json(
          {
            success: true,
            message: REGISTRATION_SUCCESS_MESSAGE,
            user: await toSessionUser(ctx, user, origin),
          },
          201,
        );
      } catch (error) {
        if (imageId) await ctx.images.delete(imageId);
        const taken = takenMessage(error);
        if (taken) throw new ApiError(409, taken);
        throw error;
      }
    },
  );

  // Validation problems answer 200 {error}: this client only shows `error` from a 200. The rate
  // limit (a 429) is counted before the body is read, and bounds how many usernames an account
  // can probe ("Username is already taken") as well as how many avatars it can have decoded.
  app.put(
    '/user/update',
    documented({
      tag: 'Accounts',
      summary: 'Update the profile (validation problems answer 200 {error})',
      answer: ProfileUpdateResponseSchema,
    }),
    requireUser(ctx),
    profileUpdateLimit(ctx),
    validated('form', ProfileUpdateFieldsSchema, { status: 200 }),
    async (c) => {
      const user = currentUser(c);
      const fail = (message: string) => c.json({ error: message }, 200);
      const fields = c.req.valid('form');
      const name = fields.name ?? user.name;
      const username = fields.username === undefined ? user.username : fields.username;
      if (username && username.toLowerCase() !== (user.username ?? '').toLowerCase()) {
        const [clash] = await ctx.db
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
          .limit(1);
        if (clash && clash.id !== user.id) return fail(USER_MESSAGES.usernameTaken);
      }

      let avatar: CheckedUpload | undefined;
      try {
        [avatar] = await checkUploads(filesNamed(await readForm(c), 'image').slice(0, 1));
      } catch (error) {
        if (error instanceof ApiError) return fail(error.message);
        throw error;
      }
      // A picture the processor refuses (400) or cannot take now (503, Retry-After) answers with
      // its own status: neither is a form field to correct.
      const imageId = avatar
        ? await storeAvatar(avatar, ctx.images, ctx.imageProcessor)
        : undefined;
      try {
        const [updated] = await ctx.db
          .update(users)
          .set({
            name,
            username,
            ...fields.address,
            ...(imageId ? { image: imagePath(imageId) } : {}),
          })
          .where(eq(users.id, user.id))
          .returning();
        if (!updated) throw new ApiError(401, 'Account not found');
        // The previous avatar is nobody else's: drop its bytes.
        const previous = imageIdOfPath(user.image);
        if (imageId && previous) await ctx.images.delete(previous);
        return c.json({
          success: true,
          message: PROFILE_UPDATED_MESSAGE,
          updatedUser: await toSessionUser(ctx, updated, publicOrigin(c, ctx.config)),
        });
      } catch (error) {
        if (imageId) await ctx.images.delete(imageId);
        if (pgErrorCode(error) === UNIQUE_VIOLATION) return fail(USER_MESSAGES.usernameTaken);
        throw error;
      }
    },
  );

  // The same answer whether or not the account exists, and whether or not its own limit let an
  // e-mail go: nothing here tells which addresses have accounts.
  app.post(
    '/forgot-password',
    documented({
      tag: 'Accounts',
      summary: 'E-mail a reset link (the same answer for unknown addresses)',
      answer: AccountMessageResponseSchema,
    }),
    rateLimit(
      ctx,
      (c) => {
        const address = clientAddress(c.req.raw.headers);
        return address
          ? [{ key: `reset:addr:${address}`, limit: limits.passwordResetsPerAddress }]
          : [];
      },
      ACCOUNT_MESSAGES.tooManyResets,
    ),
    validated('json', ForgotPasswordRequestSchema),
    async (c) => {
      // Whatever the work (an e-mail written, or nothing), the answer comes no sooner than this:
      // its timing says nothing of whether the address has an account.
      const answerAt = Date.now() + FORGOT_PASSWORD_ANSWER_MS;
      const [user] = await ctx.db
        .select()
        .from(users)
        .where(eq(users.email, c.req.valid('json').email))
        .limit(1);
      if (user) {
        const verdict = await countAttempt(
          ctx.db,
          [{ key: `reset:acct:${user.id}`, limit: limits.passwordResetsPerAccount }],
          ctx.now(),
        );
        if (verdict.allowed) await startPasswordReset(ctx, user, publicOrigin(c, ctx.config));
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, answerAt - Date.now())));
      return c.json({ success: true, message: ACCOUNT_MESSAGES.resetSent });
    },
  );

  app.post(
    '/reset-password',
    documented({
      tag: 'Accounts',
      summary: 'Set a new password with the e-mailed token',
      answer: AccountMessageResponseSchema,
    }),
    validated('json', ResetPasswordRequestSchema),
    async (c) => {
      const { token, password } = c.req.valid('json');
      const address = clientAddress(c.req.raw.headers);
      await enforce(
        ctx,
        [
          ...(address
            ? [{ key: `reset-try:addr:${address}`, limit: limits.resetTriesPerAddress }]
            : []),
          { key: `reset-try:token:${await sha256Hex(token)}`, limit: limits.resetTriesPerToken },
        ],
        ACCOUNT_MESSAGES.tooManyResetTries,
      );
      if (!(await finishPasswordReset(ctx, token, password)))
        throw new ApiError(400, ACCOUNT_MESSAGES.resetInvalid);
      return c.json({ success: true, message: ACCOUNT_MESSAGES.resetDone });
    },
  );

  app.put(
    '/password',
    documented({
      tag: 'Accounts',
      summary: 'Change the password (other sessions signed out)',
      answer: ChangePasswordResponseSchema,
    }),
    requireUser(ctx),
    rateLimit(
      ctx,
      (c) => [
        { key: `password:acct:${currentUser(c).id}`, limit: limits.passwordChangesPerAccount },
      ],
      ACCOUNT_MESSAGES.tooManyChanges,
    ),
    validated('json', ChangePasswordRequestSchema),
    async (c) => {
      const user = currentUser(c);
      const { currentPassword, newPassword } = c.req.valid('json');
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        throw new ApiError(400, ACCOUNT_MESSAGES.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(newPassword, ctx.config.passwordIterations);
      await setPassword(ctx.db, user.id, passwordHash);
      const [updated] = await ctx.db.select().from(users).where(eq(users.id, user.id)).limit(1);
      if (!updated) throw new ApiError(401, SIGN_IN_REQUIRED_MESSAGE);
      // This session goes on with a fresh token; every other one is signed out.
      return c.json({
        success: true,
        message: ACCOUNT_MESSAGES.changed,
        user: await toSessionUser(ctx, updated, publicOrigin(c, ctx.config)),
      });
    },
  );

  return app;
}
