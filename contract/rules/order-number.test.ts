import { describe, expect, it } from 'vitest';
import { shortOrderNumber } from './order-number';

describe('short order number', () => {
  it('is the last 8 characters of the id, upper case', () => {
    expect(shortOrderNumber('3f2b9c1e-8a4d-4c2e-9b1a-7d6e5f4a3b2c')).toBe('7D6E5F4A3B2C'.slice(-8));
    expect(shortOrderNumber('3f2b9c1e-8a4d-4c2e-9b1a-7d6e5f4a3b2c')).toBe('5F4A3B2C');
  });
});
