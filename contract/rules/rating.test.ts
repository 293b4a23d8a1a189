import { describe, it, expect } from 'vitest';
import { NO_RATING_LABEL, ratingStars } from './rating';

describe('ratingStars', () => {
  it('shows a half star at exactly .5', () => {
    expect(ratingStars(3.5)).toEqual({ full: 3, half: true, empty: 1, label: null });
  });
  it('shows no half star below .5', () => {
    expect(ratingStars(3.49)).toEqual({ full: 3, half: false, empty: 2, label: null });
  });
  it('shows five full stars for 5', () => {
    expect(ratingStars(5)).toEqual({ full: 5, half: false, empty: 0, label: null });
  });
  it('clamps ratings above 5', () => {
    expect(ratingStars(7.8)).toEqual({ full: 5, half: false, empty: 0, label: null });
  });
  it.each([0, -1, Number.NaN, null, undefined])('shows "No rating" for %s', (value) => {
    expect(ratingStars(value)).toEqual({ full: 0, half: false, empty: 5, label: NO_RATING_LABEL });
  });
  it('shows a lone half star for 0.5', () => {
    expect(ratingStars(0.5)).toEqual({ full: 0, half: true, empty: 4, label: null });
  });
  it('uses the spec text', () => {
    expect(NO_RATING_LABEL).toBe('No rating');
  });
});
