import { describe, expect, it } from 'vitest';
import { SIZES } from '../enums';
import { bottleSize } from './bottle-size';

describe('bottleSize', () => {
  it('shows millilitres first, rounded as bottles are labelled, with the ounces after', () => {
    expect(SIZES.map(bottleSize)).toEqual([
      '70 ml (2.3 oz)',
      '100 ml (3.4 oz)',
      '150 ml (5.0 oz)',
      '185 ml (6.3 oz)',
    ]);
  });
  it('shows a size that is no number as it is', () => {
    expect(bottleSize('')).toBe('');
    expect(bottleSize('Travel')).toBe('Travel');
  });
});
