import { lazyInPlace } from './lazy-in-place';

/**
 * The footer is below the fold on every page: its code (links, contact, the install and Data
 * Saver offers) is not in the first load. The browser hydrates it once its chunk has arrived; the
 * server preloads it before its first page, and draws it in place (see lazyInPlace).
 */
const siteFooter = lazyInPlace(() => import('./site-footer').then((module) => module.SiteFooter));

export const SiteFooter = siteFooter.Component;

/** Loads the footer's module, so every page the server renders draws it in place. */
export const preloadSiteFooter = siteFooter.preload;
