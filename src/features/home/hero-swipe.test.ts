import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX } from '../../../contract/constants';
import { HERO_SLIDES } from '../../../contract/hero-slides';
import { slideAfterSwipe } from './hero-swipe';

describe('hero swipe', () => {
  it('moves only for swipes longer than 40 px, wrapping at both ends', () => {
    expect(HERO_SLIDES.map((s) => s.headline)).toEqual([
      'Classic Elegance',
      'Sensual & Seductive',
      'Fresh & Crisp',
      'Modern Chic',
    ]);
    expect(slideAfterSwipe(0, -SWIPE_THRESHOLD_PX, 4, SWIPE_THRESHOLD_PX)).toBeNull();
    expect(slideAfterSwipe(0, -41, 4, SWIPE_THRESHOLD_PX)).toBe(1);
    expect(slideAfterSwipe(0, 41, 4, SWIPE_THRESHOLD_PX)).toBe(3);
    expect(slideAfterSwipe(3, -100, 4, SWIPE_THRESHOLD_PX)).toBe(0);
  });
});
