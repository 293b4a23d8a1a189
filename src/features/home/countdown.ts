export interface CountdownParts {
  hours: string;
  minutes: string;
  seconds: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Whole seconds left, split into zero-padded hh, mm, ss (hours may pass 99 for a long sale). */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    hours: two(Math.floor(total / 3600)),
    minutes: two(Math.floor((total % 3600) / 60)),
    seconds: two(total % 60),
  };
}
