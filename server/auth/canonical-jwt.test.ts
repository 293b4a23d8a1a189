import { describe, expect, it } from 'vitest';
import { canonicalJwt } from './canonical-jwt';
import { createSessionTokens } from './session-token';

describe('canonicalJwt', () => {
  it('gives every lenient spelling of a token the spelling jose wrote', async () => {
    const tokens = createSessionTokens({
      secret: 'canonical-jwt-test-secret-0123456789abcdef',
      ttlSeconds: 60,
      now: () => new Date(),
    });
    const token = await tokens.sign({ userId: crypto.randomUUID(), role: 0, tokenVersion: 0 });
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const variant = token.slice(0, -1) + alphabet.charAt(alphabet.indexOf(token.slice(-1)) ^ 3);
    expect(variant).not.toBe(token);
    expect(await tokens.verify(variant)).not.toBeNull();
    expect(canonicalJwt(token)).toBe(token);
    expect(canonicalJwt(variant)).toBe(token);
  });

  it('answers null for what is not three base64url segments', () => {
    expect(canonicalJwt('a.b')).toBeNull();
    expect(canonicalJwt('a.b.c!')).toBeNull();
    expect(canonicalJwt('a.b.c')).toBeNull();
  });
});
