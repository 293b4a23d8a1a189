import { describe, it, expect } from 'vitest';
import { formatNaira } from './currency';

describe('formatNaira', () => {
  it.each([
    [12500, '₦12,500.00'],
    [0, '₦0.00'],
    [1234567.891, '₦1,234,567.89'],
    [999.995, '₦1,000.00'],
    [2000, '₦2,000.00'],
    [0.5, '₦0.50'],
  ])('%d → %s', (amount, text) => {
    expect(formatNaira(amount)).toBe(text);
  });
  it('puts the minus sign before the symbol', () => {
    expect(formatNaira(-2500)).toBe('-₦2,500.00');
  });
  it('never shows a negative zero', () => {
    expect(formatNaira(-0)).toBe('₦0.00');
    expect(formatNaira(-0.001)).toBe('₦0.00');
  });
  it('renders non-finite amounts as zero', () => {
    expect(formatNaira(Number.NaN)).toBe('₦0.00');
    expect(formatNaira(Number.POSITIVE_INFINITY)).toBe('₦0.00');
  });
});
