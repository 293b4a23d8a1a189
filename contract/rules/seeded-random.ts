/**
 * mulberry32: a tiny 32-bit generator, good enough to shuffle a catalogue. A seed stands for a
 * whole order, so the server can shuffle, send only the seed, and the browser shuffle the same
 * catalogue into the same order.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fresh seed (an unsigned 32-bit integer), for a new order. */
export function randomSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 4294967296) >>> 0;
}
