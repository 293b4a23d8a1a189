import type { SessionUser } from '../../contract/schemas/user';
import type { ApiContext, UserRow } from '../api-context';
import { absoluteImageUrl } from '../../contract/image-origin';

/**
 * The login/register/update `user` object: profile fields plus a fresh session token. The avatar
 * is stored as a path and answered as an absolute URL for `origin`.
 */
export async function toSessionUser(
  ctx: ApiContext,
  user: UserRow,
  origin: string,
): Promise<SessionUser> {
  return {
    _id: user.id,
    name: user.name,
    username: user.username ?? '',
    email: user.email,
    role: user.role,
    address: { street: user.street, city: user.city, state: user.state, zip: user.zip },
    image: absoluteImageUrl(user.image, origin),
    emailVerified: user.emailVerifiedAt !== null,
    token: await ctx.tokens.sign({
      userId: user.id,
      role: user.role,
      tokenVersion: user.tokenVersion,
    }),
  };
}
