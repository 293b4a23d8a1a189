import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2025-06-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('says now for the last few seconds and for a future time', () => {
    expect(relativeTime(ago(3), now)).toBe('now');
    expect(relativeTime(ago(-120), now)).toBe('now');
  });

  it('uses the largest whole unit', () => {
    expect(relativeTime(ago(42), now)).toBe('42 seconds ago');
    expect(relativeTime(ago(3 * 60 + 20), now)).toBe('3 minutes ago');
    expect(relativeTime(ago(2 * 3600), now)).toBe('2 hours ago');
    expect(relativeTime(ago(36 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86400), now)).toBe('3 days ago');
    expect(relativeTime(ago(400 * 86400), now)).toBe('last year');
  });

  it('accepts ISO strings and survives bad input', () => {
    expect(relativeTime(ago(60).toISOString(), now)).toBe('1 minute ago');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
