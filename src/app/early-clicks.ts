import { browserStateDrawn } from './hydration-done';

/** On <html> once a server-rendered page has hydrated and its early taps are repeated. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

declare global {
  interface Window {
    /** Set by public/start-after-paint.js: the buttons tapped before the app ran, in order. */
    takeEarlyClicks?: () => HTMLButtonElement[];
  }
}

/**
 * Repeats the taps a shopper made on the server's buttons before the app ran (kept by
 * public/start-after-paint.js), once React has hydrated them and the page shows this browser's
 * state (its cart, its session): a tap on Add to cart while the app's code was still on its way
 * is not lost. Each button once, in the order first tapped: taps repeated on a button that did
 * nothing are one shopper's impatience, not two orders. A button gone or disabled since is
 * skipped.
 *
 * Call it just before hydrating: it stops the keeping at once, because from hydrateRoot on React
 * answers taps itself (it hydrates the tapped part first), and a tap kept too would count twice.
 */
export async function replayEarlyClicks(): Promise<void> {
  const buttons = new Set(window.takeEarlyClicks?.() ?? []);
  await browserStateDrawn;
  for (const button of buttons) {
    if (button.isConnected && !button.disabled) button.click();
  }
  // The page answers from here on (the journeys wait for this before they act on it).
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}
