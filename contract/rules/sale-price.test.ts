import { describe, expect, it } from 'vitest';
import { activeSale, chargedPrice, salePrice } from './sale-price';

const endsAt = '2025-05-10T23:00:00.000Z';
const before = new Date('2025-05-10T22:59:59.999Z');
const after = new Date(endsAt);

describe('salePrice', () => {
  it('takes percentOff off the price, to the kobo', () => {
    expect(salePrice(50000, 20)).toBe(40000);
    expect(salePrice(19.99, 15)).toBe(16.99); // 16.9915
    expect(salePrice(12345.67, 33)).toBe(8271.6); // 8271.5989
    expect(salePrice(5000.5, 90)).toBe(500.05);
  });

  it('rounds half a kobo up, free of floating-point drift', () => {
    expect(salePrice(0.01, 50)).toBe(0.01); // 0.005
    expect(salePrice(1.01, 50)).toBe(0.51); // 0.505, which 1.01 * 0.5 misses
    expect(salePrice(100.1, 5)).toBe(95.1); // 95.095
  });
});

describe('activeSale and chargedPrice', () => {
  const product = { price: 50000, sale: { price: 40000, percentOff: 20, endsAt } };

  it('charge the sale price until endsAt, then the price', () => {
    expect(activeSale(product, before)).toEqual(product.sale);
    expect(chargedPrice(product, before)).toBe(40000);
    expect(activeSale(product, after)).toBeNull();
    expect(chargedPrice(product, after)).toBe(50000);
  });

  it('charge the price of a product on no sale, or kept by an older install', () => {
    expect(chargedPrice({ price: 50000, sale: null }, before)).toBe(50000);
    expect(chargedPrice({ price: 50000 }, before)).toBe(50000);
    const kept = { price: 50000 };
    expect(activeSale(kept, before)).toBeNull();
  });

  it('ignore a sale whose end is not a time', () => {
    expect(chargedPrice({ price: 50000, sale: { ...product.sale, endsAt: 'soon' } }, before)).toBe(
      50000,
    );
  });
});
