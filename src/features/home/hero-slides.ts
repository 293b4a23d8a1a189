export interface HeroSlide {
  headline: string;
  tagline: string;
  image: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    headline: 'Classic Elegance',
    tagline: 'Timeless scents that never go out of style.',
    image: '/images/hero-1.webp',
  },
  {
    headline: 'Sensual & Seductive',
    tagline: 'Warm, rich notes for unforgettable evenings.',
    image: '/images/hero-2.webp',
  },
  {
    headline: 'Fresh & Crisp',
    tagline: 'Clean, bright fragrances for every day.',
    image: '/images/hero-3.webp',
  },
  {
    headline: 'Modern Chic',
    tagline: 'Bold signatures for the way you live now.',
    image: '/images/hero-4.webp',
  },
];

/** Next slide index for a horizontal swipe of `dx` pixels, or null when below the threshold. */
export function slideAfterSwipe(
  current: number,
  dx: number,
  count: number,
  threshold: number,
): number | null {
  if (Math.abs(dx) <= threshold || count === 0) return null;
  return dx < 0 ? (current + 1) % count : (current - 1 + count) % count;
}
