import { describe, it, expect } from 'vitest';
import {
  NAV_BRANDS,
  PRICE_BUCKET_OPTIONS,
  PRODUCT_BRANDS,
  SIZES,
  SORT_OPTIONS,
  isAdminRole,
} from './enums';

describe('enums', () => {
  it('lists the sort options in display order with their labels', () => {
    expect(SORT_OPTIONS.map((o) => `${o.value}=${o.label}`)).toEqual([
      'BestSeller=Best Seller',
      'A-Z=Alphabetically A-Z',
      'Z-A=Alphabetically Z-A',
      'LowToHigh=Price low to high',
      'HighToLow=Price high to low',
      'oldToNew=Date old to new',
      'newToOld=Date new to old',
    ]);
  });
  it('labels the price buckets', () => {
    expect(PRICE_BUCKET_OPTIONS.map((o) => o.label)).toEqual([
      'Under ₦10,000',
      '₦10,000 - ₦50,000',
      '₦50,000+',
    ]);
  });
  it('keeps the spec spellings of brands', () => {
    expect(PRODUCT_BRANDS).toContain('Lataffa');
    expect(PRODUCT_BRANDS).toContain('Jimmy Choo');
    expect(NAV_BRANDS).toHaveLength(16);
    expect(NAV_BRANDS).toContain('jimmy Choo');
    expect(NAV_BRANDS).toContain('Lattafa');
  });
  it('keeps sizes as strings with their trailing zero', () => {
    expect(SIZES).toEqual(['2.3', '3.4', '5.0', '6.3']);
  });
  it('recognises only role 1 as admin', () => {
    expect(isAdminRole(1)).toBe(true);
    expect(isAdminRole(0)).toBe(false);
    expect(isAdminRole('1')).toBe(false);
  });
});
