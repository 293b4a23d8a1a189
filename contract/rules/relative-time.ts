// "3 minutes ago" for order cards. Pure: the caller passes "now" so tests and
// renders agree on the clock.

const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
  ['second', 1],
];

const FORMAT = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** Largest whole unit between the two instants; a future time (clock skew) reads as 'now'. */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (seconds < 10) return FORMAT.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return FORMAT.format(-Math.floor(seconds / size), unit);
  }
  return FORMAT.format(0, 'second');
}
