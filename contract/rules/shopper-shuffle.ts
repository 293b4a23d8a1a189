/**
 * The orders the shuffled listing (/all-fragrances) may take. Each shopper gets one, kept in the
 * `shuffle` cookie (server/pages/page-cache.ts sets it with their first listing page, or the app
 * does: src/features/catalogue/shopper-shuffle-seed.ts), so their listing keeps its order across
 * page links, filters, reloads and the hand-over from the server's page to the app: page 2 never
 * repeats page 1. The spec's shuffle stays (a new shopper gets one order at random), and the
 * server keeps one rendering per order and page, whoever asks.
 */
export const SHUFFLE_SEEDS = [0x9e3779b9, 0x85ebca6b, 0xc2b2ae35, 0x27d4eb2f] as const;

/**
 * The cookie that names the shopper's order: for the whole site, sent with top-level links from
 * other sites too (Lax), gone when the browser session ends (the next visit is shuffled anew).
 * Read by the app, so not HttpOnly; it says nothing about the shopper.
 */
export const SHUFFLE_COOKIE = { name: 'shuffle', path: '/', sameSite: 'Lax' } as const;

/** The order a cookie's value names (an index of SHUFFLE_SEEDS); undefined for anything else. */
export function shuffleIndexOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d$/.test(value)) return undefined;
  const index = Number(value);
  return index < SHUFFLE_SEEDS.length ? index : undefined;
}

/** A new shopper's order, at random. */
export function randomShuffleIndex(random: () => number = Math.random): number {
  return Math.min(SHUFFLE_SEEDS.length - 1, Math.floor(random() * SHUFFLE_SEEDS.length));
}
