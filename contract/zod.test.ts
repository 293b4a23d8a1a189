import { describe, expect, it } from 'vitest';
import { z } from './zod';

describe('the contract’s zod', () => {
  it('is jitless, so no host probes `new Function` (a CSP violation in the browser)', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('words a check without its own message in English (zod/mini alone says "Invalid input")', () => {
    const parsed = z.string().check(z.minLength(3)).safeParse('ab');
    expect(parsed.error?.issues[0]?.message).toBe(
      'Too small: expected string to have >=3 characters',
    );
  });
});
