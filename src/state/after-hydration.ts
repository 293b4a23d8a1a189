import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { isStoredStateRestored, storedStateRestored } from './restored-storage';

const noUpdates = () => () => undefined;

/**
 * False on the server and while React hydrates the calling component (which must draw exactly
 * the server's HTML), true afterwards, and at once in a render the browser makes alone (a page
 * the server did not send, a client-side navigation) once this browser's stored cart and session
 * are restored.
 *
 * The router's useHydrated says the same, but its value flips inside useSyncExternalStore, and
 * React redraws every component reading it synchronously right after hydration: one long task
 * holding the whole cart screen, or every product card's cart button on a listing, that a phone
 * cannot interrupt (the Total Blocking Time of /cart was 150-250 ms). Here useSyncExternalStore
 * only tells a hydrating render from any other (React reads the server's snapshot exactly then,
 * also in a part hydrated late, like a lazily loaded section); its synchronous redraw after
 * hydration draws the same output. The switch itself is a transition, which React renders in
 * slices between which the browser answers taps and paints. It waits for the stores every page
 * starts with to be restored (restored-storage.ts: their schemas load apart after the first
 * paint), so a screen drawn sooner (a navigation while the page starts) shows the server's values
 * until then, never an empty cart or a signed-out header that is not the shopper's.
 */
export function useAfterHydration(): boolean {
  const hydrating = useSyncExternalStore(
    noUpdates,
    () => false,
    () => true,
  );
  const [after, setAfter] = useState(() => !hydrating && isStoredStateRestored());
  useEffect(() => {
    if (after) return;
    let mounted = true;
    void storedStateRestored.then(() => {
      if (mounted) startTransition(() => setAfter(true));
    });
    return () => {
      mounted = false;
    };
  }, [after]);
  return after;
}
