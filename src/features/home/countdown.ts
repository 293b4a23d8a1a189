/** Milliseconds from `now` to the next local midnight (00:00:00 of the following day). */
export function msUntilNextLocalMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, 0);
  return Math.max(0, midnight.getTime() - now.getTime());
}

export interface CountdownParts {
  hours: string;
  minutes: string;
  seconds: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Whole seconds left, split into zero-padded hh, mm, ss. */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    hours: two(Math.floor(total / 3600)),
    minutes: two(Math.floor((total % 3600) / 60)),
    seconds: two(total % 60),
  };
}
