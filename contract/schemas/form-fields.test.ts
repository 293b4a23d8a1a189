import { describe, expect, it } from 'vitest';
import { numberPart } from './form-fields';

describe('numberPart', () => {
  it.each([
    ['12', 12],
    ['-3.5', -3.5],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['+2E-2', 0.02],
  ])('reads %s as a number', (text, value) => {
    expect(numberPart(text)).toBe(value);
  });

  it.each(['0x10', '1.2.3', 'abc', '1e', '', '--1'])('passes %s on unread', (text) => {
    expect(typeof numberPart(text)).not.toBe('number');
  });

  it('refuses a 50,000-character near-number quickly (no backtracking blow-up)', () => {
    const input = `${'1'.repeat(50_000)}x`;
    const started = performance.now();
    expect(numberPart(input)).toBe(input);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
