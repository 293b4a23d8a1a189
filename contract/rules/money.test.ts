import { describe, expect, it } from 'vitest';
import { koboToNaira, lineAmount, nairaToKobo } from './money';
import { amountLess, sumNaira } from './money-totals';

describe('nairaToKobo', () => {
  it('converts to whole kobo without float drift', () => {
    expect(nairaToKobo(19999.99)).toBe(1999999);
    expect(nairaToKobo(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
    expect(nairaToKobo(3 * 19999.99)).toBe(5999997);
    expect(nairaToKobo(2000)).toBe(200000);
    expect(nairaToKobo(12345678.9)).toBe(1234567890);
    expect(nairaToKobo(0)).toBe(0);
  });

  it('rounds half a kobo up, as the amount is written', () => {
    expect(nairaToKobo(1.005)).toBe(101); // 1.005 * 100 is 100.49999999999999
    expect(nairaToKobo(0.005)).toBe(1);
    expect(nairaToKobo(0.004)).toBe(0);
    expect(nairaToKobo(10.125)).toBe(1013);
    expect(nairaToKobo(1e-7)).toBe(0);
  });

  it('refuses amounts no gateway should see', () => {
    for (const bad of [-1, -0.01, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 2 ** 53]) {
      expect(() => nairaToKobo(bad)).toThrow(RangeError);
    }
  });

  it('goes back to the same naira amount', () => {
    for (const naira of [19999.99, 0.01, 2000, 123456.78]) {
      expect(koboToNaira(nairaToKobo(naira))).toBe(naira);
    }
  });
});

describe('arithmetic on naira amounts', () => {
  it('multiplies a line in kobo', () => {
    expect(lineAmount(19999.99, 3)).toBe(59999.97);
    expect(lineAmount(0.1, 3)).toBe(0.3);
    expect(lineAmount(15000, 0)).toBe(0);
  });

  it('subtracts in kobo, never below nothing', () => {
    expect(amountLess(301999.99, 2000)).toBe(299999.99);
    expect(amountLess(0.3, 0.1)).toBe(0.2);
    expect(amountLess(1000, 2000)).toBe(0);
  });

  it('adds in kobo', () => {
    expect(sumNaira([0.1, 0.2])).toBe(0.3);
    expect(sumNaira([])).toBe(0);
  });
});
