import { describe, expect, it } from 'vitest';
import { formatNigerianPhone, normalizeNigerianPhone } from './nigerian-phone';
import { matchState, NIGERIAN_STATES } from './nigerian-states';

describe('normalizeNigerianPhone', () => {
  it('turns every listed local prefix into +234 and the ten digits after the 0', () => {
    for (const prefix of ['070', '080', '081', '090', '091']) {
      expect(normalizeNigerianPhone(`${prefix}12345678`)).toBe(`+234${prefix.slice(1)}12345678`);
    }
  });
  it('ignores spaces and dashes, and keeps +234 numbers', () => {
    expect(normalizeNigerianPhone(' 0803-123 4567 ')).toBe('+2348031234567');
    expect(normalizeNigerianPhone('+234 803 123 4567')).toBe('+2348031234567');
    for (const prefix of ['70', '80', '81', '90', '91']) {
      expect(normalizeNigerianPhone(`+234${prefix}12345678`)).toBe(`+234${prefix}12345678`);
    }
  });
  it('refuses short, long, foreign and other prefixes', () => {
    for (const bad of [
      '0800',
      '080312345678',
      '0603 123 4567',
      '+44 20 7946 0958',
      '2348031234567',
      '+2340000000000',
      '+2346031234567',
      '+234 803 123 456',
      '',
      'phone',
    ]) {
      expect(normalizeNigerianPhone(bad), bad).toBeNull();
    }
    expect(normalizeNigerianPhone(8031234567)).toBeNull();
  });
});

describe('matchState', () => {
  it('lists the 36 states and FCT', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(new Set(NIGERIAN_STATES).size).toBe(37);
  });
  it('matches without regard to case or surrounding spaces, in the listed spelling', () => {
    expect(matchState('  lagos ')).toBe('Lagos');
    expect(matchState('AKWA IBOM')).toBe('Akwa Ibom');
    expect(matchState('fct')).toBe('FCT');
  });
  it('refuses places that are not states', () => {
    expect(matchState('Atlantis')).toBeNull();
    expect(matchState('Abuja')).toBeNull();
    expect(matchState(undefined)).toBeNull();
  });
});

describe('formatNigerianPhone', () => {
  it('groups a stored number as people read it, and leaves anything else alone', () => {
    expect(formatNigerianPhone('+2348031234567')).toBe('+234 803 123 4567');
    expect(formatNigerianPhone('0803 123 4567')).toBe('+234 803 123 4567');
    expect(formatNigerianPhone('12345')).toBe('12345');
  });
});
