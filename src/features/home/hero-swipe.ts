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
