import { lazy, type ComponentType } from 'react';

type Sections = ComponentType;

let loaded: Sections | undefined;

const load = (): Promise<{ default: Sections }> =>
  import('./home-lower-sections').then((module) => {
    loaded = module.HomeLowerSections;
    return { default: module.HomeLowerSections };
  });

/**
 * Home's sections far below the fold on every screen (reviews, blog cards, shop by gender, the
 * recently viewed strip): their code is not in the page's first load, and the browser hydrates
 * them once their chunk has arrived. Once the module is loaded (on the server, by the home
 * route's loader), React gets it without a wait and renders the sections in place: React.lazy
 * alone suspends on its first render, and the server then streams the sections after the page in
 * a hidden block that only an inline script reveals, which a browser with JavaScript off (Opera
 * Mini's data saver, a crawler) never runs.
 */
export const HomeLowerSections = lazy((): Promise<{ default: Sections }> => {
  if (!loaded) return load();
  const module = { default: loaded };
  // A thenable that answers at once: React.lazy renders the component in this same pass.
  const settled = { then: (resolve: (value: typeof module) => void) => resolve(module) };
  return settled as unknown as Promise<typeof module>;
});

/** Loads the sections' module, so the next render draws them in place (the server's loader). */
export async function preloadHomeLowerSections(): Promise<void> {
  await load();
}
