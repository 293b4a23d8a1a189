import { SignJWT, jwtVerify } from 'jose';

const ALG = 'HS256';

export interface SessionClaims {
  userId: string;
  role: number;
  /** The account's token version when signed: a token of an older one is refused (guards.ts). */
  tokenVersion: number;
}

/** A verified token: its claims, and what names this one session (a logout revokes it by `jti`). */
export interface VerifiedSession extends SessionClaims {
  jti: string;
  expiresAt: Date;
}

export interface SessionTokens {
  sign(claims: SessionClaims): Promise<string>;
  /** null for anything that is not a valid, unexpired token of ours. */
  verify(token: string): Promise<VerifiedSession | null>;
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
        // The session is named by its jti, never by the token's text: jose decodes base64url
        // leniently, so several spellings of one token verify alike. Every token signed since
        // logout existed carries a jti and an exp; one without cannot be revoked, so it is refused.
        if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
        return {
          userId: payload.sub,
          role: payload['role'],
          tokenVersion: tv,
          jti: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
