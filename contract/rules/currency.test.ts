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
  it('writes every amount as the en-NG number format does', () => {
    const intl = new Intl.NumberFormat('en-NG', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [0.01, 0.1, 9.99, 10, 99.5, 100, 999.99, 1000, 1000.01, 12345.67, 1e22];
    for (let i = 0; i < 2000; i++) amounts.push(Math.round(Math.random() * 10 ** (i % 12)) / 100);
    for (const amount of amounts) {
      const rounded = Math.round(amount * 100) / 100;
      expect(formatNaira(amount), String(amount)).toBe(`₦${intl.format(rounded)}`);
    }
  });
  it('renders non-finite amounts as zero', () => {
    expect(formatNaira(Number.NaN)).toBe('₦0.00');
    expect(formatNaira(Number.POSITIVE_INFINITY)).toBe('₦0.00');
  });
});
