import { describe, expect, it } from 'vitest';
import { z } from './zod';

describe('the contract’s zod', () => {
  it('is jitless, so no host probes `new Function` (a CSP violation in the browser)', () => {
    expect(z.config().jitless).toBe(true);
  });
});
