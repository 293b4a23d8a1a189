// The home page's hero slides, drawn by the carousel.

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
