import { describe, expect, it } from 'vitest';
import { randomShuffleIndex, SHUFFLE_SEEDS } from '../../contract/rules/shopper-shuffle';
import { shuffleCookie, shuffleIndexFromCookies } from './shuffle-cookie';

describe("the shopper's listing order", () => {
  it('is read back from the cookie it is kept in, among others', () => {
    for (const index of SHUFFLE_SEEDS.keys()) {
      const [pair] = shuffleCookie(index).split(';');
      expect(shuffleIndexFromCookies(`auth=x; ${pair}; other=1`)).toBe(index);
    }
  });

  it('is none for a missing, forged or out-of-range cookie', () => {
    for (const cookies of [
      null,
      '',
      'other=1',
      'shuffle=',
      'shuffle=4',
      'shuffle=-1',
      'shuffle=01',
      'shuffle=1e0',
      'shuffle=%31%32',
    ]) {
      expect(shuffleIndexFromCookies(cookies)).toBeUndefined();
    }
  });

  it('is one of the orders for any random draw, the last included', () => {
    expect(randomShuffleIndex(() => 0)).toBe(0);
    expect(randomShuffleIndex(() => 0.9999999)).toBe(SHUFFLE_SEEDS.length - 1);
  });
});
