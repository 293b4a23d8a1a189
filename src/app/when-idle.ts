/**
 * Resolves when the browser has a quiet moment (at the latest after `timeoutMs`), so work nobody
 * is waiting for (saving the query cache, the service worker's downloads) comes after the screen
 * the shopper is waiting for. Where requestIdleCallback is missing (Safari), after a short delay.
 */
export function whenIdle(timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      setTimeout(resolve, Math.min(timeoutMs, 500));
    }
  });
}
