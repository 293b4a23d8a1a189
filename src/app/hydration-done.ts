import { useEffect } from 'react';
import { useAfterHydration } from '../state/after-hydration';

let markDone: () => void = () => undefined;
// Per app (its QueryClient): tests render several apps in one page.
const renderedApps = new WeakSet<object>();

/** True once the app's first render has committed (hydrated, or drawn by the browser alone). */
export const firstRenderDone = (app: object) => renderedApps.has(app);

/**
 * Resolves once React has hydrated the server's HTML (the root's first effects have run). Never
 * resolves on a page drawn by the browser alone, so only wait for it where '$_TSR' is on window.
 */
export const hydrationDone = new Promise<void>((resolve) => {
  markDone = resolve;
});

/** Rendered once near the root: its effect runs after the hydration render has committed. */
export function useMarkHydrationDone(app: object): void {
  useEffect(() => {
    renderedApps.add(app);
    markDone();
  }, [app]);
}

let markDrawn: () => void = () => undefined;

/**
 * Resolves once the page shows this browser's own state (its cart, its session): the switch
 * from the server's values (useAfterHydration) is a transition that commits after hydration.
 */
export const browserStateDrawn = new Promise<void>((resolve) => {
  markDrawn = resolve;
});

/**
 * Rendered once near the root, as a leaf of its own: its switch commits with those of the other
 * components. (In the root component itself, the synchronous redraw that follows hydration for
 * every reader of useAfterHydration would take the whole app with it: one long task.)
 */
export function BrowserStateDrawnMark(): null {
  const drawn = useAfterHydration();
  useEffect(() => {
    if (drawn) markDrawn();
  }, [drawn]);
  return null;
}
