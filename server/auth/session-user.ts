import type { SessionUser } from '../../contract/schemas/user';
import type { ApiContext, UserRow } from '../api-context';

/** The login/register/update `user` object: profile fields plus a fresh session token. */
export async function toSessionUser(ctx: ApiContext, user: UserRow): Promise<SessionUser> {
  return {
    _id: user.id,
    name: user.name,
    username: user.username ?? '',
    email: user.email,
    role: user.role,
    address: { street: user.street, city: user.city, state: user.state, zip: user.zip },
    image: user.image,
    token: await ctx.tokens.sign({ userId: user.id, role: user.role }),
  };
}
