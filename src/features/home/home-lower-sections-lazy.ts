import { lazyInPlace } from '../../app/lazy-in-place';

/**
 * Home's sections far below the fold on every screen (reviews, blog cards, shop by gender, the
 * recently viewed strip): their code is not in the page's first load, and the browser hydrates
 * them once their chunk has arrived. The server's home loader preloads them, and draws them in
 * place (see lazyInPlace).
 */
const lowerSections = lazyInPlace(() =>
  import('./home-lower-sections').then((module) => module.HomeLowerSections),
);

export const HomeLowerSections = lowerSections.Component;

/** Loads the sections' module, so the next render draws them in place (the server's loader). */
export const preloadHomeLowerSections = lowerSections.preload;
