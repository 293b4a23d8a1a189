import { createElement, lazy, type ComponentType } from 'react';
import { LateHydrationRegion } from './late-hydration-region';

/**
 * A component whose code is not in the page's first load, which the server still draws in place.
 *
 * In the browser it is React.lazy: its chunk is fetched on first render, and a server-rendered
 * part stays as the server's HTML until it has arrived, then hydrates. React.lazy alone suspends
 * on its first render on the server too, which then streams the part after the page in a hidden
 * block that only an inline script reveals, which a browser with JavaScript off (Opera Mini's
 * data saver, a crawler) never runs. So once `preload` has loaded the module (the server does
 * before it renders), React gets the component without a wait and draws it in the same pass.
 *
 * Taps on its buttons before it has hydrated are kept and repeated (LateHydrationRegion).
 *
 * Only for a part whose code is worth the wait: the footer, loaded so, hydrated in the same late
 * task as home's lower sections, and home's TBT rose from 7–137 to 157–353 ms in interleaved
 * Lighthouse runs, for 0.8 KB less in the first load.
 */
export function lazyInPlace<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const loadModule = async () => {
    const Loaded = await load();
    // Drawn inside a region whose buttons keep their taps until it has hydrated.
    loaded ??= (props: Props) =>
      createElement(LateHydrationRegion, null, createElement(Loaded, props));
    return { default: loaded };
  };
  const Component = lazy((): Promise<{ default: ComponentType<Props> }> => {
    if (!loaded) return loadModule();
    const module = { default: loaded };
    // A thenable that answers at once: React.lazy renders the component in this same pass.
    const settled = { then: (resolve: (value: typeof module) => void) => resolve(module) };
    return settled as unknown as Promise<typeof module>;
  });
  return {
    Component,
    /** Loads the module, so the next render draws the component in place. */
    preload: async (): Promise<void> => {
      await loadModule();
    },
  };
}
