/**
 * Fisher–Yates shuffle into a new array. `random` must return values in
 * [0, 1) like Math.random; inject a seeded one for deterministic tests.
 */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    // Clamped so a random() that returns exactly 1 cannot index past i.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}
