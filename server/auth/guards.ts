import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { ROLE_ADMIN } from '../../contract/enums';
import type { ApiContext, ApiEnv, UserRow } from '../api-context';
import { users } from '../db/schema';
import { guardDocumented } from '../openapi/route-docs';
import { ApiError } from '../wire/api-error';
import { isUuid } from '../wire/ids';
import type { VerifiedSession } from './session-token';
import { isRevoked } from './token-revocation';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue';
export const ADMIN_REQUIRED_MESSAGE = 'Admins only';

// Clients send `Bearer ` and `Bearer undefined` when logged out: both simply mean "no token".
function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  if (!token || token === 'undefined' || token === 'null') return null;
  return token;
}

/** The request's bearer token, for a route that acts on the session itself (logout). */
export function sessionToken(c: Context): string | null {
  return bearerToken(c.req.header('authorization'));
}

/** The verified session behind the request's bearer token (a require* guard has passed it). */
export async function currentSession(ctx: ApiContext, c: Context): Promise<VerifiedSession | null> {
  const token = sessionToken(c);
  return token ? ctx.tokens.verify(token) : null;
}

/**
 * The user behind the request's bearer token, or null for no, a bad, an expired or a signed-out
 * token.
 */
async function resolveUser(ctx: ApiContext, c: Context): Promise<UserRow | null> {
  const token = sessionToken(c);
  if (!token) return null;
  const claims = await ctx.tokens.verify(token);
  if (!claims || !isUuid(claims.userId)) return null;
  if (await isRevoked(ctx, claims, token)) return null;
  // Read from the database rather than trusting the token's role: a demoted or deleted account
  // loses access at once, and a token from before a password change is refused.
  const [user] = await ctx.db.select().from(users).where(eq(users.id, claims.userId)).limit(1);
  return user && !user.deletedAt && user.tokenVersion === claims.tokenVersion ? user : null;
}

/** Public routes: a visitor and a bad bearer are treated alike. */
export function optionalUser(ctx: ApiContext): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    c.set('user', await resolveUser(ctx, c));
    await next();
  };
}

// Each guard documents what it asks of a caller (a bearer token; 401, 403) on every route it
// guards, so the OpenAPI document says it once, where the rule is.
export function requireUser(ctx: ApiContext): MiddlewareHandler<ApiEnv> {
  return guardDocumented('user', async (c, next) => {
    const user = await resolveUser(ctx, c);
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED_MESSAGE);
    c.set('user', user);
    await next();
  });
}

export function requireAdmin(ctx: ApiContext): MiddlewareHandler<ApiEnv> {
  return guardDocumented('admin', async (c, next) => {
    const user = await resolveUser(ctx, c);
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED_MESSAGE);
    if (user.role !== ROLE_ADMIN) throw new ApiError(403, ADMIN_REQUIRED_MESSAGE);
    c.set('user', user);
    await next();
  });
}

/** The user a require* guard put on the context. */
export function currentUser(c: Context<ApiEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw new ApiError(401, SIGN_IN_REQUIRED_MESSAGE);
  return user;
}
