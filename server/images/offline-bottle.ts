import { bottleSvg } from './bottle-drawing';

/**
 * The drawing the offline app shows for a product image it never fetched
 * (public/images/offline-bottle.svg, precached; src/sw.ts): the server's placeholder bottle for
 * a product with no name of its own.
 */
export function offlineBottleSvg(): string {
  return bottleSvg({ brand: '', name: 'FragranceHub', view: 'front' });
}
