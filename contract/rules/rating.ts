import { MAX_RATING } from '../constants';

export const NO_RATING_LABEL = 'No rating';

export interface RatingStars {
  readonly full: number;
  readonly half: boolean;
  /** Stars left to draw as empty outlines so the row always has five. */
  readonly empty: number;
  /** 'No rating' when unrated, null when stars should be drawn. */
  readonly label: typeof NO_RATING_LABEL | null;
}

const UNRATED: RatingStars = { full: 0, half: false, empty: MAX_RATING, label: NO_RATING_LABEL };

/** Whole stars plus a half star when the fraction is at least .5; capped at 5. */
export function ratingStars(avg: number | null | undefined): RatingStars {
  if (typeof avg !== 'number' || !Number.isFinite(avg) || avg <= 0) return UNRATED;
  const value = Math.min(avg, MAX_RATING);
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return { full, half, empty: MAX_RATING - full - (half ? 1 : 0), label: null };
}
