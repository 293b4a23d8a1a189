import { describe, expect, it } from 'vitest';
import { isPaymentReference, newPaymentReference } from './reference';

const ORDER_ID = '3f2a9c1b-7d4e-4c1a-9b2f-0e8d7c6b5a49';

describe('payment references', () => {
  it('uses only the characters Paystack accepts and names the order', () => {
    const reference = newPaymentReference(ORDER_ID);
    expect(reference).toMatch(/^fh-3f2a9c1b-[a-z2-9]{16}$/);
    expect(isPaymentReference(reference)).toBe(true);
  });

  it('is new for every attempt', () => {
    const references = new Set(Array.from({ length: 1000 }, () => newPaymentReference(ORDER_ID)));
    expect(references.size).toBe(1000);
  });

  it('drops characters of an odd order id rather than sending them', () => {
    expect(newPaymentReference('a_b/c d')).toMatch(/^fh-abcd-[a-z2-9]{16}$/);
    expect(newPaymentReference('')).toMatch(/^fh-[a-z2-9]{16}$/);
  });

  it('recognises only references Paystack could hold', () => {
    expect(isPaymentReference('fh-abc.1=2')).toBe(true);
    for (const bad of ['', 'fh_abc', 'fh abc', '../x', 'a'.repeat(101), 42, null]) {
      expect(isPaymentReference(bad)).toBe(false);
    }
  });
});
