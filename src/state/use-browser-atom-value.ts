import { useAtomValue, type Atom } from 'jotai';
import { useMemo } from 'react';
import { useAfterHydration } from './after-hydration';

/**
 * An atom kept in this browser's storage (the session, the cart, recently viewed), read by a
 * component the server renders too. The server knows none of it, and the browser's first render
 * must draw exactly what the server sent: until hydration ends it shows `serverValue` (what a
 * new visitor sees), then the stored value. Client-rendered screens get the stored value at once.
 */
export function useBrowserAtomValue<T>(atom: Atom<T>, serverValue: T): T {
  const value = useAtomValue(atom);
  return useAfterHydration() ? value : serverValue;
}

/**
 * One product's yes or no from this browser's state (in the cart, saved to the wishlist), false
 * as the server draws it. `flagFor` makes the product's derived atom (inCartAtom, inWishlistAtom),
 * so the component redraws when that answer changes, not on every change to the list.
 */
export function useProductFlag(flagFor: (id: string) => Atom<boolean>, id: string): boolean {
  return useBrowserAtomValue(
    useMemo(() => flagFor(id), [flagFor, id]),
    false,
  );
}
