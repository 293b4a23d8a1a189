import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { apiErrorMessage, firstIssueMessage } from './errors';

describe('firstIssueMessage', () => {
  it('returns the first issue message', () => {
    const result = z
      .object({ a: z.string('A is required'), b: z.string('B is required') })
      .safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe('A is required');
  });
  it('falls back when there are no issues', () => {
    expect(firstIssueMessage({ issues: [] })).toBe('Invalid input');
  });
});

describe('apiErrorMessage', () => {
  it('reads both failure body shapes', () => {
    expect(apiErrorMessage({ error: 'Not found' })).toBe('Not found');
    expect(apiErrorMessage('Name is required')).toBe('Name is required');
  });
  it('returns null for anything else', () => {
    expect(apiErrorMessage({ success: true })).toBeNull();
    expect(apiErrorMessage(null)).toBeNull();
    expect(apiErrorMessage('')).toBeNull();
    expect(apiErrorMessage({ error: 42 })).toBeNull();
  });
});
