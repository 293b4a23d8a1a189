import { browserStateDrawn } from './hydration-done';

/** On <html> once a server-rendered page has hydrated and its early taps are repeated. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Marks a part hydrated after the page (a lazily loaded one): taps in it wait for it. */
export const LATE_HYDRATION_ATTRIBUTE = 'data-late-hydration';

declare global {
  interface Window {
    /** Set by public/early-taps.js, inlined first in every server-rendered page. */
    earlyTaps?: {
      pageHydrated: () => void;
      take: (root: Document | Element) => HTMLButtonElement[];
    };
  }
}

/** A task later: React has committed what the tap before changed. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Repeats taps in order, each as the shopper made it and each on the page the one before left
 * (two taps on + then Buy Now buy three): a tap repeated on a button the app has since changed
 * (Add to cart now reads Added) does what the same tap would do now, so the outcome is the
 * hydrated page's. A button gone or disabled since is skipped.
 */
async function repeat(buttons: readonly HTMLButtonElement[]) {
  for (const button of buttons) {
    if (!button.isConnected || button.disabled) continue;
    button.click();
    await nextTask();
  }
}

/**
 * Repeats the taps a shopper made on the server's buttons before the page hydrated (kept by
 * public/early-taps.js, which stops them: React would drop a tap on a part it is hydrating), once
 * React has hydrated them and the page shows this browser's state (its cart, its session): a tap
 * on Add to cart while the app's code was still on its way is not lost. From then on React
 * answers taps, but in parts that hydrate later (LateHydrationRegion), which repeat their own.
 */
export async function replayEarlyClicks(): Promise<void> {
  await browserStateDrawn;
  window.earlyTaps?.pageHydrated();
  await repeat(window.earlyTaps?.take(document) ?? []);
  // The page answers from here on (the journeys wait for this before they act on it).
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/**
 * A late part has hydrated: marks it so, and repeats the taps made in it meanwhile (React drops
 * a tap on a part whose code has not arrived).
 */
export async function replayLateTaps(region: Element): Promise<void> {
  region.setAttribute(HYDRATED_ATTRIBUTE, '');
  await browserStateDrawn;
  await repeat(window.earlyTaps?.take(region) ?? []);
}
