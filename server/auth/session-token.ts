import { SignJWT, jwtVerify } from 'jose';

const ALG = 'HS256';

export interface SessionClaims {
  userId: string;
  role: number;
  /** The account's token version when signed: a token of an older one is refused (guards.ts). */
  tokenVersion: number;
}

export interface SessionTokens {
  sign(claims: SessionClaims): Promise<string>;
  /** null for anything that is not a valid, unexpired token of ours. */
  verify(token: string): Promise<SessionClaims | null>;
}

export function createSessionTokens(options: {
  secret: string;
  ttlSeconds: number;
  now: () => Date;
}): SessionTokens {
  const key = new TextEncoder().encode(options.secret);
  const nowSeconds = () => Math.floor(options.now().getTime() / 1000);
  return {
    async sign({ userId, role, tokenVersion }) {
      const iat = nowSeconds();
      return (
        new SignJWT({ role, tv: tokenVersion })
          .setProtectedHeader({ alg: ALG })
          .setSubject(userId)
          // Each session its own token, even two sign-ins in one second: a logout revokes one.
          .setJti(crypto.randomUUID())
          .setIssuedAt(iat)
          .setExpirationTime(iat + options.ttlSeconds)
          .sign(key)
      );
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALG],
          currentDate: options.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload['role'] !== 'number') return null;
        // Tokens signed before versions existed carry none: version 0, every account's first.
        const tv = payload['tv'] ?? 0;
        if (typeof tv !== 'number') return null;
        return { userId: payload.sub, role: payload['role'], tokenVersion: tv };
      } catch {
        return null;
      }
    },
  };
}
